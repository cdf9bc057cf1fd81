/**
 * Every doc page works as a reader finds it, in both languages: the real app renders it, each demo
 * it runs appears in exactly the box reserved for it, and nothing goes wrong on the way (console
 * error, failed same-origin request, uncaught exception, demo error boundary); a Chinese page shows
 * a Chinese heading. Pages come from the build's sitemaps (tests/e2e/site-pages.ts), what each page
 * must show from its built HTML (tests/lib/page-facts.ts).
 *
 * How pages are reached: one tab per locale (a locale is an app of its own), each walking its pages
 * as a reader clicking links does (tests/e2e/client-navigation.ts), with every COLD_LOAD_EVERY-th
 * page instead loaded cold in that tab (its server HTML hydrated: a hydration mismatch shows only
 * there). Measured on the 442 pages of both locales, 2 cores: a cold load with its hydration and tab
 * teardown took ~3.4 s of each page's ~5.5 s (915 s for the sweep on a quiet machine); reached by a
 * link, the page itself is a few hundred ms, and what remains is its demos. At 682 pages (385 s),
 * one cold load in 8 was still ~38% of the sweep's time: one in 24 now.
 *
 * Which pages: `npm test` sweeps one page in SWEEP_EVERY (an untranslated zh page: one in
 * UNTRANSLATED_EVERY), rotating by day (PORTAL_SWEEP_DAY=N pins the day), so every page is swept
 * within that many days; the pages loaded cold are among them and rotate too, each loaded cold
 * within COLD_LOAD_EVERY days. On a busy machine a page reached by a link took ~1.7 s, 0.7 s of it its
 * first demo's mount. Sweeping half of 792 pages took 300 s on a day the host ran 40-50 % slow, against
 * 384 s for all of 682 pages the day before, and 206 s on a quiet machine: a third now.
 * The feature and accessibility tests load many more pages, cold.
 *
 * In `npm test` a page runs its first demo and those that load on arrival (near the window), and
 * is otherwise judged in full; the feature tests of each product run its demos further.
 * `npm run test:sweep:all` (PORTAL_SWEEP_DEMOS=all) runs every demo of both locales, loads every
 * page cold and sweeps every untranslated zh page: the exhaustive check before a release.
 * `PORTAL_SWEEP=/react-charts,/zh/x/react-tree-view` narrows the sweep to paths containing one of those;
 * `PORTAL_SWEEP_SCHEME=dark` sweeps in dark mode (the default is the light mode `npm test` sweeps).
 */
import type {Browser, Page} from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  newDesktopContext,
  unexpectedConsoleErrors,
  waitForHydration,
  watchProblems,
  type PageProblems,
} from './harness';
import {builtPageFacts, docPages, isChinesePage, isUntranslatedPage} from './site-pages';
import {waitForDemosLoaded} from './demo-helpers';
import {pushPath, waitForArrival} from './client-navigation';
import {waitForIdle} from './settle';
import {dayNumber, isTurn} from './daily-turn';

const DEMO_READY_TIMEOUT_MS = 30_000;
const ARRIVAL_TIMEOUT_MS = 30_000;
const EVERY_DEMO = process.env.PORTAL_SWEEP_DEMOS === 'all';
/** One page in this many is loaded cold (all of them with PORTAL_SWEEP_DEMOS=all). A multiple of the two below. */
const COLD_LOAD_EVERY = EVERY_DEMO ? 1 : 24;
const DAY = dayNumber('PORTAL_SWEEP_DAY');
/** One page in this many is swept by `npm test` (a narrowed or exhaustive sweep takes them all). */
const SWEEP_EVERY = 3;

/**
 * An untranslated zh page is its English twin's body (swept in English) under the Chinese chrome
 * (swept on every translated page): `npm test` sweeps one in UNTRANSLATED_EVERY of them, rotating by
 * day like the others, so each is swept within that many days.
 */
const UNTRANSLATED_EVERY = 6;
const FILTER = (process.env.PORTAL_SWEEP ?? '').split(',').filter(Boolean);
const ALL_PAGES = docPages(FILTER);
const SWEEP_ALL = EVERY_DEMO || FILTER.length > 0;

const PAGES = ALL_PAGES.filter((p) => SWEEP_ALL || isTurn(p, DAY, isUntranslatedPage(p) ? UNTRANSLATED_EVERY : SWEEP_EVERY));
// COLD_LOAD_EVERY is a multiple of both: a page whose cold turn it is is swept that day.
const COLD_PAGES = new Set(ALL_PAGES.filter((p) => isTurn(p, DAY, COLD_LOAD_EVERY)));
const COLOR_SCHEME = process.env.PORTAL_SWEEP_SCHEME === 'dark' ? 'dark' : 'light';

interface Visit {
  cold: boolean;
  h1: string;
  reserved: Record<string, number>;
  heights: Record<string, number>;
  demoErrors: string[];
  problems: string[];
}

const visits = new Map<string, Visit | Error>();
let browser: Browser;

function realProblems(problems: PageProblems): string[] {
  return [
    ...unexpectedConsoleErrors(problems).map((t) => `console: ${t.slice(0, 300)}`),
    ...problems.failedRequests.map((t) => `request: ${t}`),
    ...problems.pageErrors.map((t) => `exception: ${t.slice(0, 300)}`),
  ];
}

