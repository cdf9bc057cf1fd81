import {computePagination, type PaginationEntry} from '../pagination';

const page = (pathname: string, extra: Partial<PaginationEntry> = {}): PaginationEntry => ({
  kind: 'doc',
  pathname,
  href: pathname,
  label: pathname.split('/').pop() ?? '',
  flags: {},
  external: false,
  unlisted: false,
  ...extra,
});

test('follows sidebar order and skips planned pages, links (external or not) and unlisted docs', () => {
  const entries = [
    page('/x/react-charts', {kind: 'category', label: 'Charts'}),
    page('/x/react-charts/sankey'),
    page('/x/react-charts/range-bar', {flags: {planned: true}}),
    page('https://github.com/mui/mui-x/issues', {kind: 'link', external: true}),
    page('/x/api/charts/sankey', {kind: 'link'}),
    page('/x/react-charts/hidden', {unlisted: true}),
    page('/x/react-tree-view', {kind: 'category', label: 'Tree View'}),
  ];
  const nav = computePagination(entries);
  expect(nav.get('/x/react-charts/sankey')).toEqual({
    previous: {title: 'Charts', permalink: '/x/react-charts'},
    next: {title: 'Tree View', permalink: '/x/react-tree-view'},
  });
  expect(nav.get('/x/react-tree-view')?.previous).toEqual({title: 'sankey', permalink: '/x/react-charts/sankey'});
  expect(nav.has('/x/react-charts/range-bar')).toBe(false);
});

test('the first page has no previous and the last no next', () => {
  const nav = computePagination([page('/a'), page('/b')]);
  expect(nav.get('/a')).toEqual({previous: null, next: {title: 'b', permalink: '/b'}});
  expect(nav.get('/b')).toEqual({previous: {title: 'a', permalink: '/a'}, next: null});
});

test('a planned flag coming from front matter or sidebar is skipped the same way', () => {
  const nav = computePagination([page('/a'), page('/p', {flags: {planned: true, plan: 'pro'}}), page('/c')]);
  expect(nav.get('/a')?.next?.permalink).toBe('/c');
  expect(nav.get('/c')?.previous?.permalink).toBe('/a');
});
