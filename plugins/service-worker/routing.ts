/**
 * Which cache a same-origin GET belongs in. Shared by the service worker (runtime routes and the
 * warm-up of a visited page) and its tests. Nothing cross-origin is cached.
 */
export const CACHE_NAMES = {
  pages: 'portal-pages',
  assets: 'portal-assets',
  search: 'portal-search',
  data: 'portal-data',
  static: 'portal-static',
} as const;

/** Where the worker keeps its own bookkeeping (offline-index.ts), apart from what it serves. */
export const META_CACHE = 'portal-meta';
export const OFFLINE_INDEX_KEY = '/__portal/offline-index.json';

export type CacheKind = keyof typeof CACHE_NAMES;

/**
 * Limits so a long reading session cannot fill the disk. Pages and hashed files are let go together
 * (offline-index.ts: a file stays while a saved page needs it); the others by count, oldest first.
 */
export const CACHE_LIMITS = {maxPages: 100, maxAssets: 500};
/** Search indexes: one per section and locale (about 20 in all). */
export const MAX_CACHED_SEARCH = 40;
export const MAX_CACHED_STATIC = 100;
/** API pages' data files (fetched on client-side navigation to an API page). */
export const MAX_CACHED_DATA = 100;
/** A page answers from cache if the network has not answered within this time. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;
/** Same for a search index: several MB, so the cached one is used sooner on a slow line. */
export const SEARCH_NETWORK_TIMEOUT_SECONDS = 3;

/** A locale's prefix (`/zh`, `/pt-BR`): each locale's build has its own assets and data. */
const LOCALE = String.raw`(?:/[a-z]{2}(?:-[A-Za-z]{2,4})?)?`;
const SEARCH_INDEX = /\/search-index[^/]*\.json$/;
const HASHED_ASSET = new RegExp(`^${LOCALE}/assets/`);
/** An API page's data for client-side navigation (plugins/api-reference/page-data.ts): changes with each release. */
const PAGE_DATA = new RegExp(`^${LOCALE}/api-data/`);

/**
 * @param isNavigation the request is a page load (mode "navigate"), or a page URL being warmed up.
 * Returns undefined for what must not be cached (cross-origin, the worker itself).
 */
export function classifyRequest(url: URL, origin: string, isNavigation: boolean): CacheKind | undefined {
  if (url.origin !== origin) return undefined;
  if (url.pathname.endsWith('/sw.js')) return undefined;
  if (url.pathname.startsWith('/__portal/')) return undefined;
  if (isNavigation) return 'pages';
  if (SEARCH_INDEX.test(url.pathname)) return 'search';
  if (HASHED_ASSET.test(url.pathname)) return 'assets';
  if (PAGE_DATA.test(url.pathname)) return 'data';
  // A path without an extension is a page of this site (served as /page -> page.html).
  if (!/\.[a-z0-9]+$/i.test(url.pathname)) return 'pages';
  return 'static';
}

/**
 * Message the page sends so the worker stores what the first, uncontrolled visit loaded. Not
 * workbox's own `CACHE_URLS` (workbox-routing listens for that one, with `payload.urlsToCache`, and
 * throws on any other shape).
 */
export interface CacheUrlsMessage {
  type: 'PORTAL_SAVE_PAGE';
  /** The page first, then the files its document loaded. */
  urls: string[];
}

export function isCacheUrlsMessage(data: unknown): data is CacheUrlsMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as {type?: unknown}).type === 'PORTAL_SAVE_PAGE' &&
    Array.isArray((data as {urls?: unknown}).urls) &&
    (data as {urls: unknown[]}).urls.every((u) => typeof u === 'string')
  );
}

/** At most this many URLs are taken from one message (the page and its most recent files). */
export const MAX_WARM_URLS = 400;
