/**
 * Client module: registers /x/sw.js on the production host only, keeps the page the reader is on
 * (and what it loaded) for offline use, and applies waiting updates on the next focus.
 */
import type {ClientModule} from '@docusaurus/types';
import {getClientConfig} from '@site/src/lib/site-client-config';
import {sameOriginUrls, shouldRegister, SW_SCOPE, SW_URL, watchForUpdates} from './registration';

let registered: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * The files a page loaded are read from the resource timing buffer, 250 entries by default: a long
 * session of client-side navigations (each adds its chunks) would otherwise stop being recorded.
 */
const RESOURCE_TIMING_BUFFER = 1000;

/** Tells the worker which page this is and every file the document has loaded so far. */
function postPageToWorker(pageUrl: string = window.location.href): void {
  if (!navigator.serviceWorker?.controller && !registered) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    registration.active?.postMessage({
      type: 'PORTAL_SAVE_PAGE',
      urls: sameOriginUrls(pageUrl, resources, window.location.origin),
    });
  });
}

/** Once per page: what loaded after its arrival (demos further down, the search index) is recorded too. */
function postOnLeaving(): void {
  if (document.visibilityState === 'hidden') postPageToWorker();
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  performance.setResourceTimingBufferSize?.(RESOURCE_TIMING_BUFFER);
  // The first visit: what loaded between the first message and the worker taking control (a demo's
  // chunks, say) reached the network directly; once in control, send the list again.
  navigator.serviceWorker.addEventListener('controllerchange', () => postPageToWorker(), {once: true});
  document.addEventListener('visibilitychange', postOnLeaving);
  try {
    // Scope "/" needs the `Service-Worker-Allowed: /` header on /x/sw.js; without it the worker
    // still serves the /x/ pages.
    const registration = await navigator.serviceWorker
      .register(SW_URL, {scope: SW_SCOPE})
      .catch(() => navigator.serviceWorker.register(SW_URL));
    watchForUpdates(
      registration,
      {
        addEventListener: (type, listener) => window.addEventListener(type, listener),
        removeEventListener: (type, listener) => window.removeEventListener(type, listener),
        reload: () => window.location.reload(),
      },
      // A page already controlled by a worker is being updated; a first install has nothing to reload.
      () => navigator.serviceWorker.controller !== null,
    );
    return registration;
  } catch (error) {
    console.warn('Service worker registration failed; the site works without it.', error);
    return null;
  }
}

const serviceWorkerClient: ClientModule = {
  onRouteUpdate({previousLocation}: {previousLocation: {pathname: string; search: string} | null}) {
    // Leaving a page: it is recorded with the files it loaded while the reader was on it.
    if (typeof window === 'undefined' || !previousLocation || !registered) return;
    postPageToWorker(new URL(previousLocation.pathname + previousLocation.search, window.location.origin).href);
  },
  onRouteDidUpdate() {
    if (typeof window === 'undefined') return;
    if (!shouldRegister(window.location.host, getClientConfig().productionHost, 'serviceWorker' in navigator)) return;
    if (!registered) registered = register();
    // Every page the reader opens (first load or client-side navigation) is kept for offline use.
    postPageToWorker();
  },
};

export default serviceWorkerClient;
