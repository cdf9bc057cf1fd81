import {ratio, renderMarkdown, summaryLine} from '../lib/report';
import type {BenchResult, PageResult} from '../lib/model';

const net = (js: number) => ({jsGzipBytes: js, requests: 10, jsGzipBytesAfterScroll: js, requestsAfterScroll: 10, cls: 0});
const lh = (score: number, tbtMs: number) => ({
  score,
  fcpMs: 1000,
  lcpMs: 2000,
  tbtMs,
  cls: 0,
  runs: 3,
  samples: [
    {score, fcpMs: 1000, lcpMs: 2000, tbtMs, cls: 0},
    {score: score - 1, fcpMs: 1100, lcpMs: 2100, tbtMs, cls: 0},
    {score: score + 1, fcpMs: 900, lcpMs: 1900, tbtMs, cls: 0},
  ],
});

function result(): BenchResult {
  const baselinePage: PageResult = {
    key: 'baseline',
    id: 'baseline',
    label: 'Plain',
    kind: 'baseline',
    locale: 'en',
    url: '/docs/intro',
    status: 'measured',
    network: {mobile: net(100 * 1024), desktop: net(100 * 1024)},
    lighthouse: {mobile: lh(96, 0)},
  };
  return {
    profile: 'full',
    startedAt: '2026-11-21T15:00:00.000Z',
    seconds: 300,
    machine: {cpus: 2, loadAverage: [3, 2, 1], node: 'v20'},
    docusaurusVersion: '3.10.2',
    lighthouseRuns: 3,
    build: {seconds: 90, peakRssBytes: 2 * 1024 ** 3, locales: ['en', 'zh'], cold: true, builtAt: '2026-11-21T15:00:00.000Z'},
    baseline: {
      page: baselinePage,
      build: {seconds: 30, peakRssBytes: 1024 ** 3, locales: ['en'], cold: true, builtAt: '2026-11-21T14:00:00.000Z', cached: true},
    },
    pages: [
      {
        key: 'guide',
        id: 'guide',
        label: 'Text guide',
        kind: 'text',
        locale: 'en',
        url: '/x/introduction/installation',
        status: 'measured',
        network: {mobile: net(105 * 1024), desktop: net(105 * 1024)},
        lighthouse: {mobile: lh(92, 150)},
      },
      {
        key: 'api',
        id: 'api',
        label: 'API',
        kind: 'api',
        locale: 'en',
        url: '/x/api/data-grid/data-grid',
        status: 'skipped',
        note: 'HTTP 404: not in this build yet',
      },
    ],
    violations: [],
  };
}

test('ratios are to the baseline, and say nothing when the baseline is zero', () => {
  expect(ratio(105, 100)).toBe('1.05x');
  expect(ratio(150, 0)).toBe('–');
  expect(ratio(undefined, 10)).toBe('–');
});

test('the Markdown shows each figure with its ratio to plain Docusaurus, builds, and skipped pages', () => {
  const md = renderMarkdown(result());
  expect(md).toContain('| guide `/x/introduction/installation` | text | 105.0 KB (1.05x) |');
  expect(md).toContain(
    '| guide `/x/introduction/installation` | 92 (0.96x) | 92/91/93 | 1000 ms (1.00x) | 2000 ms (1.00x) | 150 ms | – | 0.00 | – |',
  );
  expect(md).toContain('- portal (en + zh, cold): 90.0 s (3.00x), peak memory 2048 MB (2.00x)');
  expect(md).toContain('- plain Docusaurus (en, cold, cached from 2026-11-21T14:00:00.000Z): 30.0 s, peak memory 1024 MB');
  expect(md).toContain('- api `/x/api/data-grid/data-grid`: HTTP 404: not in this build yet');
  expect(md).toContain('- all budgets met');
});

test('the longest task stands beside TBT, as a ratio to plain Docusaurus', () => {
  const withLongest = result();
  withLongest.baseline.page.lighthouse!.mobile = {...lh(96, 0), longestTaskMs: 120};
  withLongest.pages[0].lighthouse!.mobile = {...lh(92, 150), longestTaskMs: 240};
  expect(renderMarkdown(withLongest)).toContain('| 150 ms | 240 ms (2.00x) | 0.00 |');
});

test('the summary is one line with the figures that matter', () => {
  const line = summaryLine(result());
  expect(line).not.toContain('\n');
  expect(line).toBe(
    'bench full: 1 pages; text page JS 105.0 KB gzip (1.05x plain); lowest mobile score 92 (guide; plain 96); build 90 s, 2048 MB peak; budgets met',
  );
});
