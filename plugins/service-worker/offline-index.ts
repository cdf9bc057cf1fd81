/**
 * What the worker keeps for reading offline, and what it lets go, as plain data (unit-tested without
 * a browser). Each saved page lists the hashed files (`/assets/...`) its document loaded; a file is
 * let go only when no saved page needs it, and a page only together with the files only it needs.
 * So an old page saved before a new deployment keeps its own old chunks (it never runs on a mix of
 * old and new ones), and the caches stay within their limits.
 */

export interface SavedPageEntry {
  /** When the reader last opened it (ms since epoch). */
  at: number;
  /** The `/assets/` URLs its document loaded. */
  assets: string[];
}

export interface OfflineIndex {
  pages: Record<string, SavedPageEntry>;
}

export const emptyIndex = (): OfflineIndex => ({pages: {}});

export function isOfflineIndex(data: unknown): data is OfflineIndex {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as {pages?: unknown}).pages === 'object' &&
    (data as {pages: unknown}).pages !== null
  );
}

/** Records that `pageUrl` was opened at `now` and loaded `assetUrls`. */
export function recordPage(index: OfflineIndex, pageUrl: string, assetUrls: readonly string[], now: number): OfflineIndex {
  const previous = index.pages[pageUrl]?.assets ?? [];
  // A client-side navigation reports every file the document has loaded so far; a full load of the
  // same page reports only its own. Either way the page needs at least what it needed before.
  const assets = [...new Set([...previous, ...assetUrls])];
  return {pages: {...index.pages, [pageUrl]: {at: now, assets}}};
}

export interface CacheLimits {
  maxPages: number;
  maxAssets: number;
}

export interface EvictionInput {
  index: OfflineIndex;
  /** Page URLs in the pages cache. */
  cachedPages: readonly string[];
  /** `/assets/` URLs in the assets cache, oldest first (the Cache API lists keys in insertion order). */
  cachedAssets: readonly string[];
  /** Files never let go: the current worker's shell. */
  keepAssets: readonly string[];
  limits: CacheLimits;
  now: number;
}

export interface EvictionPlan {
  /** The index after the eviction (only pages that stay cached). */
  index: OfflineIndex;
  deletePages: string[];
  deleteAssets: string[];
}

export function planEviction({index, cachedPages, cachedAssets, keepAssets, limits, now}: EvictionInput): EvictionPlan {
  // Pages cached but not yet recorded (their message is on its way) count as just opened.
  const pages = new Map<string, SavedPageEntry>(cachedPages.map((url) => [url, index.pages[url] ?? {at: now, assets: []}]));
  const byAge = [...pages.entries()].sort((a, b) => a[1].at - b[1].at).map(([url]) => url);
  const deletePages: string[] = [];
  const evictOldestPage = () => {
    const url = byAge.shift()!;
    pages.delete(url);
    deletePages.push(url);
  };
  while (pages.size > limits.maxPages) evictOldestPage();

  let deleteAssets: string[] = [];
  for (;;) {
    const needed = new Set<string>(keepAssets);
    for (const entry of pages.values()) for (const asset of entry.assets) needed.add(asset);
    const unneeded = cachedAssets.filter((url) => !needed.has(url));
    const excess = cachedAssets.length - limits.maxAssets;
    deleteAssets = unneeded.slice(0, Math.max(0, excess));
    // Still too many files, all of them needed by saved pages: let the oldest page go, then look again.
    if (excess - deleteAssets.length <= 0 || pages.size === 0) break;
    evictOldestPage();
  }
  return {index: {pages: Object.fromEntries(pages)}, deletePages, deleteAssets};
}

/** The most recently opened saved pages under `prefixFilter` (a locale's pages), newest first. */
export function recentPages(index: OfflineIndex, accept: (url: string) => boolean, limit: number): string[] {
  return Object.entries(index.pages)
    .filter(([url]) => accept(url))
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, limit)
    .map(([url]) => url);
}
