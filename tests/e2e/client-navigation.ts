/**
 * Moving a tab to another page of the same app as a link click does: through the router's own
 * `history.push`, which the portal wraps to load the next page's chunks first
 * (plugins/load-before-navigating), so the page renders in one pass and the page left stays mounted,
 * hidden, until the new one has painted. The history object is read from React's fiber tree (the
 * `<Router history>` near the root): the shipped code has no hook for tests, and a real link to
 * every page is not on every page.
 */
import type {Page} from 'playwright-core';
import {baseUrl, waitForHydration} from './harness';
import {builtPageFacts, isChinesePage} from './site-pages';

/** Pushes `pathname` on the router of the page's app; false when no router was found (not hydrated, or a bare page). */
export async function pushPath(page: Page, pathname: string): Promise<boolean> {
  return page.evaluate((target) => {
    interface Fiber {
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedProps?: {history?: {push?: (to: string) => void}} | null;
    }
    const w = window as unknown as {__portalRouterHistory?: {push: (to: string) => void}};
    if (!w.__portalRouterHistory) {
      const container = document.getElementById('__docusaurus') as (HTMLElement & Record<string, unknown>) | null;
      const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
      const stack: Fiber[] = key ? [container[key] as Fiber] : [];
      // Depth first from the root; the Router sits a few levels down, above every route.
      for (let steps = 0; stack.length && steps < 5000; steps++) {
        const fiber = stack.pop()!;
        const push = fiber.memoizedProps?.history?.push;
        if (typeof push === 'function') {
          w.__portalRouterHistory = fiber.memoizedProps!.history as {push: (to: string) => void};
          break;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
    }
    if (!w.__portalRouterHistory) return false;
    // A link click starts the new page at its top.
    window.scrollTo(0, 0);
    w.__portalRouterHistory.push(target);
    return true;
  }, pathname);
}

/**
 * Waits until the tab shows `pathname`: the URL changed, the page left is gone, and the new page's
 * first heading reads `h1` (from the built HTML: what the app must render there too).
 */
export async function waitForArrival(page: Page, pathname: string, h1: string, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    ({target, heading}) => {
      // A host may answer a locale's home (`/zh/`) at its slashless URL.
      const slashless = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
      if (slashless(decodeURI(location.pathname)) !== slashless(target) || document.querySelector('[data-leaving-page]')) return false;
      // A long page reached by a link renders what follows its first screen a frame later.
      if (document.querySelector('[data-page-rest="pending"]')) return false;
      const shown = document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return shown === heading;
    },
    {target: pathname, heading: h1},
    {timeout: timeoutMs},
  );
}

const ARRIVAL_TIMEOUT_MS = 30_000;

/** Whether a link on the page at `currentUrl` can reach `pathname` without a load: a locale is an app of its own. */
export function isSameApp(currentUrl: string, pathname: string): boolean {
  return currentUrl.startsWith(baseUrl()) && isChinesePage(new URL(currentUrl).pathname) === isChinesePage(pathname);
}

/**
 * Shows `pathname` in `page` as a reader reaching it by a link: through the router when the tab
 * already shows a hydrated page of the same locale's app, else loaded cold. For tests that read a
 * page without changing what a later page would see (storage, cookies): cheaper than a new
 * context's cold load, and the tab keeps its cache as a reader's does. Returns whether it loaded cold.
 */
export async function goTo(page: Page, pathname: string): Promise<boolean> {
  const cold = !isSameApp(page.url(), pathname) || !(await pushPath(page, pathname).catch(() => false));
  if (cold) {
    await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
    await waitForHydration(page);
  }
  await waitForArrival(page, pathname, builtPageFacts(pathname).h1, ARRIVAL_TIMEOUT_MS);
  return cold;
}
