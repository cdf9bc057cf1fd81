import {brokenLinks, classifyHref, describeBroken, htmlIds, isPagePath, nextToVisit, sectionOf, type TargetState} from '../lib/links';

const ORIGIN = 'http://127.0.0.1:3000';

test('hrefs are internal (path + hash), external, or not links to check', () => {
  expect(classifyHref(`${ORIGIN}/x/react-charts#axis`, ORIGIN)).toEqual({kind: 'internal', path: '/x/react-charts', hash: 'axis'});
  expect(classifyHref(`${ORIGIN}/zh/x/%E4%B8%AD#%E6%A0%87`, ORIGIN)).toEqual({kind: 'internal', path: '/zh/x/中', hash: '标'});
  expect(classifyHref('https://v6.mui.com/x/', ORIGIN)).toEqual({kind: 'external', url: 'https://v6.mui.com/x/'});
  expect(classifyHref('mailto:a@b.c', ORIGIN)).toEqual({kind: 'ignored'});
  expect(classifyHref('javascript:void(0)', ORIGIN)).toEqual({kind: 'ignored'});
  expect(classifyHref('not a url', ORIGIN)).toEqual({kind: 'ignored'});
});

test('pages are rendered, files only requested', () => {
  expect(isPagePath('/x/react-data-grid')).toBe(true);
  expect(isPagePath('/x/7.x')).toBe(true);
  expect(isPagePath('/zh/x/7.x/react-charts')).toBe(true);
  expect(isPagePath('/sitemap.xml')).toBe(false);
  expect(isPagePath('/playground.html')).toBe(true);
  expect(isPagePath('/img/logo.svg')).toBe(false);
});

test('ids of static HTML, quoted or not, with entities decoded', () => {
  expect([...htmlIds(`<h2 id="props">P</h2><a name='legacy'></a><div id=bare class="x"></div><p id="a&amp;b">`)]).toEqual([
    'props', 'legacy', 'bare', 'a&b',
  ]);
});

test('a link is broken when its target is not 200 or lacks the anchor; each broken link is reported once', () => {
  const targets = new Map<string, TargetState>([
    ['/x/a', {status: 200, ids: new Set(['props'])}],
    ['/x/gone', {status: 404, ids: null}],
    ['/img/logo.svg', {status: 200, ids: null}],
  ]);
  const links = [
    {from: '/', path: '/x/a', hash: 'props'},
    {from: '/', path: '/x/a', hash: ''},
    {from: '/', path: '/x/a', hash: 'top'},
    {from: '/', path: '/x/a', hash: 'missing'},
    {from: '/', path: '/x/a', hash: 'missing'},
    {from: '/zh', path: '/x/gone', hash: ''},
    {from: '/', path: '/img/logo.svg', hash: 'whatever'},
    {from: '/', path: '/never', hash: ''},
  ];
  expect(brokenLinks(links, targets).map((b) => `${b.from} ${b.path}#${b.hash}: ${b.reason}`)).toEqual([
    '/ /x/a#missing: no element with id "missing" on the target',
    '/zh /x/gone#: HTTP 404',
    '/ /never#: never checked',
  ]);
});

test('a bounded crawl visits the least-seen section first, in queue order among equals', () => {
  expect(sectionOf('/zh/x/7.x/react-charts/axis')).toBe('zh/x/7.x/react-charts');
  expect(sectionOf('/x/react-charts/axis/ticks')).toBe('x/react-charts');
  expect(sectionOf('/zh')).toBe('zh');
  expect(sectionOf('/')).toBe('');
  const seen = new Map([['x/react-data-grid', 3], ['x/introduction', 1]]);
  expect(nextToVisit(['/x/react-data-grid/a', '/x/introduction/b', '/zh/x/7.x'], seen)).toBe(2);
  expect(nextToVisit(['/x/react-data-grid/a', '/x/introduction/b'], seen)).toBe(1);
  expect(nextToVisit([], seen)).toBe(-1);
});

test('broken links are reported once per target, naming a few of the pages that link to it', () => {
  const from = ['/', '/a', '/b', '/c', '/d'];
  const broken = [
    ...from.map((f) => ({from: f, path: '/x/gone', hash: '', reason: 'HTTP 404'})),
    {from: '/', path: '/x/a', hash: 'missing', reason: 'no element with id "missing" on the target'},
  ];
  expect(describeBroken(broken)).toEqual([
    '/x/gone: HTTP 404 (linked from /, /a, /b and 2 more)',
    '/x/a#missing: no element with id "missing" on the target (linked from /)',
  ]);
});

test('a code-variant hash resolves to its demo anchor, and only when that demo is on the page', () => {
  const targets = new Map<string, TargetState>([['/x/react-charts', {status: 200, ids: new Set(['MonthlyRevenueBars'])}]]);
  const link = (hash: string) => ({from: '/x/react-charts', path: '/x/react-charts', hash});
  expect(brokenLinks([link('system-MonthlyRevenueBars.tsx'), link('MonthlyRevenueBars.js'), link('tailwind-MonthlyRevenueBars.tsx')], targets)).toEqual([]);
  expect(brokenLinks([link('css-NoSuchDemo.js')], targets).map((b) => b.reason)).toEqual(['no element with id "css-NoSuchDemo.js" on the target']);
});
