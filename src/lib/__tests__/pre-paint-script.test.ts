/** @jest-environment jsdom */
import {THEME_COLORS} from '../reader-settings';
import {getPrePaintScript} from '../pre-paint-script';

type StorageMode = 'works' | 'throws';

function setUp({stored = {} as Record<string, string>, storage = 'works' as StorageMode, systemDark = false}) {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-theme-choice');
  document.body.className = '';
  document.body.removeAttribute('dir');
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
  const data = new Map(Object.entries(stored));
  const fakeStorage = {
    getItem: (k: string) => {
      if (storage === 'throws') throw new DOMException('denied', 'SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (storage === 'throws') throw new DOMException('denied', 'SecurityError');
      data.set(k, v);
    },
    removeItem: (k: string) => {
      if (storage === 'throws') throw new DOMException('denied', 'SecurityError');
      data.delete(k);
    },
  };
  Object.defineProperty(window, 'localStorage', {configurable: true, get: () => fakeStorage});
  window.matchMedia = ((query: string) => ({matches: systemDark && query.includes('dark')})) as typeof window.matchMedia;
  return data;
}

function runScript() {
  // The exact string that goes into the HTML, evaluated as the browser would.
  new Function(getPrePaintScript('-ns'))();
}

describe('pre-paint script', () => {
  test('a stored dark choice paints dark: data-theme, body class and theme-color', () => {
    const data = setUp({stored: {'mui-mode': 'dark'}});
    runScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.themeChoice).toBe('dark');
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(document.body.classList.contains('light')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLORS.dark);
    // Docusaurus's own key is aligned so its provider agrees after hydration.
    expect(data.get('theme-ns')).toBe('dark');
  });

  test("system follows prefers-color-scheme and clears Docusaurus's explicit choice", () => {
    const data = setUp({stored: {'mui-mode': 'system', 'theme-ns': 'light'}, systemDark: true});
    runScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.themeChoice).toBe('system');
    expect(data.has('theme-ns')).toBe(false);
  });

  test('garbage in storage is treated as system', () => {
    setUp({stored: {'mui-mode': '<script>', 'mui-direction': 'sideways'}, systemDark: false});
    runScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.body.getAttribute('dir')).toBe('ltr');
  });

  test('a throwing localStorage (private mode) falls back to system without throwing', () => {
    setUp({storage: 'throws', systemDark: true});
    expect(runScript).not.toThrow();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.themeChoice).toBe('system');
  });

  test('a throwing localStorage is replaced for the page by one in memory, so later scripts log no errors', () => {
    setUp({storage: 'throws'});
    runScript();
    expect(() => window.localStorage.setItem('theme-ns', 'dark')).not.toThrow();
    expect(window.localStorage.getItem('theme-ns')).toBe('dark');
    window.localStorage.removeItem('theme-ns');
    expect(window.localStorage.getItem('theme-ns')).toBeNull();
    // A working storage is left alone.
    const data = setUp({stored: {'mui-mode': 'dark'}});
    runScript();
    window.localStorage.setItem('x', '1');
    expect(data.get('x')).toBe('1');
  });

  test('applies the stored direction and density to <body>', () => {
    setUp({stored: {'mui-direction': 'rtl', 'mui-dense': 'true'}});
    runScript();
    expect(document.body.getAttribute('dir')).toBe('rtl');
    expect(document.body.getAttribute('data-dense')).toBe('true');
  });
});
