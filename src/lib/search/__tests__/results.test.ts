import {SEARCH_CONTEXTS, pluginSearchContexts, searchGroupLabel} from '@site/src/config/search';
import {TIER} from '../engine';
import {
  BEST_GROUP,
  contextForPath,
  groupOf,
  groupResults,
  highlightParts,
  hitView,
  OTHER_GROUP_LIMIT,
  preferredPrefixes,
  searchPlan,
  type PageResult,
  type SearchHit,
} from '../results';

const hit = (u: string, t: string, score: number, extra: Partial<SearchHit> = {}): SearchHit => ({
  document: {i: score, t, u},
  type: 0,
  tokens: ['sort'],
  score,
  ...extra,
});

/** A page as an index returns it: its line first, then lines under it. */
const page = (u: string, t: string, tier: number, score: number, children: SearchHit[] = []): PageResult => ({
  page: {i: score, t, u},
  tier,
  score,
  hits: [hit(u, t, score), ...children],
});

test('a page belongs to the search context it is under, in either locale; others fall in the rest', () => {
  expect(contextForPath('/x/react-data-grid/sorting', '/')).toBe('x/react-data-grid');
  expect(contextForPath('/zh/x/react-data-grid', '/zh/')).toBe('x/react-data-grid');
  expect(contextForPath('/x/api/data-grid/data-grid', '/')).toBe('x/api');
  expect(contextForPath('/api/button', '/')).toBe('api');
  expect(contextForPath('/x/migration/migration-data-grid-v7', '/')).toBe('x/migration');
  // A prefix of a word is not a section.
  expect(contextForPath('/x/react-data-grid-extras', '/')).toBe('');
  expect(contextForPath('/', '/')).toBe('');
  expect(contextForPath('/versions', '/')).toBe('');
});

test('the guides around the products (migration, common concepts) are searched and shown as MUI X', () => {
  for (const path of ['x/migration', 'x/common-concepts', 'x/guides']) expect(groupOf(path)).toBe('x');
});

test("the plan asks the reader's own section first, then its group, then every other index once", () => {
  const plan = searchPlan('x/react-charts', true);
  expect(plan[0]).toBe('x/react-charts');
  expect([...plan].sort()).toEqual(SEARCH_CONTEXTS.map((c) => c.path).sort());
  const material = searchPlan('api', true);
  expect(material.slice(0, 3).map((c) => groupOf(c))).toEqual(['material', 'material', 'material']);
  // An older version is one index.
  expect(searchPlan('x/react-charts', false)).toEqual(['']);
});

const enLabel = (id: string) => searchGroupLabel(id, 'en', (product) => ({'data-grid': 'Data Grid', charts: 'Charts'})[product]);

test("results are grouped by product, the reader's product first, pages by tier then score, each URL once", () => {
  const groups = groupResults(
    [
      {context: 'x/react-charts', pages: [page('/x/react-charts/axis', 'Axis', 4, 2)]},
      {
        context: 'x/react-data-grid',
        pages: [
          page('/x/react-data-grid/sorting', 'Sorting', 4, 0.6),
          page('/x/react-data-grid/sorting', 'Sorting again', 4, 0.5),
          page('/x/react-data-grid/filtering', 'Filtering', 2, 0.9),
        ],
      },
    ],
    enLabel,
    'data-grid',
    undefined,
    [],
    0,
  );
  expect(groups.map((g) => g.label)).toEqual(['Data Grid', 'Charts']);
  // A title match (tier 4) ranks above a heading match (tier 2), whatever their scores.
  expect(groups[0].hits.map((h) => h.text)).toEqual(['Sorting', 'Filtering']);
});

test('headings of a page come right under it, marked as its children', () => {
  const heading = hit('/x/react-data-grid/sorting', 'Custom comparator', 0.4, {
    type: 1,
    document: {i: 7, t: 'Custom comparator', u: '/x/react-data-grid/sorting', h: '#custom-comparator', p: 1},
  });
  const [grid] = groupResults(
    [
      {
        context: 'x/react-data-grid',
        pages: [page('/x/react-data-grid/sorting', 'Sorting', 5, 1, [heading]), page('/x/react-data-grid/filtering', 'Filtering', 4, 1)],
      },
    ],
    enLabel,
    'data-grid',
    undefined,
    [],
    0,
  );
  expect(grid.hits.map((h) => [h.text, Boolean(h.child)])).toEqual([
    ['Sorting', false],
    ['Custom comparator', true],
    ['Filtering', false],
  ]);
});

test("a group with the exact page (or API name) goes before the reader's group when that has none", () => {
  const batches = (ownTier: number) => [
    {context: 'x/react-charts', pages: [page('/x/react-charts/bars', 'Bars', ownTier, 1)]},
    {context: 'x/react-data-grid', pages: [page('/x/react-data-grid/sorting', 'Sorting', TIER.exactTitle, 1)]},
    {context: 'x/api', pages: [page('/x/api/charts/bar-chart', 'BarChart API', 2, 1)]},
  ];
  const ids = (b: ReturnType<typeof batches>) => groupResults(b, enLabel, 'charts', undefined, [], 0).map((g) => g.id);
  expect(ids(batches(0))).toEqual(['data-grid', 'charts', 'x-api']);
  // The reader's own product stays first when it matched as well, or when no group has an exact match.
  expect(ids(batches(TIER.exactTitle))).toEqual(['charts', 'data-grid', 'x-api']);
  const noExact = batches(0).map((b) => ({...b, pages: b.pages.map((p) => ({...p, tier: Math.min(p.tier, 4)}))}));
  expect(ids(noExact)).toEqual(['charts', 'data-grid', 'x-api']);
});

