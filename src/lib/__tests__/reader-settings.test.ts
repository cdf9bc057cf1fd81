/** @jest-environment jsdom */
import {applyMode, effectiveMode, parseDense, parseDirection, parseModeChoice} from '../reader-settings';
import {readStorage, writeStorage, type KeyValueStorage} from '../safe-storage';

test('mode choice parsing keeps only light, dark and system', () => {
  expect(parseModeChoice('dark')).toBe('dark');
  expect(parseModeChoice('light')).toBe('light');
  expect(parseModeChoice('DARK')).toBe('system');
  expect(parseModeChoice(null)).toBe('system');
});

test('system resolves through the OS preference; explicit choices win', () => {
  expect(effectiveMode('system', true)).toBe('dark');
  expect(effectiveMode('system', false)).toBe('light');
  expect(effectiveMode('light', true)).toBe('light');
});

test('direction and density default to ltr and not dense', () => {
  expect(parseDirection('rtl')).toBe('rtl');
  expect(parseDirection('anything')).toBe('ltr');
  expect(parseDense('true')).toBe(true);
  expect(parseDense('1')).toBe(false);
});

test('applyMode sets Docusaurus attributes, body class and theme colour together', () => {
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
  applyMode(document, 'dark', 'system');
  expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system');
  expect(document.body.className).toBe('dark');
  applyMode(document, 'light', 'light');
  expect(document.body.className).toBe('light');
  expect(document.querySelector('meta')?.getAttribute('content')).toBe('#ffffff');
});

describe('safe storage', () => {
  const throwing: KeyValueStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };

  test('reads null and reports an unsaved write instead of throwing', () => {
    expect(readStorage('mui-mode', () => throwing)).toBeNull();
    expect(writeStorage('mui-mode', 'dark', () => throwing)).toBe(false);
    expect(
      readStorage('mui-mode', () => {
        throw new Error('window.localStorage itself throws');
      }),
    ).toBeNull();
  });

  test('round-trips with a working storage and removes on null', () => {
    const map = new Map<string, string>();
    const storage: KeyValueStorage = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
    expect(writeStorage('k', 'v', () => storage)).toBe(true);
    expect(readStorage('k', () => storage)).toBe('v');
    writeStorage('k', null, () => storage);
    expect(readStorage('k', () => storage)).toBeNull();
  });
});
