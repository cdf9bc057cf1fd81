/**
 * A link to another page changes the URL only once that page's chunks have loaded. Docusaurus
 * pushes the URL at once and keeps the old page on screen while the chunks load; but the router
 * tells the whole tree about the new URL when it is pushed, and the page being left renders again
 * in full, in the click's own task (~70 ms at 4x CPU on a Data Grid page), only to render the new
 * page a moment later. Loading first and pushing after lets the page switch happen in one render
 * (pending-navigation.tsx renders a loaded page at once), and keeps the main thread free
 * while the chunks download. What is pushed and when the page changes are as before.
 */

export type Preload = (pathname: string) => Promise<unknown>;

interface LocationLike {
  pathname?: string;
}

export interface NavigatingHistory {
  location: {pathname: string};
  push: (to: string | LocationLike, state?: unknown) => void;
  replace: (to: string | LocationLike, state?: unknown) => void;
}

export interface Waiting {
  /** Called when a navigation starts waiting for chunks (e.g. to show the progress bar). */
  started?: (pathname: string) => void;
  /** Called once when it stops waiting: loaded, failed, or overtaken by a newer navigation (then before that one starts). */
  ended?: (pathname: string) => void;
}

const loadedPaths = new Set<string>();

/** Whether a navigation to `pathname` waited for its chunks and they loaded. */
export function hasLoaded(pathname: string): boolean {
  return loadedPaths.has(pathname);
}

/** The pathname a `push(to)` leads to, resolved against the current URL as the browser would. */
export function targetPathname(to: string | LocationLike, current: {pathname: string}, origin = 'http://localhost'): string {
  if (typeof to !== 'string') return to.pathname || current.pathname;
  return new URL(to, origin + current.pathname).pathname;
}

const wrapped = new WeakSet<object>();

/**
 * Makes `history.push` and `history.replace` to another pathname wait for `preload(pathname)`.
 * Only the newest of overlapping navigations goes through. A failed load navigates anyway: core's
 * PendingNavigation then fails the same load and reloads the page, as it always has.
 */
export function loadBeforeNavigating(history: NavigatingHistory, preload: Preload, waiting: Waiting = {}): void {
  if (wrapped.has(history)) return;
  wrapped.add(history);
  let latest = 0;
  // The navigation waiting now, if any: a newer one ends its wait (the reader has moved on).
  let waitingFor: string | null = null;
  const endWait = () => {
    if (waitingFor !== null) waiting.ended?.(waitingFor);
    waitingFor = null;
  };
  for (const method of ['push', 'replace'] as const) {
    const navigate = history[method].bind(history);
    history[method] = (to, state) => {
      const pathname = targetPathname(to, history.location);
      const ticket = ++latest;
      endWait();
      if (pathname === history.location.pathname || hasLoaded(pathname)) {
        navigate(to, state);
        return;
      }
      waitingFor = pathname;
      waiting.started?.(pathname);
      const go = (loaded: boolean) => {
        if (loaded) loadedPaths.add(pathname);
        if (ticket !== latest) return;
        endWait();
        navigate(to, state);
      };
      preload(pathname).then(
        () => go(true),
        () => go(false),
      );
    };
  }
}

/** For tests: forget what has loaded. */
export function resetLoadedPaths(): void {
  loadedPaths.clear();
}