test('other products show a few lines each; labels follow the locale', () => {
  const many = Array.from({length: 10}, (_, i) => page(`/zh/x/react-charts/p${i}`, `图表 ${i}`, 4, i));
  const zhLabel = (id: string) => searchGroupLabel(id, 'zh', (product) => ({charts: '图表'})[product]);
  const [best, charts] = groupResults([{context: 'x/react-charts', pages: many}], zhLabel, 'data-grid');
  expect([best.id, best.label]).toEqual([BEST_GROUP, '最佳匹配']);
  expect(charts.label).toBe('图表');
  expect(charts.hits).toHaveLength(OTHER_GROUP_LIMIT);
});

test("the API pages of the reader's product rank first among equal matches", () => {
  expect(preferredPrefixes('/x/react-data-grid/sorting', '/')).toEqual(['/x/api/data-grid/']);
  expect(preferredPrefixes('/zh/x/react-tree-view', '/zh/')).toEqual(['/zh/x/api/tree-view/']);
  expect(preferredPrefixes('/x/api/charts/bar-chart', '/')).toEqual(['/x/api/charts/']);
  expect(preferredPrefixes('/x/introduction', '/')).toEqual([]);
});

test('a hit shows where it is: breadcrumb and page for headings, section for content', () => {
  const page = {i: 1, t: 'Sorting', u: '/x/react-data-grid/sorting', b: ['Data Grid', 'Main features']};
  expect(
    hitView({document: {i: 2, t: 'Custom comparator', u: page.u, h: '#custom-comparator', p: 1}, type: 1, page, tokens: [], score: 1}),
  ).toEqual({
    url: '/x/react-data-grid/sorting#custom-comparator',
    text: 'Custom comparator',
    where: 'Data Grid › Main features › Sorting',
    kind: 'heading',
    tokens: [],
  });
  const content = hitView({
    document: {i: 3, t: 'Rows sort by…', u: page.u, h: '#x', p: 1, s: 'Custom comparator'},
    type: 4,
    page,
    tokens: [],
    score: 1,
  });
  expect(content.where).toBe('Data Grid › Main features › Sorting › Custom comparator');
  expect(content.kind).toBe('content');
  // Cards of a category page index with their emoji icon; the result shows the title alone.
  expect(hitView({document: {i: 4, t: '📄️Sorting', u: '/x/react-data-grid/main-features'}, type: 1, tokens: [], score: 1}).text).toBe(
    'Sorting',
  );
});

test('a category page names its level once: "Main features", not "Main features › Main features"', () => {
  const categoryPage = {i: 5, t: 'Main features', u: '/x/react-data-grid/main-features', b: ['Data Grid', 'Main features']};
  expect(hitView({document: categoryPage, type: 0, tokens: [], score: 1}).where).toBe('Data Grid › Main features');
  const heading = {i: 6, t: 'Overview', u: categoryPage.u, h: '#overview', p: 5};
  expect(hitView({document: heading, type: 1, page: categoryPage, tokens: [], score: 1}).where).toBe('Data Grid › Main features');
  const zhRows = {i: 7, t: '行', u: '/zh/x/react-data-grid/rows', b: ['数据表格', '行']};
  expect(hitView({document: {i: 8, t: '行高', u: zhRows.u, h: '#h', p: 7}, type: 1, page: zhRows, tokens: [], score: 1}).where).toBe(
    '数据表格 › 行',
  );
});

test('matches are marked case-insensitively, longest term first, with regex characters taken literally', () => {
  expect(highlightParts('Sorting and sort', ['sort', 'sorting'])).toEqual([
    {text: 'Sorting', match: true},
    {text: ' and ', match: false},
    {text: 'sort', match: true},
  ]);
  expect(highlightParts('a+b (c)', ['(c)'])).toEqual([
    {text: 'a+b ', match: false},
    {text: '(c)', match: true},
  ]);
  expect(highlightParts('排序规则', ['排序'])).toEqual([
    {text: '排序', match: true},
    {text: '规则', match: false},
  ]);
  expect(highlightParts('text', [])).toEqual([{text: 'text', match: false}]);
});

test('the plugin gets every context but the rest, labelled in both languages', () => {
  const contexts = pluginSearchContexts({en: (id) => `${id} (en)`, zh: (id) => `${id} (zh)`});
  expect(contexts.some((c) => c.path === '')).toBe(false);
  expect(contexts.find((c) => c.path === 'x/api')?.label).toEqual({en: 'MUI X API reference', zh: 'MUI X API 参考'});
  expect(contexts.find((c) => c.path === 'x/react-data-grid')?.label).toEqual({en: 'data-grid (en)', zh: 'data-grid (zh)'});
});

