import {classifyRequest, isCacheUrlsMessage} from '../routing';

const origin = 'https://docs.test';
const at = (p: string) => new URL(p, origin);

test.each([
  ['/x/introduction', true, 'pages'],
  ['/x/introduction', false, 'pages'],
  ['/zh/x/react-charts', false, 'pages'],
  ['/assets/js/main.abc.js', false, 'assets'],
  ['/assets/css/styles.abc.css', false, 'assets'],
  ['/search-index.json', false, 'search'],
  ['/zh/search-index-docs-abc123.json', false, 'search'],
  ['/img/logo.svg', false, 'static'],
  ['/manifest.json', false, 'static'],
  ['/x/sw.js', false, undefined],
  ['/__portal/offline-index.json', false, undefined],
  ['/api-data/x/api/data-grid/data-grid.json', false, 'data'],
  ['/zh/api-data/x/api/charts/bar-chart.json', false, 'data'],
  ['/assets/js/demo-chunks.abc123.json', false, 'assets'],
  ['/zh/assets/js/main.abc.js', false, 'assets'],
  ['/zh/assets/css/styles.abc.css', false, 'assets'],
  ['/img/assets/x.png', false, 'static'],
])('%s (navigation %s) is cached as %s', (p, nav, kind) => {
  expect(classifyRequest(at(p), origin, nav)).toBe(kind);
});

test('nothing cross-origin is cached', () => {
  expect(classifyRequest(new URL('https://ads.example/x.js'), origin, false)).toBeUndefined();
  expect(classifyRequest(new URL('https://ads.example/page'), origin, true)).toBeUndefined();
});

test('only well-formed warm-up messages are accepted', () => {
  expect(isCacheUrlsMessage({type: 'PORTAL_SAVE_PAGE', urls: ['/a']})).toBe(true);
  expect(isCacheUrlsMessage({type: 'PORTAL_SAVE_PAGE', urls: [1]})).toBe(false);
  expect(isCacheUrlsMessage({type: 'PORTAL_SAVE_PAGE'})).toBe(false);
  expect(isCacheUrlsMessage(null)).toBe(false);
  expect(isCacheUrlsMessage('PORTAL_SAVE_PAGE')).toBe(false);
  // workbox-routing answers its own CACHE_URLS message (with payload.urlsToCache): never ours.
  expect(isCacheUrlsMessage({type: 'CACHE_URLS', urls: ['/a']})).toBe(false);
});
