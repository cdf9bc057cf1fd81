import {earlierWeights} from '../lib/earlier-weights';
import type {BenchResult, PageResult} from '../lib/model';
import type {LocalizedPage} from '../pages';

const network = {jsGzipBytes: 190_000, requests: 40, jsGzipBytesAfterScroll: 190_000, requestsAfterScroll: 40, cls: 0};
const lighthouse = {mobile: {score: 80, fcpMs: 900, lcpMs: 2000, tbtMs: 600, cls: 0, runs: 3, samples: []}};

function measured(key: string, url: string): PageResult {
  return {
    key,
    id: key,
    label: key,
    kind: 'text',
    locale: 'en',
    url,
    status: 'measured',
    network: {mobile: network, desktop: network},
    lighthouse,
  };
}

const first: BenchResult = {
  profile: 'ci',
  startedAt: '',
  seconds: 0,
  machine: {cpus: 2, loadAverage: [], node: ''},
  docusaurusVersion: '3.10.2',
  lighthouseRuns: 3,
  baseline: {page: {...measured('baseline', '/docs/intro'), kind: 'baseline'}, twoPageJsGzipBytes: 150_000},
  pages: [measured('guide', '/x/introduction/installation')],
  violations: [],
};
const guide = {key: 'guide', id: 'guide', label: 'guide', kind: 'text', locale: 'en', url: '/x/introduction/installation'} as LocalizedPage;

test("a retry takes the first attempt's gzip JS, requests and CLS, and none of its Lighthouse scores", () => {
  const taken = earlierWeights(first, [guide], 'first.json');
  expect(taken.baselineNetwork).toEqual({mobile: network, desktop: network});
  expect(taken.twoPageJsGzipBytes).toBe(150_000);
  expect(taken.results).toEqual([
    {
      key: 'guide',
      id: 'guide',
      label: 'guide',
      kind: 'text',
      locale: 'en',
      url: '/x/introduction/installation',
      status: 'measured',
      network: {mobile: network, desktop: network},
    },
  ]);
});

test('a result without a page the retry measures is refused, naming the page', () => {
  const charts = {...guide, key: 'charts', id: 'charts', url: '/x/react-charts'};
  expect(() => earlierWeights(first, [guide, charts], 'first.json')).toThrow('first.json has no first-visit figures for charts');
});
