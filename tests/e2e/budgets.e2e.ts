/**
 * The budgets that do not depend on the machine's load (bench/budgets.ts), on every page of
 * bench/pages.ts in every locale: a page without demos loads at most JS_GZIP_RATIO_MAX times the
 * gzip JS of the plain Docusaurus page of a site as large (recorded in bench/baseline-figures.json
 * by `npm run bench:record-baseline`, fitted to this build's shape), and no page shifts (CLS 0.00,
 * through load and a scroll to the bottom, in the mobile and desktop viewports). The mobile viewport,
 * where the JS is weighed, is measured on every page every day; the desktop one on half of the pages,
 * the other half the next day (PORTAL_BUDGETS_DAY=N pins the day; PORTAL_BUDGETS_ALL=1 measures both
 * on every page), so each page's desktop layout is checked every other day.
 * Timings (Lighthouse, page switches, search latency) are benchmarks, not tests: `npm run bench`.
 */
import type {Browser} from 'playwright-core';
import {baseUrl, launchBrowser} from './harness';
import {buildDir, forEachConcurrently} from './site-pages';
import {checkPageBudgets, JS_GZIP_RATIO_MAX} from '@site/bench/budgets';
import {BASELINE_PAGE_PATH, localizedPages} from '@site/bench/pages';
import {measurePageWeight} from '@site/bench/lib/page-weight';
import {baselineJsFor, readBaselineFigures, type BaselineJs} from '@site/bench/lib/baseline-figures';
import {baselineTemplateHash, docusaurusVersion, shapeOfBuild} from '@site/bench/lib/baseline-site';
import type {PageResult} from '@site/bench/lib/model';
import {dayNumber, isTurn} from './daily-turn';

const PAGES = localizedPages();
const DAY = dayNumber('PORTAL_BUDGETS_DAY');
const ALL_VIEWPORTS = process.env.PORTAL_BUDGETS_ALL === '1';
/** The viewports measured today for `key`: mobile always, desktop on its turn. */
const viewportsOf = (key: string) => (ALL_VIEWPORTS || isTurn(key, DAY, 2) ? (['mobile', 'desktop'] as const) : (['mobile'] as const));
let browser: Browser;
let baseline: BaselineJs | null;
const measured = new Map<string, PageResult>();

beforeAll(async () => {
  browser = await launchBrowser();
  const shape = shapeOfBuild(buildDir());
  baseline = baselineJsFor(readBaselineFigures(), docusaurusVersion(process.cwd()), baselineTemplateHash(), shape);
  console.log(
    baseline
      ? `Plain Docusaurus page for ${shape.docs} docs and ${shape.pages} other pages: ${(baseline.jsGzipBytes / 1024).toFixed(1)} KB gzip JS, ${baseline.source}`
      : `No plain Docusaurus figure for this Docusaurus version and baseline template: run npm run bench:record-baseline`,
  );
  // Weight and layout shifts are counted, not timed: two pages at a time (one per core) change neither.
  const weights = new Map<string, Awaited<ReturnType<typeof measurePageWeight>>>();
  const runs = PAGES.flatMap((page) => viewportsOf(page.key).map((viewport) => ({page, viewport})));
  await forEachConcurrently(runs, 2, async ({page, viewport}) => {
    weights.set(`${page.key} ${viewport}`, await measurePageWeight(browser, baseUrl() + page.url, viewport));
  });
  for (const page of PAGES) {
    const mobile = weights.get(`${page.key} mobile`)!;
    const desktop = weights.get(`${page.key} desktop`);
    const {key, id, label, kind, locale, url} = page;
    measured.set(key, {
      key,
      id,
      label,
      kind,
      locale,
      url,
      status: mobile.status === 200 && (desktop?.status ?? 200) === 200 ? 'measured' : 'skipped',
      note: mobile.status === 200 ? undefined : `HTTP ${mobile.status}`,
      network: {mobile: mobile.figures, desktop: desktop?.figures},
    });
  }
}, 10 * 60_000);

afterAll(async () => {
  await browser?.close();
});

test('the plain Docusaurus figure is recorded (or fitted) for this Docusaurus version and baseline template', () => {
  expect(baseline?.jsGzipBytes ?? 0).toBeGreaterThan(50 * 1024);
});

const baselineResult = (): PageResult => ({
  key: 'baseline',
  id: 'baseline',
  label: 'Plain Docusaurus',
  kind: 'baseline',
  locale: 'en',
  url: BASELINE_PAGE_PATH,
  status: 'measured',
  network: {
    mobile: {jsGzipBytes: baseline?.jsGzipBytes ?? 0, requests: 0, jsGzipBytesAfterScroll: 0, requestsAfterScroll: 0, cls: 0},
    desktop: {jsGzipBytes: 0, requests: 0, jsGzipBytesAfterScroll: 0, requestsAfterScroll: 0, cls: 0},
  },
});

test.each(PAGES.map((p) => [p.key, p.url, p.kind, viewportsOf(p.key).join(' and ')] as const))(
  '%s (%s, %s page): CLS 0 (%s viewport), and its JS budget',
  (key, url, kind) => {
    const page = measured.get(key)!;
    expect({url, status: page.status}).toEqual({url, status: 'measured'});
    const violations = checkPageBudgets(page, baselineResult()).map((v) => v.message);
    expect(violations).toEqual([]);
    if (JS_GZIP_RATIO_MAX[kind] !== undefined) {
      console.log(
        `${url}: ${(page.network!.mobile.jsGzipBytes / (baseline?.jsGzipBytes ?? 1)).toFixed(2)}x the plain page's gzip JS (budget ${JS_GZIP_RATIO_MAX[kind]!.toFixed(2)}x)`,
      );
    }
  },
);
