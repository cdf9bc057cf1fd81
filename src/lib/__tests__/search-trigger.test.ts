import {isMacPlatform, isSearchShortcut} from '../search-trigger';

const key = (k: string, mods: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean}> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

test('Ctrl+K elsewhere and Cmd+K on macOS open search; other chords do not', () => {
  expect(isSearchShortcut(key('k', {ctrlKey: true}), false)).toBe(true);
  expect(isSearchShortcut(key('K', {ctrlKey: true}), false)).toBe(true);
  expect(isSearchShortcut(key('k', {metaKey: true}), true)).toBe(true);
  expect(isSearchShortcut(key('k', {metaKey: true}), false)).toBe(false);
  expect(isSearchShortcut(key('k', {ctrlKey: true}), true)).toBe(false);
  expect(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}), false)).toBe(false);
  expect(isSearchShortcut(key('k'), false)).toBe(false);
});

test('the shortcut hint shows the Command key on Apple platforms only', () => {
  expect(isMacPlatform('MacIntel')).toBe(true);
  expect(isMacPlatform('Linux x86_64')).toBe(false);
  expect(isMacPlatform(undefined)).toBe(false);
});
