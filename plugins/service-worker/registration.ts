/**
 * Registering /x/sw.js, and what happens when an update arrives, as plain functions with the
 * browser passed in (unit-tested without one).
 */
import {X_BASE} from '../../src/config/site';

/** Where the worker is served and registered from (build-sw.ts writes it there). */
export const SW_URL = `${X_BASE}/sw.js`;
/** The worker controls the whole site (the server sends `Service-Worker-Allowed: /`). */
export const SW_SCOPE = '/';
/** While an update is on its way, check this often whether it is waiting to take over. */
export const UPDATE_CHECK_INTERVAL_MS = 100;

/** Only the production host gets a worker: previews, localhost and mirrors never do. */
export function shouldRegister(host: string, productionHost: string, hasServiceWorker: boolean): boolean {
  return hasServiceWorker && productionHost !== '' && host === productionHost;
}

interface WorkerLike {
  postMessage(message: unknown): void;
}

export interface RegistrationLike {
  installing: unknown;
  waiting: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface WindowLike {
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
  reload(): void;
}

export interface IntervalTimers {
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

const defaultTimers: IntervalTimers = {
  setInterval: (h, ms) => setInterval(h, ms),
  clearInterval: (id) => clearInterval(id as number),
};

/**
 * Watches for an updated worker. Once one is found (or already installing/waiting), checks every
 * UPDATE_CHECK_INTERVAL_MS whether it is waiting; when it is, tells it to take over and reloads the
 * page the next time the tab regains focus, so the reader gets the new version without losing
 * their place mid-read. `isUpdate` is false on a first install: nothing to reload then.
 */
export function watchForUpdates(
  registration: RegistrationLike,
  win: WindowLike,
  isUpdate: () => boolean,
  timers: IntervalTimers = defaultTimers,
): () => void {
  let interval: unknown = null;
  let ready = false;
  const onFocus = () => {
    if (ready) win.reload();
  };
  const check = () => {
    const waiting = registration.waiting;
    if (!waiting) return;
    stopChecking();
    if (!isUpdate()) return;
    waiting.postMessage({type: 'SKIP_WAITING'});
    ready = true;
    win.addEventListener('focus', onFocus);
  };
  const startChecking = () => {
    if (interval !== null || ready) return;
    interval = timers.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  };
  function stopChecking() {
    if (interval === null) return;
    timers.clearInterval(interval);
    interval = null;
  }
  registration.addEventListener('updatefound', startChecking);
  if (registration.installing || registration.waiting) startChecking();
  return () => {
    stopChecking();
    win.removeEventListener('focus', onFocus);
  };
}

/** What the current page loaded from this origin: sent to the worker to keep for offline use. */
export function sameOriginUrls(pageUrl: string, resourceUrls: readonly string[], origin: string): string[] {
  const urls = new Set<string>();
  for (const raw of [pageUrl, ...resourceUrls]) {
    try {
      const url = new URL(raw, origin);
      if (url.origin !== origin) continue;
      url.hash = '';
      urls.add(url.href);
    } catch {
      /* not a URL */
    }
  }
  return [...urls];
}
