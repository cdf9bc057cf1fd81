/**
 * The service worker served at /x/sw.js (bundled by build-sw.ts). Reading offline:
 * - the shell: the hashed files every page starts with go into the assets cache at install, the few
 *   unhashed ones (404 page, manifest, icons) into workbox's precache;
 * - pages, their files, API page data and the search indexes are cached as they are used (pages,
 *   data and indexes network-first, so online readers get the current release; hashed files
 *   cache-first, they never change);
 * - a page never saved on this device answers, offline, with a plain page in the reader's language
 *   saying it needs a connection (offline-page.ts), listing the pages that are saved;
 * - what is kept is bounded and consistent (offline-index.ts): a page keeps the hashed files it
 *   loaded, so a page saved before a new deployment still runs on its own chunks, never a mix.
 * Declares the few worker-scope types it uses so the site's DOM-typed TypeScript project can check it.
 */
import {clientsClaim} from 'workbox-core';
import {cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry} from 'workbox-precaching';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  classifyRequest,
  isCacheUrlsMessage,
  MAX_CACHED_DATA,
  MAX_CACHED_SEARCH,
  MAX_CACHED_STATIC,
  MAX_WARM_URLS,
  META_CACHE,
  OFFLINE_INDEX_KEY,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  SEARCH_NETWORK_TIMEOUT_SECONDS,
} from './routing';
import {emptyIndex, isOfflineIndex, planEviction, recentPages, recordPage, type OfflineIndex} from './offline-index';
import {localeOfPath, OFFLINE_PAGE_CSP, renderOfflinePage, titleOfHtml, type OfflineConfig, type SavedPage} from './offline-page';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerMessageEvent extends ExtendableEventLike {
  data: unknown;
}

declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  /** The hashed files of the shell (build-sw.ts). */
  __PORTAL_SHELL_ASSETS: string[];
  __PORTAL_OFFLINE: OfflineConfig;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
};

const origin = self.location.origin;
// Each build-time value is read on its own: the replace plugin skips a name followed by a dot.
const SHELL_ASSET_PATHS: string[] = self.__PORTAL_SHELL_ASSETS;
const SHELL_ASSETS = SHELL_ASSET_PATHS.map((path) => new URL(path, origin).href);
const OFFLINE = self.__PORTAL_OFFLINE;

self.addEventListener('message', (event) => {
  const data = event.data as {type?: unknown} | null;
  // The page asks for this while an update waits (see registration.ts).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (isCacheUrlsMessage(data) && data.urls.length > 0) {
    const [page, ...files] = data.urls;
    event.waitUntil(serially(() => savePage(page!, files.slice(-(MAX_WARM_URLS - 1)))));
  }
});

// The shell's hashed files join the assets cache, where pages saved under an older release find
// theirs too; precaching them would delete the old ones the moment this worker activates.
self.addEventListener('install', (event) => event.waitUntil(installShell()));
self.addEventListener('activate', (event) => event.waitUntil(serially(trim)));

clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkFirst({cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS});
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, request.mode === 'navigate') === 'pages',
  async ({event, request, url}) => {
    try {
      return await pages.handle({event, request});
    } catch (error) {
      // Neither the network nor the cache has it: a page never opened on this device.
      if (request.mode !== 'navigate') throw error;
      return offlinePage(url);
    }
  },
);
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, false) === 'assets',
  // Hashed file names never change content: the cache can answer without asking.
  new CacheFirst({cacheName: CACHE_NAMES.assets}),
);
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, false) === 'search',
  // An index keeps its file name across releases whose text changed: fresh online, kept for offline.
  new NetworkFirst({
    cacheName: CACHE_NAMES.search,
    networkTimeoutSeconds: SEARCH_NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({maxEntries: MAX_CACHED_SEARCH})],
  }),
);
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, false) === 'data',
  new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({maxEntries: MAX_CACHED_DATA})],
  }),
);
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, false) === 'static',
  new StaleWhileRevalidate({cacheName: CACHE_NAMES.static, plugins: [new ExpirationPlugin({maxEntries: MAX_CACHED_STATIC})]}),
);