test("of two groups with an exact API name, the closer match goes first (the reader's product's API carries the preference)", () => {
  const groups = groupResults(
    [
      {context: 'x/react-data-grid', pages: [page('/x/react-data-grid/components', 'Components', 2, 1)]},
      {context: 'getting-started', pages: []},
      {context: 'api', pages: [page('/api/menu', 'Menu API', TIER.exactApiName, 0.9)]},
      {context: 'x/api', pages: [page('/x/api/data-grid/data-grid', 'DataGrid API', TIER.exactApiName, 1.15)]},
    ],
    enLabel,
    'data-grid',
    undefined,
    [],
    0,
  );
  expect(groups.map((g) => g.id)).toEqual(['x-api', 'material', 'data-grid']);
});

describe('the best matches: the first lines are the best pages over every product, each once', () => {
  const grid = (u: string, t: string, tier: number, score: number, children: SearchHit[] = []) =>
    page(`/x/react-data-grid/${u}`, t, tier, score, children);
  const charts = (u: string, t: string, tier: number, score: number) => page(`/x/react-charts/${u}`, t, tier, score);

  test("a title equal to the query in another product goes before weak matches of the reader's own product", () => {
    const groups = groupResults(
      [
        {
          context: 'x/react-data-grid',
          pages: [grid('a', 'Axis label in a cell', TIER.heading, 0.9), grid('b', 'Charts panel', TIER.title, 0.8)],
        },
        {context: 'x/react-charts', pages: [charts('tooltip', 'Tooltip', TIER.exactTitle, 0.6)]},
      ],
      enLabel,
      'data-grid',
    );
    expect(groups[0].id).toBe(BEST_GROUP);
    expect(groups[0].hits.map((h) => h.url)).toEqual(['/x/react-charts/tooltip', '/x/react-data-grid/b', '/x/react-data-grid/a']);
    // A page shown among the best matches is not shown again under its product.
    expect(groups.slice(1).flatMap((g) => g.hits)).toEqual([]);
  });

  test("among comparable matches (a title equal to the query, or holding it), the reader's own product wins", () => {
    const batches = [
      {context: 'x/react-charts', pages: [charts('localization', 'Localization', TIER.exactTitle, 1)]},
      {
        context: 'x/react-date-pickers',
        pages: [page('/x/react-date-pickers/adapters-locale', 'Date format and localization', TIER.nearTitle, 0.7)],
      },
    ];
    expect(groupResults(batches, enLabel, 'date-pickers')[0].hits[0].url).toBe('/x/react-date-pickers/adapters-locale');
    // Elsewhere (the introduction is no product), the equal title first.
    expect(groupResults(batches, enLabel, 'x')[0].hits[0].url).toBe('/x/react-charts/localization');
  });

  test('one line per page: a page with matching headings takes one of the three places, with its best line', () => {
    const heading = (t: string, h: string) =>
      hit('/x/react-charts/bar-demo', t, 0.5, {type: 1, document: {i: 9, t, u: '/x/react-charts/bar-demo', h, p: 1}});
    const groups = groupResults(
      [
        {
          context: 'x/react-charts',
          pages: [
            page('/x/react-charts/bar-demo', 'Bar chart demos', TIER.heading, 1, [
              heading('Stacked bars', '#stacked'),
              heading('Stacked horizontal bars', '#horizontal'),
            ]),
            charts('stacking', 'Stacking', TIER.heading, 0.9),
            charts('bars', 'Bar charts', TIER.heading, 0.8),
          ],
        },
      ],
      enLabel,
      'charts',
    );
    expect(groups[0].hits.map((h) => h.url.split('#')[0])).toEqual([
      '/x/react-charts/bar-demo',
      '/x/react-charts/stacking',
      '/x/react-charts/bars',
    ]);
  });

  test('an API name typed exactly comes first wherever it lives', () => {
    const groups = groupResults(
      [
        {context: 'x/react-charts', pages: [charts('bars', 'Bar charts', TIER.exactTitle, 1)]},
        {context: 'x/api', pages: [page('/x/api/date-pickers/date-range-picker', 'DateRangePicker API', TIER.exactApiName, 0.5)]},
      ],
      enLabel,
      'charts',
    );
    expect(groups[0].hits[0].url).toBe('/x/api/date-pickers/date-range-picker');
  });
});

test('the search page asks for more lines per group, and with no own group every group gets as many', () => {
  const many = (slug: string) => Array.from({length: 20}, (_, i) => page(`/x/${slug}/p${i}`, `Page ${i}`, 4, i));
  const groups = groupResults(
    [
      {context: 'x/react-charts', pages: many('react-charts')},
      {context: 'x/react-data-grid', pages: many('react-data-grid')},
    ],
    (id) => id,
    '',
    undefined,
    [],
    undefined,
    {own: 12, other: 12},
  );
  expect(groups.map((g) => [g.id, g.hits.length])).toEqual([
    [BEST_GROUP, 3],
    ['charts', 12],
    ['data-grid', 12],
  ]);
});
