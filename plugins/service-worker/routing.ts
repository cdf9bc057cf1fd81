/**
 * Which cache a same-origin GET belongs in. Shared by the service worker (runtime routes and the
 * warm-up of a visited page) and its tests. Nothing cross-origin is cached.
 */
export const CACHE_NAMES = {
  pages: 'portal-pages',
  assets: 'portal-assets',
  search: 'portal-search',
  static: 'portal-static',
} as const;

export type CacheKind = keyof typeof CACHE_NAMES;

/** Limits so a long reading session cannot fill the disk. */
export const MAX_CACHED_PAGES = 200;
export const MAX_CACHED_ASSETS = 400;
export const MAX_CACHED_STATIC = 200;
/** A page answers from cache if the network has not answered within this time. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;

const SEARCH_INDEX = /\/search-index[^/]*\.json$/;
const HASHED_ASSET = /^\/assets\//;

/**
 * @param isNavigation the request is a page load (mode "navigate"), or a page URL being warmed up.
 * Returns undefined for what must not be cached (cross-origin, the worker itself).
 */
export function classifyRequest(url: URL, origin: string, isNavigation: boolean): CacheKind | undefined {
  if (url.origin !== origin) return undefined;
  if (url.pathname.endsWith('/sw.js')) return undefined;
  if (isNavigation) return 'pages';
  if (SEARCH_INDEX.test(url.pathname)) return 'search';
  if (HASHED_ASSET.test(url.pathname)) return 'assets';
  // A path without an extension is a page of this site (served as /page -> page.html).
  if (!/\.[a-z0-9]+$/i.test(url.pathname)) return 'pages';
  return 'static';
}

/** Message the page sends so the worker stores what the first, uncontrolled visit loaded. */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  urls: string[];
}

export function isCacheUrlsMessage(data: unknown): data is CacheUrlsMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as {type?: unknown}).type === 'CACHE_URLS' &&
    Array.isArray((data as {urls?: unknown}).urls) &&
    (data as {urls: unknown[]}).urls.every((u) => typeof u === 'string')
  );
}

/** At most this many URLs are warmed per message. */
export const MAX_WARM_URLS = 150;
