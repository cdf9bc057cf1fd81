/**
 * Accessibility sweep: axe-core (every rule, `label-content-name-mismatch` included) over built pages
 * after hydration and a scroll to the bottom (lazy demos render); no serious or critical violation
 * may remain. `npm test` checks a sample that turns by day (PORTAL_A11Y_DAY=N pins the day): the
 * foundation pages and the bench pages in one locale (English one day, Chinese the next), the
 * foundation pages in dark mode too, an even spread of the other doc pages starting further along
 * each day, and a few API pages. `npm run test:a11y:all` checks every doc page of the
 * sitemaps in both colour modes (both locales are in the sitemaps) plus API pages of every section
 * and kind (they share one template), two pages at a time in one browser. Counts are printed.
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage} from './harness';
import {seriousAxeViolations, UPSTREAM_AXE_DEFECTS, type AxeProblem} from './axe';
import {localizedPages} from '@site/bench/pages';
import {sweepSample} from '@site/bench/lib/sitemap';
import {scrollToBottom} from '@site/bench/lib/page-weight';
import {apiPageSample, docPages, forEachConcurrently, isChinesePage} from './site-pages';
import {waitForDemosLoaded} from './demo-helpers';
import {waitForAnimations} from './settle';
import {dayNumber} from './daily-turn';

/** Doc pages checked in `npm test` (light), of which this many also in dark mode. */
const A11Y_SAMPLE_PAGES = 14;
const A11Y_DARK_SAMPLE_PAGES = 6;
/**
 * The foundation pages a newcomer reads first: always in the sample (light and dark), beside the
 * bench pages, in the day's locale.
 */
const CONTENT_PAGES = [
  '/x/introduction',
  '/x/introduction/installation',
  '/x/introduction/licensing',
  '/x/react-data-grid',
  '/versions',
  '/getting-started/installation',
];
/** API pages per section and kind: 1 in `npm test` (in one locale, alternating by group), 3 per locale with PORTAL_A11Y_ALL=1. */
const API_PAGES_PER_GROUP = {sample: 1, all: 3};
/** How long demos that started loading on the scroll may take before axe runs anyway (the page sweep judges slow demos). */
const DEMOS_LOADING_TIMEOUT_MS = 20_000;
const CONCURRENT_PAGES = 2;

type Scheme = 'light' | 'dark';
const ALL = process.env.PORTAL_A11Y_ALL === '1';
const DAY = dayNumber('PORTAL_A11Y_DAY');
const docs = docPages();
/** The day's locale prefix: the pages every reader meets, in English one day and in Chinese the next. */
const dayPrefix = DAY % 2 === 0 ? '' : '/zh';
const inDayLocale = (pathname: string) => (dayPrefix === '/zh') === isChinesePage(pathname);
const foundation = CONTENT_PAGES.map((p) => dayPrefix + p);
const mustCheck = [...new Set([...foundation, ...localizedPages().map((p) => p.url)].filter(inDayLocale))];
const apiPages = ALL ? apiPageSample(API_PAGES_PER_GROUP.all) : apiPageSample(API_PAGES_PER_GROUP.sample, {localeEach: false});
/** `PORTAL_A11Y_PAGES=/a,/zh/b npm run test:a11y:all` re-checks just those pages (both modes), e.g. after fixing a finding. */
const ONLY = process.env.PORTAL_A11Y_PAGES?.split(',').filter(Boolean);
const lightPages = ONLY ?? (ALL ? [...docs, ...apiPages] : [...sweepSample(docs, mustCheck, A11Y_SAMPLE_PAGES, DAY), ...apiPages]);
const darkPages = ONLY ?? (ALL ? [...docs, ...apiPages] : sweepSample(docs, foundation, A11Y_DARK_SAMPLE_PAGES));
const checks: [string, Scheme][] = [
  ...lightPages.map((p): [string, Scheme] => [p, 'light']),
  ...darkPages.map((p): [string, Scheme] => [p, 'dark']),
];

const results = new Map<string, AxeProblem[] | Error>();
let browser: Browser;

async function check(pathname: string, colorScheme: Scheme): Promise<AxeProblem[]> {
  const {page, status} = await openPage(browser, pathname, {colorScheme});
  try {
    if (status !== 200) throw new Error(`${pathname} answered ${status}`);
    // The site follows the system preference by default: make sure the mode under test is the one shown.
    const shown = await page.getAttribute('html', 'data-theme');
    if (shown !== colorScheme) throw new Error(`${pathname} shows ${shown}, not ${colorScheme}`);
    await scrollToBottom(page);
    // Axe judges the demos as a reader sees them, once mounted rather than half-way.
    await waitForDemosLoaded(page, DEMOS_LOADING_TIMEOUT_MS).catch(() => undefined);
    await waitForAnimations(page);
    return await seriousAxeViolations(page);
  } finally {
    await page.context().close();
  }
}

beforeAll(
  async () => {
    browser = await launchBrowser();
    const started = Date.now();
    await forEachConcurrently(checks, CONCURRENT_PAGES, async ([pathname, scheme]) => {
      results.set(
        `${scheme} ${pathname}`,
        await check(pathname, scheme).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
      );
    });
    const failing = [...results.values()].filter((r) => r instanceof Error || r.length > 0).length;
    console.log(
      `a11y sweep (${ALL ? 'all pages' : 'sample'}): ${checks.length} checks (${lightPages.length} pages light, ${darkPages.length} dark, ` +
        `${apiPages.length} API pages among them) of ${docs.length} doc pages in the sitemaps, in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
        `${failing} with serious/critical violations`,
    );
  },
  4 * 60 * 60_000,
);

afterAll(async () => {
  await browser?.close();
});

test('the sweep covers both locales and the API pages', () => {
  expect(lightPages.some((p) => p === '/zh' || p.startsWith('/zh/'))).toBe(true);
  expect(lightPages.some((p) => !p.startsWith('/zh'))).toBe(true);
  expect(apiPages.some((p) => p.startsWith('/x/api/'))).toBe(true);
  expect(apiPages.some((p) => p.startsWith('/zh/x/api/'))).toBe(true);
});

test('only the listed upstream defects are left out, and only for their rule', async () => {
  const page = await browser.newPage();
  try {
    const faint = 'style="color: rgba(130, 130, 130, 0.62)"';
    await page.setContent(
      '<main><h1>t</h1><button class="MuiPickerDay2-fillerCell"></button><button id="ours"></button>' +
        `<div data-demo-root><div ${faint}>MUI X Missing license key</div></div><p id="faint" ${faint}>MUI X Missing license key</p></main>`,
    );
    const problems = await seriousAxeViolations(page);
    // Our unnamed button is still reported; the filler cell, an upstream defect of that rule, is not.
    expect(problems.find((p) => p.id === 'button-name')?.targets).toEqual(['#ours']);
    // The license watermark of a demo is left out; the same faint text of our own is not.
    expect(problems.find((p) => p.id === 'color-contrast')?.targets).toEqual(['#faint']);
    expect(UPSTREAM_AXE_DEFECTS.every((d) => d.why.length > 0)).toBe(true);
  } finally {
    await page.close();
  }
});

test.each(checks)('%s has no serious or critical axe violations (%s)', (pathname, scheme) => {
  const result = results.get(`${scheme} ${pathname}`);
  if (result instanceof Error) throw result;
  expect({pathname, scheme, violations: result}).toEqual({pathname, scheme, violations: []});
});
