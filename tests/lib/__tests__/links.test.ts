import {brokenLinks, classifyHref, describeBroken, type TargetState} from '../links';

const ORIGIN = 'http://127.0.0.1:3000';

test('hrefs are internal (path + hash), external, or not links to check', () => {
  expect(classifyHref(`${ORIGIN}/x/react-charts#axis`, ORIGIN)).toEqual({kind: 'internal', path: '/x/react-charts', hash: 'axis'});
  expect(classifyHref(`${ORIGIN}/zh/x/%E4%B8%AD#%E6%A0%87`, ORIGIN)).toEqual({kind: 'internal', path: '/zh/x/中', hash: '标'});
  expect(classifyHref('https://v6.mui.com/x/', ORIGIN)).toEqual({kind: 'external', url: 'https://v6.mui.com/x/'});
  expect(classifyHref('mailto:a@b.c', ORIGIN)).toEqual({kind: 'ignored'});
  expect(classifyHref('javascript:void(0)', ORIGIN)).toEqual({kind: 'ignored'});
  expect(classifyHref('http://[not a url', ORIGIN)).toEqual({kind: 'ignored'});
});

test('an href resolves against the page it is on, as the browser resolves it', () => {
  const page = `${ORIGIN}/x/react-charts/axis`;
  expect(classifyHref('#ticks', ORIGIN, page)).toEqual({kind: 'internal', path: '/x/react-charts/axis', hash: 'ticks'});
  expect(classifyHref('bars', ORIGIN, page)).toEqual({kind: 'internal', path: '/x/react-charts/bars', hash: ''});
  expect(classifyHref('/zh/', ORIGIN, page)).toEqual({kind: 'internal', path: '/zh/', hash: ''});
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
  expect(
    brokenLinks([link('system-MonthlyRevenueBars.tsx'), link('MonthlyRevenueBars.js'), link('tailwind-MonthlyRevenueBars.tsx')], targets),
  ).toEqual([]);
  expect(brokenLinks([link('css-NoSuchDemo.js')], targets).map((b) => b.reason)).toEqual([
    'no element with id "css-NoSuchDemo.js" on the target',
  ]);
});
