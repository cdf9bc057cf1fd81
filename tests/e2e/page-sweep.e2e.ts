/**
 * Every doc page works as a reader finds it, in both languages: it loads, each demo appears in
 * exactly the box reserved for it, and nothing goes wrong on the way (console error, failed
 * request, uncaught exception, demo error boundary); a Chinese page has a Chinese title. Pages come
 * from the build's sitemaps (tests/e2e/site-pages.ts). One browser visits them, two pages at a
 * time (both cores), each once, each in a new tab; the tests below then judge what each visit
 * recorded. Each of the two lanes keeps one browser context, as a reader going from page to page
 * keeps their browser's cache: a fresh context per page made every page download and compile the
 * site's scripts anew (~9% of the sweep's time on a sample of 16 demo pages; rendering the demos is
 * the rest). The service worker registers on the production host only, so it takes no part here;
 * the pages' own storage is shared, as a reader's is.
 * Rendering demos is what a sweep's time goes on (~0.7 s each on a busy 2-core machine, 2,140 of
 * them across both locales). In `npm test` a page runs its first demo and those that load on
 * arrival, near the window (so every page's demo machinery, theme and locale run, and every demo a
 * reader sees without scrolling), and is otherwise judged in full; the feature tests of each
 * product run its demos further. `npm run test:sweep:all` (PORTAL_SWEEP_DEMOS=all) runs every demo
 * of both locales, the exhaustive check to run before resolving work or releasing.
 * `PORTAL_SWEEP=/react-charts,/zh/x/react-tree-view` narrows the sweep to paths containing one of those;
 * `PORTAL_SWEEP_SCHEME=dark` sweeps in dark mode (the default is the light mode `npm test` sweeps).
 */
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launchBrowser, newDesktopContext, openPageIn, type PageProblems, unexpectedConsoleErrors} from './harness';
import {docPages, forEachConcurrently, isChinesePage} from './site-pages';
import {waitForDemosLoaded} from './demo-helpers';

const CONCURRENT_PAGES = 2;
const DEMO_READY_TIMEOUT_MS = 30_000;
const SETTLE_MS = 300;

const PAGES = docPages((process.env.PORTAL_SWEEP ?? '').split(',').filter(Boolean));
const COLOR_SCHEME = process.env.PORTAL_SWEEP_SCHEME === 'dark' ? 'dark' : 'light';
const EVERY_DEMO = process.env.PORTAL_SWEEP_DEMOS === 'all';

/** The demos a visit scrolls to and waits for, of the page's demos in document order. */
function demosToRun(names: string[]): string[] {
  return EVERY_DEMO ? names : names.slice(0, 1);
}

interface Visit {
  status: number | null;
  h1: string;
  reserved: Record<string, number>;
  heights: Record<string, number>;
  demoErrors: string[];
  problems: string[];
}

const visits = new Map<string, Visit | Error>();
let browser: Browser;

/** Reserved min-height of each demo in the static HTML, by demo name. */
function reservedHeights(html: string): Record<string, number> {
  return Object.fromEntries([...html.matchAll(/data-demo=(\w+)><div[^>]*style=min-height:(\d+)px/g)].map((m) => [m[1], Number(m[2])]));
}

async function waitForEveryDemo(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    await page.locator(`[data-demo="${name}"] [data-demo-root]`).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => {
        const box = document.querySelector(`[data-demo="${n}"]`);
        return box?.querySelector('[data-demo-error]') || box?.querySelector('[data-demo-root]')?.getAttribute('data-demo-state') === 'ready';
      },
      name,
      {timeout: DEMO_READY_TIMEOUT_MS},
    );
  }
}

function realProblems(problems: PageProblems): string[] {
  return [
    ...unexpectedConsoleErrors(problems).map((t) => `console: ${t.slice(0, 300)}`),
    ...problems.failedRequests.map((t) => `request: ${t}`),
    ...problems.pageErrors.map((t) => `exception: ${t.slice(0, 300)}`),
  ];
}

async function visit(context: BrowserContext, pathname: string): Promise<Visit> {
  const html = await (await fetch(process.env.PORTAL_BASE_URL + pathname)).text();
  const reserved = reservedHeights(html);
  const {page, problems, status} = await openPageIn(context, pathname);
  try {
    await waitForEveryDemo(page, demosToRun(Object.keys(reserved)));
    // Demos that began loading on their own (near the window) finish too, and are judged: the page
    // is read, and closed, with its renderer done mounting them.
    await waitForDemosLoaded(page, DEMO_READY_TIMEOUT_MS);
    await page.waitForTimeout(SETTLE_MS); // let a demo's first effects (timers, fetches) run before judging
    const started = new Set(await page.locator('[data-demo-root]:not([data-demo-state="idle"])').evaluateAll((roots) => roots.map((r) => r.closest('[data-demo]')!.getAttribute('data-demo')!)));
    const names = Object.keys(reserved).filter((name) => started.has(name));
    const heights: Record<string, number> = {};
    for (const name of names) {
      const box = await page.locator(`[data-demo="${name}"] [data-demo-root]`).boundingBox();
      heights[name] = Math.round(box?.height ?? 0);
    }
    return {
      status,
      // Judged on Chinese pages only. Generous: demos still mounting can keep a busy machine's
      // renderer from answering within a second.
      h1: isChinesePage(pathname) ? ((await page.locator('h1').first().textContent({timeout: 15_000}).catch(() => '')) ?? '') : '',
      reserved: Object.fromEntries(names.map((name) => [name, reserved[name]!])),
      heights,
      demoErrors: await page.locator('[data-demo-error]').allInnerTexts(),
      problems: realProblems(problems),
    };
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const lanes = await Promise.all(Array.from({length: CONCURRENT_PAGES}, () => newDesktopContext(browser, {colorScheme: COLOR_SCHEME})));
  const started = Date.now();
  await forEachConcurrently(PAGES, CONCURRENT_PAGES, async (pathname, lane) => {
    visits.set(pathname, await visit(lanes[lane]!, pathname).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
  });
  const demos = [...visits.values()].reduce((n, v) => n + (v instanceof Error ? 0 : Object.keys(v.reserved).length), 0);
  console.log(`page sweep: ${visits.size} pages, ${demos} demos run (${EVERY_DEMO ? 'every demo' : "each page's first and those loading on arrival"}) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}, 60 * 60_000);

afterAll(async () => {
  await browser?.close();
});

test('the sweep has pages in both languages', () => {
  if (process.env.PORTAL_SWEEP) return;
  expect(PAGES.some(isChinesePage)).toBe(true);
  expect(PAGES.filter((p) => !isChinesePage(p)).length).toBeGreaterThan(90);
});

test.each(PAGES)('%s loads, the demos it runs fit their reserved boxes, nothing fails', (pathname) => {
  const result = visits.get(pathname);
  if (result instanceof Error) throw result;
  expect(result).toBeDefined();
  const {status, demoErrors, problems, heights, reserved, h1} = result!;
  expect({pathname, status, demoErrors, problems}).toEqual({pathname, status: 200, demoErrors: [], problems: []});
  expect({pathname, heights}).toEqual({pathname, heights: reserved});
  if (isChinesePage(pathname)) expect({pathname, h1, han: /\p{Script=Han}/u.test(h1)}).toEqual({pathname, h1, han: true});
});
