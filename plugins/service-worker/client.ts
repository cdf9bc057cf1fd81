/**
 * Client module: registers /x/sw.js on the production host only, keeps the page the reader is on
 * (and what it loaded) for offline use, and applies waiting updates on the next focus.
 */
import type {ClientModule} from '@docusaurus/types';
import {getClientConfig} from '@site/src/lib/site-client-config';
import {sameOriginUrls, shouldRegister, SW_SCOPE, SW_URL, watchForUpdates} from './registration';

let registered: Promise<ServiceWorkerRegistration | null> | null = null;

function postPageToWorker(): void {
  if (!navigator.serviceWorker?.controller && !registered) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      urls: sameOriginUrls(window.location.href, resources, window.location.origin),
    });
  });
}

async function register(): Promise<ServiceWorkerRegistration | null> {
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
  onRouteDidUpdate() {
    if (typeof window === 'undefined') return;
    if (!shouldRegister(window.location.host, getClientConfig().productionHost, 'serviceWorker' in navigator)) return;
    if (!registered) registered = register();
    // Every page the reader opens (first load or client-side navigation) is kept for offline use.
    postPageToWorker();
  },
};

export default serviceWorkerClient;
