import {checkBudgets, checkPageBudgets, JS_GZIP_RATIO_MAX, LIGHTHOUSE_MOBILE_SCORE_MIN, TRANSLATED_LOCALE_JS_ALLOWANCE} from '../budgets';
import type {LighthouseFigures, NetworkFigures, PageResult} from '../lib/model';

const KB = 1024;

function network(jsKb: number, cls = 0): {mobile: NetworkFigures; desktop: NetworkFigures} {
  const f = {jsGzipBytes: jsKb * KB, requests: 6, jsGzipBytesAfterScroll: jsKb * KB, requestsAfterScroll: 6, cls};
  return {mobile: f, desktop: {...f}};
}

function lighthouse(score: number, cls = 0): LighthouseFigures {
  return {score, fcpMs: 900, lcpMs: 1200, tbtMs: 120, cls, runs: 3, samples: []};
}

const baseline: PageResult = {
  key: 'baseline',
  id: 'baseline',
  label: 'Plain',
  kind: 'baseline',
  locale: 'en',
  url: '/docs/intro',
  status: 'measured',
  network: network(226),
};

function page(overrides: Partial<PageResult>): PageResult {
  return {
    key: 'guide',
    id: 'guide',
    label: 'Text guide',
    kind: 'text',
    locale: 'en',
    url: '/x/introduction/installation',
    status: 'measured',
    network: network(180),
    ...overrides,
  };
}

test('a text page within 0.90x of the plain page (a site as large) passes; over it fails naming the page and figure', () => {
  expect(JS_GZIP_RATIO_MAX.text).toBe(0.9);
  expect(checkPageBudgets(page({network: network(193)}), baseline)).toEqual([]);
  // One stray library import into every page (36 KB) uses up the margin.
  expect(checkPageBudgets(page({network: network(193 + 36)}), baseline).map((v) => v.figure)).toEqual(['gzip JS']);
  const [v] = checkPageBudgets(page({network: network(412)}), baseline);
  expect(v.figure).toBe('gzip JS');
  expect(v.message).toBe(
    '/x/introduction/installation (guide): gzip JS 412.0 KB is 1.82x the plain Docusaurus page (226.0 KB); budget 0.90x',
  );
});

test('a page in Chinese gets the measured room its Chinese labels take, no more', () => {
  const zh = (jsKb: number) => page({key: 'guide@zh', locale: 'zh', network: network(jsKb)});
  const limitKb = 226 * JS_GZIP_RATIO_MAX.text! * TRANSLATED_LOCALE_JS_ALLOWANCE;
  expect(checkPageBudgets(zh(Math.floor(limitKb)), baseline)).toEqual([]);
  expect(checkPageBudgets(page({network: network(Math.floor(limitKb))}), baseline).map((v) => v.figure)).toEqual(['gzip JS']);
  expect(checkPageBudgets(zh(Math.ceil(limitKb) + 1), baseline).map((v) => v.figure)).toEqual(['gzip JS']);
});

test('a demo page may load more JS than the plain page', () => {
  expect(checkPageBudgets(page({kind: 'demo', key: 'charts', network: network(900)}), baseline)).toEqual([]);
});

test('any layout shift that does not round to 0.00 fails, per viewport', () => {
  expect(checkPageBudgets(page({network: network(180, 0.004)}), baseline)).toEqual([]);
  const n = network(180);
  n.desktop.cls = 0.05;
  const violations = checkPageBudgets(page({network: n}), baseline);
  expect(violations.map((v) => v.figure)).toEqual(['CLS (desktop viewport)']);
  expect(violations[0].message).toContain('CLS 0.050 in the desktop viewport');
});

test('Lighthouse mobile score: 95 for text pages, 90 for demo pages; desktop is not budgeted', () => {
  expect(LIGHTHOUSE_MOBILE_SCORE_MIN).toEqual({text: 95, api: 95, demo: 90});
  expect(checkPageBudgets(page({lighthouse: {mobile: lighthouse(95)}}), baseline)).toEqual([]);
  expect(checkPageBudgets(page({lighthouse: {mobile: lighthouse(94)}}), baseline)[0].message).toBe(
    '/x/introduction/installation (guide): Lighthouse mobile performance 94 (median of 3; TBT 120 ms, LCP 1200 ms) is below 95 for a text page',
  );
  const slowMachine = {...baseline, lighthouse: {mobile: lighthouse(88)}};
  expect(checkPageBudgets(page({lighthouse: {mobile: lighthouse(80)}}), slowMachine)[0].message).toMatch(
    /is below 95 for a text page \(plain Docusaurus: 88 in the same run\)$/,
  );
  expect(checkPageBudgets(page({kind: 'demo', lighthouse: {mobile: lighthouse(90)}}), baseline)).toEqual([]);
  expect(checkPageBudgets(page({kind: 'demo', lighthouse: {mobile: lighthouse(89)}}), baseline)).toHaveLength(1);
  expect(checkPageBudgets(page({lighthouse: {desktop: lighthouse(60)}}), baseline)).toEqual([]);
});

test('Lighthouse CLS is held to 0.00 too', () => {
  expect(checkPageBudgets(page({lighthouse: {desktop: lighthouse(99, 0.02)}}), baseline).map((v) => v.figure)).toEqual([
    'Lighthouse desktop CLS',
  ]);
});

test('skipped pages (404 in this build) have no budgets; every measured page is checked', () => {
  const skipped = page({status: 'skipped', network: undefined, key: 'api', kind: 'api'});
  const heavy = page({key: 'guide@zh', url: '/zh/x/introduction/installation', network: network(300)});
  const result = checkBudgets({pages: [skipped, page({}), heavy], baseline: {page: baseline}});
  expect(result.map((v) => v.pageKey)).toEqual(['guide@zh']);
});
