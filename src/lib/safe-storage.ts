/**
 * localStorage that never throws: private modes, disabled storage and quota errors make the
 * reader's choice non-persistent instead of breaking the page.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStorage(): KeyValueStorage | undefined {
  // Even reading `window.localStorage` throws in some privacy modes.
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function readStorage(key: string, getStorage: () => KeyValueStorage | undefined = defaultStorage): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be kept. */
export function writeStorage(key: string, value: string | null, getStorage: () => KeyValueStorage | undefined = defaultStorage): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
