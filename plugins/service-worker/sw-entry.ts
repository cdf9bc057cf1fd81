/**
 * The service worker served at /x/sw.js (bundled by build-sw.ts). Precaches the shell only; pages,
 * their assets and the search index are cached at run time as they are visited. Declares the few
 * worker-scope types it uses so the site's DOM-typed TypeScript project can check it.
 */
import {clientsClaim} from 'workbox-core';
import {cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry} from 'workbox-precaching';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {
  CACHE_NAMES,
  classifyRequest,
  isCacheUrlsMessage,
  MAX_CACHED_ASSETS,
  MAX_CACHED_PAGES,
  MAX_CACHED_STATIC,
  MAX_WARM_URLS,
  PAGE_NETWORK_TIMEOUT_SECONDS,
} from './routing';

interface WorkerMessageEvent {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}

declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

const origin = self.location.origin;

self.addEventListener('message', (event) => {
  const data = event.data as {type?: unknown} | null;
  // The page asks for this while an update waits (see registration.ts).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (isCacheUrlsMessage(data)) event.waitUntil(warm(data.urls.slice(0, MAX_WARM_URLS)));
});

clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, request.mode === 'navigate') === 'pages',
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({maxEntries: MAX_CACHED_PAGES})],
  }),
);
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, false) === 'assets',
  // Hashed file names never change content: the cache can answer without asking.
  new CacheFirst({cacheName: CACHE_NAMES.assets, plugins: [new ExpirationPlugin({maxEntries: MAX_CACHED_ASSETS})]}),
);
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, false) === 'search',
  new StaleWhileRevalidate({cacheName: CACHE_NAMES.search}),
);
registerRoute(
  ({request, url}) => request.method === 'GET' && classifyRequest(url, origin, false) === 'static',
  new StaleWhileRevalidate({cacheName: CACHE_NAMES.static, plugins: [new ExpirationPlugin({maxEntries: MAX_CACHED_STATIC})]}),
);

/** Stores what a page loaded before this worker controlled it (its first visit). */
async function warm(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (raw) => {
      let url: URL;
      try {
        url = new URL(raw, origin);
      } catch {
        return;
      }
      url.hash = '';
      const kind = classifyRequest(url, origin, false);
      if (!kind) return;
      const cache = await caches.open(CACHE_NAMES[kind]);
      if (await cache.match(url.href)) return;
      try {
        const response = await fetch(url.href, {credentials: 'same-origin'});
        if (response.ok) await cache.put(url.href, response);
      } catch {
        /* offline or gone: nothing to store */
      }
    }),
  );
}