/** Bookkeeping is read-modify-write: one message at a time. */
let queue: Promise<unknown> = Promise.resolve();
function serially(task: () => Promise<void>): Promise<void> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

async function installShell(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.assets);
  await Promise.all(
    SHELL_ASSETS.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}

async function readIndex(): Promise<OfflineIndex> {
  const response = await (await caches.open(META_CACHE)).match(OFFLINE_INDEX_KEY);
  const data: unknown = response ? await response.json().catch(() => null) : null;
  return isOfflineIndex(data) ? data : emptyIndex();
}

async function writeIndex(index: OfflineIndex): Promise<void> {
  await (
    await caches.open(META_CACHE)
  ).put(OFFLINE_INDEX_KEY, new Response(JSON.stringify(index), {headers: {'Content-Type': 'application/json'}}));
}

/**
 * Keeps the page the reader opened and every file its document loaded (the first visit loaded them
 * before this worker was in control), records which hashed files the page needs, then trims.
 */
async function savePage(rawPage: string, files: string[]): Promise<void> {
  const page = cacheKey(rawPage);
  if (!page) return;
  const urls = [page, ...files.map(cacheKey).filter((u): u is string => u !== undefined)];
  await Promise.all(urls.map((url, i) => warm(url, i === 0)));
  const assets = urls.filter((url) => classifyRequest(new URL(url), origin, false) === 'assets');
  await writeIndex(recordPage(await readIndex(), page, assets, Date.now()));
  await trim();
}

function cacheKey(raw: string): string | undefined {
  try {
    const url = new URL(raw, origin);
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

async function warm(href: string, isPage: boolean): Promise<void> {
  const kind = classifyRequest(new URL(href), origin, isPage);
  if (!kind) return;
  const cache = await caches.open(CACHE_NAMES[kind]);
  if (await cache.match(href, {ignoreVary: true})) return;
  try {
    const response = await fetch(href, {credentials: 'same-origin'});
    if (response.ok) await cache.put(href, response);
  } catch {
    /* offline or gone: nothing to store */
  }
}

/** Lets go of the oldest pages and of hashed files no saved page needs, down to CACHE_LIMITS. */
async function trim(): Promise<void> {
  const [pageCache, assetCache] = await Promise.all([caches.open(CACHE_NAMES.pages), caches.open(CACHE_NAMES.assets)]);
  const [pageKeys, assetKeys] = await Promise.all([pageCache.keys(), assetCache.keys()]);
  const plan = planEviction({
    index: await readIndex(),
    cachedPages: pageKeys.map((r) => r.url),
    cachedAssets: assetKeys.map((r) => r.url),
    keepAssets: SHELL_ASSETS,
    limits: CACHE_LIMITS,
    now: Date.now(),
  });
  await Promise.all([...plan.deletePages.map((url) => pageCache.delete(url)), ...plan.deleteAssets.map((url) => assetCache.delete(url))]);
  await writeIndex(plan.index);
}

/** The plain "needs a connection" page, in the language of the path, listing that locale's saved pages. */
async function offlinePage(url: URL): Promise<Response> {
  const locale = localeOfPath(url.pathname, OFFLINE);
  const inLocale = (href: string) => localeOfPath(new URL(href).pathname, OFFLINE) === locale;
  const saved: SavedPage[] = [];
  try {
    const cache = await caches.open(CACHE_NAMES.pages);
    for (const href of recentPages(await readIndex(), inLocale, 10)) {
      const response = await cache.match(href, {ignoreVary: true});
      if (!response) continue;
      const title = titleOfHtml((await response.text()).slice(0, 20_000));
      const {pathname, search} = new URL(href);
      saved.push({url: pathname + search, title: title ?? pathname});
    }
  } catch {
    /* the list is a courtesy */
  }
  return new Response(renderOfflinePage(url.pathname + url.search, locale, saved), {
    status: 503,
    statusText: 'Offline',
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': OFFLINE_PAGE_CSP},
  });
}
