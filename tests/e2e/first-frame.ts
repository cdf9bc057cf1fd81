/**
 * What the first frame of a client-side page switch shows: clicks the first link matching
 * `linkSelector`, waits for the new page's h1 at `to`, and in the next animation frame (before that
 * frame paints) records what tests of progressive rendering check. Elements of `markSelector`
 * present then get `data-first-frame`, so a test can tell later whether they were kept.
 */
import type {Page} from 'playwright-core';

export interface FirstFrame {
  /** Top of the pending rest of a long page (`<PageRest>`), or null when the page came whole. */
  pendingTop: number | null;
  windowHeight: number;
  /** Links in the API page's section nav, and the one marked current. */
  navLinks: number;
  navCurrent: string | null;
  /** The page being left, when it is kept for the frame (PageHandover). */
  leavingPage: {height: number; headingVisible: boolean; inert: boolean; afterNewPage: boolean} | null;
}

export const API_NAV = 'nav[aria-label$="API pages"]';

export function switchAndCaptureFirstFrame(page: Page, {to, linkSelector, markSelector}: {to: string; linkSelector: string; markSelector?: string}): Promise<FirstFrame> {
  return page.evaluate(
    ([to, linkSelector, markSelector, apiNav]) =>
      new Promise<FirstFrame>((resolve, reject) => {
        const link = Array.from(document.querySelectorAll<HTMLAnchorElement>(linkSelector)).find((a) => new URL(a.href).pathname === to);
        if (!link) return reject(new Error(`no ${linkSelector} to ${to} on ${location.pathname}`));
        const before = document.querySelector('h1');
        const observer = new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (!h1 || h1 === before || location.pathname !== to) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const pending = document.querySelector('[data-page-rest="pending"]');
            const nav = document.querySelector(apiNav);
            const leaving = document.querySelector<HTMLElement>('[data-leaving-page]');
            const oldHeading = leaving ? leaving.querySelector('h1') : null;
            if (markSelector) document.querySelectorAll(markSelector).forEach((e) => e.setAttribute('data-first-frame', ''));
            resolve({
              pendingTop: pending ? pending.getBoundingClientRect().top : null,
              windowHeight: window.innerHeight,
              navLinks: nav ? nav.querySelectorAll('li a').length : 0,
              navCurrent: nav ? (nav.querySelector('a[aria-current="page"]')?.textContent ?? null) : null,
              leavingPage: leaving
                ? {
                    height: leaving.getBoundingClientRect().height,
                    headingVisible: oldHeading ? oldHeading.checkVisibility() : false,
                    inert: leaving.inert,
                    afterNewPage: Boolean(h1.compareDocumentPosition(leaving) & Node.DOCUMENT_POSITION_FOLLOWING),
                  }
                : null,
            });
          });
        });
        observer.observe(document, {subtree: true, childList: true});
        link.click();
      }),
    [to, linkSelector, markSelector ?? '', API_NAV] as const,
  );
}