async function waitForDemo(page: Page, name: string): Promise<void> {
  await page.locator(`[data-demo="${name}"] [data-demo-root]`).scrollIntoViewIfNeeded({timeout: DEMO_READY_TIMEOUT_MS});
  await page.waitForFunction(
    (n) => {
      const box = document.querySelector(`[data-demo="${n}"]`);
      return box?.querySelector('[data-demo-error]') || box?.querySelector('[data-demo-root]')?.getAttribute('data-demo-state') === 'ready';
    },
    name,
    {timeout: DEMO_READY_TIMEOUT_MS},
  );
}

/** What `problems` recorded after `from` (the lengths it had then). */
function problemsSince(problems: PageProblems, from: PageProblems): PageProblems {
  return {
    consoleErrors: problems.consoleErrors.slice(from.consoleErrors.length),
    failedRequests: problems.failedRequests.slice(from.failedRequests.length),
    pageErrors: problems.pageErrors.slice(from.pageErrors.length),
  };
}

/** One tab walking `pathnames` in order: cold where `cold(pathname, i)` says so, or where no router can take it. */
async function walk(pathnames: string[], cold: (pathname: string, index: number) => boolean): Promise<void> {
  const context = await newDesktopContext(browser, {colorScheme: COLOR_SCHEME});
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    for (const [index, pathname] of pathnames.entries()) {
      const loadCold = cold(pathname, index);
      // A cold load first leaves the document for a blank one: the requests the page left still
      // had open end there (net::ERR_ABORTED), not in the next page's record.
      if (loadCold) await page.goto('about:blank');
      // What goes wrong from here on is this page's (a late error of a page left by a link included).
      const before = problemsSince(problems, {consoleErrors: [], failedRequests: [], pageErrors: []});
      const visit = await visitPage(page, pathname, loadCold).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      );
      if (!(visit instanceof Error)) visit.problems = realProblems(problemsSince(problems, before));
      visits.set(pathname, visit);
    }
  } finally {
    await context.close();
  }
}

async function visitPage(page: Page, pathname: string, coldLoad: boolean): Promise<Visit> {
  const facts = builtPageFacts(pathname);
  const cold = coldLoad || !(await pushPath(page, pathname).catch(() => false));
  if (cold) {
    const response = await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
    if (response?.status() !== 200) throw new Error(`${pathname} answered ${response?.status()}`);
    await waitForHydration(page);
  }
  await waitForArrival(page, pathname, facts.h1, ARRIVAL_TIMEOUT_MS);
  const names = facts.demos.map((d) => d.name);
  for (const name of EVERY_DEMO ? names : names.slice(0, 1)) await waitForDemo(page, name);
  // Demos that began loading on their own (near the window) finish too, and are judged.
  await waitForDemosLoaded(page, DEMO_READY_TIMEOUT_MS);
  await waitForIdle(page);
  const measured = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-demo]')).flatMap((box) => {
      const root = box.querySelector('[data-demo-root]');
      if (!root || root.getAttribute('data-demo-state') === 'idle') return [];
      return [[box.getAttribute('data-demo')!, Math.round(root.getBoundingClientRect().height)] as const];
    }),
  );
  const reserved = Object.fromEntries(facts.demos.map((d) => [d.name, d.reservedPx ?? 0]));
  return {
    cold,
    h1: (await page.locator('h1').first().textContent()) ?? '',
    reserved: Object.fromEntries(measured.map(([name]) => [name, reserved[name] ?? -1])),
    heights: Object.fromEntries(measured),
    demoErrors: await page.locator('[data-demo-error]').allInnerTexts(),
    problems: [],
  };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const started = Date.now();
  // A tab per locale: a locale is an app of its own, which a link cannot enter without a load.
  const byLocale = new Map<string, string[]>();
  for (const p of PAGES) {
    const locale = isChinesePage(p) ? 'zh' : 'en';
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), p]);
  }
  await Promise.all([...byLocale.values()].map((pathnames) => walk(pathnames, (pathname, i) => i === 0 || COLD_PAGES.has(pathname))));
  const all = [...visits.values()].filter((v): v is Visit => !(v instanceof Error));
  const demos = all.reduce((n, v) => n + Object.keys(v.heights).length, 0);
  console.log(
    `page sweep: ${visits.size} of ${ALL_PAGES.length} pages (day ${DAY}; ${all.filter((v) => v.cold).length} loaded cold), ` +
      `${demos} demos run (${EVERY_DEMO ? 'every demo' : "each page's first and those loading on arrival"}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}, 60 * 60_000);

afterAll(async () => {
  await browser?.close();
});

test('the sweep has pages in both languages', () => {
  if (process.env.PORTAL_SWEEP) return;
  expect(PAGES.some(isChinesePage)).toBe(true);
  expect(PAGES.filter((p) => !isChinesePage(p)).length).toBeGreaterThan(90);
});

test.each(PAGES)('%s renders, the demos it runs fit their reserved boxes, nothing fails', (pathname) => {
  const result = visits.get(pathname);
  if (result instanceof Error) throw result;
  expect(result).toBeDefined();
  const {demoErrors, problems, heights, reserved, h1, cold} = result!;
  expect({pathname, cold, demoErrors, problems}).toEqual({pathname, cold, demoErrors: [], problems: []});
  expect({pathname, heights}).toEqual({pathname, heights: reserved});
  if (isChinesePage(pathname)) expect({pathname, h1, han: /\p{Script=Han}/u.test(h1)}).toEqual({pathname, h1, han: true});
});
