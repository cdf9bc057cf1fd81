import fs from 'node:fs';
import path from 'node:path';
import {ALL_SCOPE, SEARCH_CONTEXTS, SEARCH_GROUPS, searchGroupLabel} from '@site/src/config/search';
import {PRODUCTS} from '@site/src/config/products';
import {MUI_X_VERSION} from '@site/src/config/portal';
import {readSearchPageUrl, scopeLabel, searchPageLimits, searchPageSearch, searchPageUrl, searchScopes} from '../search-page';

const scopes = searchScopes();
const zhProducts = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../i18n/zh/portal-products/products.json'), 'utf8')) as Record<
  string,
  {message: string}
>;
const productLabel = (locale: 'en' | 'zh') => (id: string) =>
  locale === 'zh' ? zhProducts[`${id}.label`]?.message : PRODUCTS.find((p) => p.id === id)?.label;
const labels = (locale: 'en' | 'zh') =>
  scopes.map((s) => scopeLabel(s, locale, (id) => searchGroupLabel(id, locale, productLabel(locale)), MUI_X_VERSION));

test('the page searches every section first, then one group of sections at a time; every context is in exactly one group scope', () => {
  expect(scopes[0]).toEqual({id: ALL_SCOPE, contexts: SEARCH_CONTEXTS.map((c) => c.path), x: false});
  const groupScopes = scopes.slice(1);
  expect(groupScopes.map((s) => s.id)).toEqual(['x', ...PRODUCTS.map((p) => p.id), 'x-api', 'material']);
  expect(groupScopes.flatMap((s) => s.contexts).sort()).toEqual(SEARCH_CONTEXTS.map((c) => c.path).sort());
  // Material UI's sections (and the rest index) are not MUI X; every other scope is.
  expect(groupScopes.filter((s) => !s.x).map((s) => s.id)).toEqual(['material']);
  // The best-matches group is a way of showing results, not a place to search.
  expect(scopes.some((s) => SEARCH_GROUPS.find((g) => g.id === s.id)?.id === 'best')).toBe(false);
});

test('scope names are distinct in both languages and say which MUI X version and product they search', () => {
  for (const locale of ['en', 'zh'] as const) {
    const names = labels(locale);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n.startsWith(`MUI X ${MUI_X_VERSION} — `))).toHaveLength(scopes.length - 2);
  }
  expect(labels('en')).toEqual([
    'All',
    `MUI X ${MUI_X_VERSION} — Introduction, guides and migration`,
    ...PRODUCTS.map((p) => `MUI X ${MUI_X_VERSION} — ${p.label}`),
    `MUI X ${MUI_X_VERSION} — API reference`,
    'Material UI',
  ]);
  expect(labels('zh')).toContain(`MUI X ${MUI_X_VERSION} — 图表`);
  expect(labels('zh')[0]).toBe('全部');
});

test('the URL holds the query and the scope; every section is the default and is left out of the URL', () => {
  expect(readSearchPageUrl('?q=pie+chart', scopes)).toEqual({query: 'pie chart', scope: ALL_SCOPE});
  expect(readSearchPageUrl('?q=%E9%A5%BC%E5%9B%BE&scope=charts', scopes)).toEqual({query: '饼图', scope: 'charts'});
  // An unknown scope, or the search plugin's context parameter, searches everything.
  expect(readSearchPageUrl('?q=zoom&scope=nope', scopes)).toEqual({query: 'zoom', scope: ALL_SCOPE});
  expect(readSearchPageUrl('?q=zoom&ctx=x%2Fintroduction', scopes)).toEqual({query: 'zoom', scope: ALL_SCOPE});
  expect(readSearchPageUrl('', scopes)).toEqual({query: '', scope: ALL_SCOPE});

  expect(searchPageSearch({query: 'pie chart', scope: ALL_SCOPE})).toBe('?q=pie+chart');
  expect(searchPageSearch({query: 'pie chart', scope: 'charts'})).toBe('?q=pie+chart&scope=charts');
  expect(searchPageSearch({query: '', scope: ALL_SCOPE})).toBe('');
  expect(searchPageUrl('/zh/', {query: '饼图', scope: ALL_SCOPE})).toBe('/zh/search?q=%E9%A5%BC%E5%9B%BE');
  // A round trip keeps both.
  for (const state of [
    {query: 'a & b = c?', scope: 'x-api'},
    {query: ' date range ', scope: 'date-pickers'},
  ])
    expect(readSearchPageUrl(searchPageSearch(state), scopes)).toEqual(state);
});

test('one scope shows more of its results than every section does', () => {
  expect(searchPageLimits('charts').lines).toBeGreaterThan(searchPageLimits(ALL_SCOPE).lines);
  expect(searchPageLimits('charts').pages).toBeGreaterThan(searchPageLimits(ALL_SCOPE).pages);
});
