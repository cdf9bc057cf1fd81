/**
 * The search shortcut (`mod+k`) and the platform it depends on. The search worker and its indexes
 * load when the reader reaches for search: pointer, focus or this shortcut.
 */

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

export function isMacPlatform(platform: string | undefined): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform ?? '');
}
