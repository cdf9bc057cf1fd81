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
  /**
   * When the clicked link is a sidebar category's own link: whether the category was closed at the
   * click, opened before the new page was in the DOM, is open in the frame, how many of its entries
   * are visible there, and whether its list's height is being animated.
   */
  category: {closedAtClick: boolean; openedBeforePage: boolean; open: boolean; entriesVisible: number; animating: boolean} | null;
}

export const API_NAV = 'nav[aria-label$="API pages"]';

export function switchAndCaptureFirstFrame(
  page: Page,
  {to, linkSelector, markSelector}: {to: string; linkSelector: string; markSelector?: string},
): Promise<FirstFrame> {
  return page.evaluate(
    ([to, linkSelector, markSelector, apiNav]) =>
      new Promise<FirstFrame>((resolve, reject) => {
        const link = Array.from(document.querySelectorAll<HTMLAnchorElement>(linkSelector)).find((a) => new URL(a.href).pathname === to);
        if (!link) return reject(new Error(`no ${linkSelector} to ${to} on ${location.pathname}`));
        const before = document.querySelector('h1');
        const categoryItem = link.closest('li.theme-doc-sidebar-item-category');
        const categoryItemNow = () =>
          categoryItem &&
          (categoryItem.isConnected
            ? categoryItem
            : Array.from(document.querySelectorAll<HTMLAnchorElement>('li.theme-doc-sidebar-item-category > div > a[href]'))
                .find((a) => new URL(a.href).pathname === to)
                ?.closest('li'));
        const isOpen = (item: Element | null | undefined) => Boolean(item && !item.classList.contains('menu__list-item--collapsed'));
        const closedAtClick = !isOpen(categoryItem);
        let openedBeforePage = false;
        const observer = new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (!h1 || h1 === before || location.pathname !== to) {
            if (isOpen(categoryItemNow())) openedBeforePage = true;
            return;
          }
          observer.disconnect();
          requestAnimationFrame(() => {
            const pending = document.querySelector('[data-page-rest="pending"]');
            const nav = document.querySelector(apiNav);
            const leaving = document.querySelector<HTMLElement>('[data-leaving-page]');
            const oldHeading = leaving ? leaving.querySelector('h1') : null;
            const item = categoryItemNow();
            const list = item ? item.querySelector<HTMLElement>(':scope > ul') : null;
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
              category: item
                ? {
                    closedAtClick,
                    openedBeforePage,
                    open: isOpen(item),
                    entriesVisible: list
                      ? Array.from(list.querySelectorAll(':scope > li')).filter(
                          (e) => e.checkVisibility() && e.getBoundingClientRect().height > 0,
                        ).length
                      : 0,
                    animating: list ? list.getAnimations().length > 0 || /height/.test(list.style.transition) : false,
                  }
                : null,
            });
          });
        });
        observer.observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['class']});
        link.click();
      }),
    [to, linkSelector, markSelector ?? '', API_NAV] as const,
  );
}
