/**
 * Every Data Grid page works as a reader would find it: it loads, each demo appears in exactly the
 * box reserved for it, and nothing goes wrong on the way (console error, failed request, uncaught
 * exception, demo error boundary). The Chinese page has a Chinese title.
 * `DATA_GRID_PAGES=/column,/rows` narrows the run to paths containing one of those strings.
 */
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, openPage, type PageProblems} from './harness';
import {DATA_GRID_PAGE_PATHS} from '@site/src/config/data-grid-pages';

/** Pro and Premium demos without MUI_X_LICENSE_KEY: the vendor's watermark and this message are expected. */
const LICENSE_MESSAGE = /MUI X: (Missing|Invalid|Expired|License key).*/;

const filter = (process.env.DATA_GRID_PAGES ?? '').split(',').filter(Boolean);
const PAGES = DATA_GRID_PAGE_PATHS.filter((p) => filter.length === 0 || filter.some((f) => p.includes(f)));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Reserved min-height of each demo in the static HTML, by demo name. */
function reservedHeights(html: string): Map<string, number> {
  return new Map([...html.matchAll(/data-demo=(\w+)><div[^>]*style=min-height:(\d+)px/g)].map((m) => [m[1], Number(m[2])]));
}

async function waitForEveryDemo(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const root = page.locator(`[data-demo="${name}"] [data-demo-root]`);
    await root.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => {
        const box = document.querySelector(`[data-demo="${n}"]`);
        return box?.querySelector('[data-demo-error]') || box?.querySelector('[data-demo-root]')?.getAttribute('data-demo-state') === 'ready';
      },
      name,
      {timeout: 30000},
    );
  }
}

function realProblems(problems: PageProblems): string[] {
  return [
    ...problems.consoleErrors.filter((text) => !LICENSE_MESSAGE.test(text)).map((t) => `console: ${t.slice(0, 300)}`),
    ...problems.failedRequests.map((t) => `request: ${t}`),
    ...problems.pageErrors.map((t) => `exception: ${t.slice(0, 300)}`),
  ];
}

test.each(PAGES)('%s loads, every demo runs in its reserved box, nothing fails', async (pathname) => {
  const html = await (await fetch(process.env.PORTAL_BASE_URL + pathname)).text();
  const reserved = reservedHeights(html);
  const {page, problems, status} = await openPage(browser, pathname);
  expect(status).toBe(200);
  const names = [...reserved.keys()];
  await waitForEveryDemo(page, names);
  await page.waitForTimeout(300); // let a demo's first effects (timers, fetches) run before judging

  const errors = await page.locator('[data-demo-error]').allInnerTexts();
  const heights: Record<string, number> = {};
  for (const name of names) {
    const box = await page.locator(`[data-demo="${name}"] [data-demo-root]`).boundingBox();
    heights[name] = Math.round(box?.height ?? 0);
  }
  await page.context().close();
  expect({pathname, errors, problems: realProblems(problems)}).toEqual({pathname, errors: [], problems: []});
  expect({pathname, heights}).toEqual({pathname, heights: Object.fromEntries(reserved)});
}, 120000);

test.each(PAGES)('/zh%s has a Chinese title', async (pathname) => {
  const html = await (await fetch(`${process.env.PORTAL_BASE_URL}/zh${pathname}`)).text();
  const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '') ?? '';
  expect({pathname, h1, han: /\p{Script=Han}/u.test(h1)}).toEqual({pathname, h1, han: true});
});
