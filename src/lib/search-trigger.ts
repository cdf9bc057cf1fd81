/**
 * When the full search bar (lunr, its index loader and autocomplete: ~40 KB gzip) is worth loading:
 * the reader reaches for search (pointer, focus, the keyboard shortcut) or arrived from a search
 * result whose terms must be highlighted. Until then pages ship a look-alike input.
 */

export const HIGHLIGHT_PARAM = '_highlight';

export interface ShortcutEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** `mod+k`: Cmd+K on macOS, Ctrl+K elsewhere (the keymap configured for the search plugin). */
export function isSearchShortcut(event: ShortcutEventLike, isMac: boolean): boolean {
  const mod = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** A search result link adds `?_highlight=term`: the real bar marks those terms on arrival. */
export function wantsHighlight(search: string): boolean {
  try {
    return new URLSearchParams(search).has(HIGHLIGHT_PARAM);
  } catch {
    return false;
  }
}

export function isMacPlatform(platform: string | undefined): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform ?? '');
}
