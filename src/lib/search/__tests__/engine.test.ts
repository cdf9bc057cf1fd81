import {DOC_TYPE, loadIndex, nameMatch, searchIndex, TIER, type LunrIndex} from '../engine';
import {expandSynonyms, looksLikeApiName, normalizeName, planQueries, withoutApiPageWord, type QueryTools} from '../query-plan';
import type {SearchDocument} from '../results';

/** The part of lunr's builder this test drives (lunr has no types installed). */
interface LunrBuilder {
  pipeline: {reset(): void};
  ref(name: string): void;
  field(name: string): void;
  add(document: object): void;
}

// lunr as the build and the worker use it (English part; Chinese cutting is the search plugin's).
const lunr = require('lunr') as {
  (configure: (this: LunrBuilder) => void): {toJSON(): unknown};
  stopWordFilter(word: string): string | undefined;
  Index: {load(serialized: unknown): LunrIndex};
};

const tools: QueryTools = {
  tokenize: (text) => text.toLowerCase().match(/\w+|\p{Unified_Ideograph}+/gu) ?? [],
  // One way to cut: each token a word (the plugin cuts Chinese runs with the index's dictionary).
  smartTerms: (tokens) => [tokens.map((value) => ({value}))],
  isStopWord: (word) => !lunr.stopWordFilter(word),
};

/** An index file as the build writes it: five lists (titles, headings, descriptions, keywords, text). */
function indexFile(lists: SearchDocument[][], chinese = false) {
  return lists.map((documents) => ({
    documents,
    index: lunr(function () {
      // The build's Chinese pipeline keeps ideographs (lunr's English trimmer would drop them).
      if (chinese) this.pipeline.reset();
      this.ref('i');
      this.field('t');
      for (const doc of documents) this.add({...doc, i: String(doc.i)});
    }).toJSON(),
  }));
}

const load = (lists: SearchDocument[][], chinese = false) => loadIndex(indexFile(lists, chinese) as never, (s) => lunr.Index.load(s));

const grid = load([
  [
    {i: 1, t: 'Quick filter', u: '/x/react-data-grid/filtering/quick-filter'},
    {i: 2, t: 'Multi-filters', u: '/x/react-data-grid/filtering/multi-filters'},
    {i: 3, t: 'Column pinning', u: '/x/react-data-grid/column-pinning'},
    {i: 4, t: 'Row grouping', u: '/x/react-data-grid/row-grouping'},
    {i: 5, t: 'Row grouping recipes', u: '/x/react-data-grid/recipes-row-grouping'},
    {i: 6, t: 'Master-detail row panels', u: '/x/react-data-grid/master-detail'},
  ],
  [
    {i: 11, t: 'Interaction with the quick filter', u: '/x/react-data-grid/filtering/multi-filters', h: '#quick-filter', p: 2},
    {i: 12, t: 'Grouping criteria', u: '/x/react-data-grid/row-grouping', h: '#criteria', p: 4},
    {i: 13, t: 'Pinned columns and the quick filter', u: '/x/react-data-grid/column-pinning', h: '#quick-filter', p: 3},
  ],
  [],
  [],
  [
    {
      i: 21,
      t: 'The quick filter searches every column with one box. Quick filter, quick filter, quick filter.',
      s: 'Multi-filters',
      u: '/x/react-data-grid/filtering/multi-filters',
      h: '',
      p: 2,
    },
    {i: 22, t: 'Typing in the quick filter box', s: 'Quick filter', u: '/x/react-data-grid/filtering/quick-filter', h: '', p: 1},
    {i: 23, t: 'Rows open a detail panel under them.', s: 'Master-detail row panels', u: '/x/react-data-grid/master-detail', h: '', p: 6},
  ],
]);

const search = (input: string, options = {}) => searchIndex(grid, input, 'en', tools, {isApi: false, limit: 8, ...options});

test('a page whose title is the query ranks above headings and text of other pages that say it more often', () => {
  const pages = search('quick filter');
  expect(pages[0].page.u).toBe('/x/react-data-grid/filtering/quick-filter');
  expect(pages[0].tier).toBe(TIER.exactTitle);
  // The other pages follow by how they matched: a heading before text only.
  expect(pages.slice(1).map((p) => p.tier)).toEqual([...pages.slice(1).map((p) => p.tier)].sort((a, b) => b - a));
});

test('a page and its headings are one result: matching headings come under the page, not as results of their own', () => {
  const pages = search('grouping');
  const grouping = pages.find((p) => p.page.u === '/x/react-data-grid/row-grouping')!;
  expect(pages.filter((p) => p.page.u === '/x/react-data-grid/row-grouping')).toHaveLength(1);
  expect(grouping.hits.map((h) => h.document.t)).toEqual(['Row grouping', 'Grouping criteria']);
  // The shorter title the query covers more of comes first.
  expect(pages.map((p) => p.page.t).slice(0, 2)).toEqual(['Row grouping', 'Row grouping recipes']);
});

test('the last word may still be being typed; a typo in a long word is forgiven, after exact matches', () => {
  expect(search('row group')[0].page.t).toBe('Row grouping');
  expect(search('column pining')[0].page.t).toBe('Column pinning');
});

test('synonyms: "detail panel" finds the master-detail page, "freeze columns" the pinning page', () => {
  expect(search('detail panel')[0].page.u).toBe('/x/react-data-grid/master-detail');
  expect(search('freeze columns')[0].page.u).toBe('/x/react-data-grid/column-pinning');
  expect(expandSynonyms('Freeze columns', 'en').map((v) => v.text)).toEqual(['Freeze columns', 'pin columns', 'sticky columns']);
  expect(expandSynonyms('冻结列', 'zh').map((v) => v.text)).toEqual(['冻结列', '固定列']);
  // A phrase inside a word is not a synonym.
  expect(expandSynonyms('spinner', 'en').map((v) => v.text)).toEqual(['spinner']);
});

test('queries come most exact first; stop words are left out (lunr drops them from the index)', () => {
  const queries = planQueries('the row grouping', 'en', [], tools);
  expect(queries[0]).toMatchObject({kind: 'exact', quality: 1, items: [{value: 'row'}, {value: 'grouping'}]});
  expect(queries.map((q) => q.kind)).toEqual(['exact', 'typing', 'fuzzy', 'partial', 'partial']);
  expect(queries.map((q) => q.quality)).toEqual([...queries.map((q) => q.quality)].sort((a, b) => b - a));
});

test('an API name typed exactly finds its page or its row first', () => {
  const api = load([
    [
      {i: 1, t: 'DataGridPro API Pro', u: '/x/api/data-grid/data-grid-pro'},
      {i: 2, t: 'DataGrid API', u: '/x/api/data-grid/data-grid'},
      {i: 3, t: 'BarChart API', u: '/x/api/charts/bar-chart'},
    ],
    [
      {i: 11, t: 'pageSizeOptions', u: '/x/api/data-grid/data-grid', h: '#prop-pageSizeOptions', p: 2},
      {i: 12, t: 'slotProps', u: '/x/api/charts/bar-chart', h: '#prop-slotProps', p: 3},
      {i: 13, t: 'slotProps', u: '/x/api/data-grid/data-grid', h: '#prop-slotProps', p: 2},
    ],
    [],
    [],
    [
      {
        i: 21,
        t: 'Use DataGridPro for column pinning; pageSizeOptions sets the choices.',
        s: 'DataGrid API',
        u: '/x/api/data-grid/data-grid',
        h: '',
        p: 2,
      },
    ],
  ]);
  const apiSearch = (input: string, prefer: string[] = []) => searchIndex(api, input, 'en', tools, {isApi: true, limit: 8, prefer});
  expect(apiSearch('DataGridPro')[0]).toMatchObject({tier: TIER.exactApiName, page: {u: '/x/api/data-grid/data-grid-pro'}});
  const row = apiSearch('pageSizeOptions')[0];
  expect(row.tier).toBe(TIER.exactApiName);
  expect(row.hits[0].document).toMatchObject({h: '#prop-pageSizeOptions', u: '/x/api/data-grid/data-grid'});
  // A prop every component has: the reader's product first.
  expect(apiSearch('slotProps', ['/x/api/charts/'])[0].page.u).toBe('/x/api/charts/bar-chart');
  expect(apiSearch('slotProps', ['/x/api/data-grid/'])[0].page.u).toBe('/x/api/data-grid/data-grid');
});

test('API names and titles compare as a reader types them', () => {
  expect(looksLikeApiName('pageSizeOptions')).toBe(true);
  expect(looksLikeApiName('DataGridPro')).toBe(true);
  expect(looksLikeApiName('sorting')).toBe(false);
  expect(looksLikeApiName('MCP')).toBe(false);
  expect(looksLikeApiName('quick filter')).toBe(false);
  expect(normalizeName('DataGridPro API 参考 Pro')).toBe('datagridpro');
  expect(normalizeName('Master-detail row panels')).toBe('masterdetailrowpanels');
  expect(normalizeName('GridApi API')).toBe('gridapi');
});

test('the worker reads the Chinese words of an index for cutting queries', () => {
  const zh = load([[{i: 1, t: '行 分组 sorting', u: '/zh/x/react-data-grid/row-grouping'}], [], [], [], []], true);
  // The build cuts Chinese text into words with jieba; the worker cuts queries with those words.
  expect(zh.zhDictionary.sort()).toEqual(['分组', '行']);
  expect(zh.subIndexes.map((s) => s.type)).toEqual([
    DOC_TYPE.title,
    DOC_TYPE.heading,
    DOC_TYPE.description,
    DOC_TYPE.keywords,
    DOC_TYPE.content,
  ]);
});

test('a name many API pages have finds the main component first (the shorter page name), whatever else the pages say', () => {
  const api = load([
    [
      {i: 1, t: 'GridGenericColumnMenu API', u: '/x/api/data-grid/grid-generic-column-menu'},
      {i: 2, t: 'DataGrid API', u: '/x/api/data-grid/data-grid'},
    ],
    [
      {i: 11, t: 'slotProps', u: '/x/api/data-grid/grid-generic-column-menu', h: '#prop-slotProps', p: 1},
      {i: 12, t: 'slotProps', u: '/x/api/data-grid/data-grid', h: '#prop-slotProps', p: 2},
    ],
    [],
    [],
    [
      {
        i: 21,
        t: 'slotProps of the menu: slotProps, slotProps.',
        s: 'slotProps',
        u: '/x/api/data-grid/grid-generic-column-menu',
        h: '#prop-slotProps',
        p: 1,
      },
    ],
  ]);
  const pages = searchIndex(api, 'slotProps', 'en', tools, {isApi: true, limit: 8, prefer: ['/x/api/data-grid/']});
  expect(pages.map((p) => [p.page.u, p.tier])).toEqual([
    ['/x/api/data-grid/data-grid', TIER.exactApiName],
    ['/x/api/data-grid/grid-generic-column-menu', TIER.exactApiName],
  ]);
});

test('a title holding the query as a phrase is near-exact; a few shared letters are not', () => {
  expect(nameMatch('Pie charts', 'pie chart')).toBe('exact');
  expect(nameMatch('Zoom and pan', 'zoom')).toBe('near');
  expect(nameMatch('日期格式与本地化', '本地化')).toBe('near');
  expect(nameMatch('Date Time Picker', 'time picker')).toBe('near');
  // Not as whole words, or too small a part of the name.
  expect(nameMatch('Zoomed charts', 'zoom')).toBeUndefined();
  expect(nameMatch('Date and Time Pickers: migrating from v5 to v6', 'time picker')).toBeUndefined();
});

const charts = load([
  [
    {i: 1, t: 'Tooltip', u: '/x/react-charts/tooltip'},
    {i: 2, t: 'Zoom and pan', u: '/x/react-charts/zoom-and-pan'},
    {i: 3, t: 'Tooltip', u: '/components/tooltips'},
  ],
  [{i: 11, t: 'Chart tooltip in a panel', u: '/x/react-charts/zoom-and-pan', h: '#tooltip', p: 2}],
  [],
  [],
  [],
]);

test('a product\'s name added to the query ("chart tooltip") counts as said by that product\'s pages only', () => {
  const pages = searchIndex(charts, 'chart tooltip', 'en', tools, {isApi: false, limit: 8});
  expect(pages[0].page.u).toBe('/x/react-charts/tooltip');
  expect(pages[0].tier).toBe(TIER.exactTitle);
  const material = pages.find((p) => p.page.u === '/components/tooltips');
  expect(material?.tier ?? -1).toBeLessThan(TIER.title);
});

test('an API name followed by "props" or "API" asks for the API name', () => {
  expect(withoutApiPageWord('DateRangePicker props')).toBe('DateRangePicker');
  expect(withoutApiPageWord('DateRangePicker 属性')).toBe('DateRangePicker');
  // Not an API name: the words stay.
  expect(withoutApiPageWord('column props')).toBe('column props');
});

test('two typed Chinese characters never match on one shared character; a stop word does not empty the query', () => {
  // The index knows 饼 and 图 apart; a partial query on 图 alone would find every chart page.
  const zhTools: QueryTools = {
    ...tools,
    smartTerms: (tokens, dict) => [
      tokens.flatMap((t) =>
        /\p{Unified_Ideograph}/u.test(t) ? [...t].filter((c) => dict.includes(c)).map((value) => ({value})) : [{value: t}],
      ),
    ],
  };
  const plans = planQueries('饼图', 'zh', ['饼', '图'], zhTools);
  expect(
    plans.every(
      (q) =>
        q.items
          .filter((i) => /\p{Unified_Ideograph}/u.test(i.value))
          .map((i) => i.value)
          .join('').length >= 2,
    ),
  ).toBe(true);
  const withStop = planQueries('树视图 从 lab', 'zh', ['树视图'], {
    ...tools,
    isStopWord: (w) => w === '从',
    smartTerms: (tokens, dict) =>
      tokens.every((t) => !/\p{Unified_Ideograph}/u.test(t) || dict.includes(t)) ? [tokens.map((value) => ({value}))] : [],
  });
  expect(withStop[0].items.map((i) => i.value)).toEqual(['树视图', 'lab']);
});

test('a heading holding every word of the query ranks above a title holding only one of them', () => {
  const pickers = load([
    [
      {i: 1, t: 'Validation', u: '/x/react-date-pickers/validation'},
      {i: 2, t: 'Migration from v7 to v8: Date Pickers', u: '/x/migration/migration-pickers-v7'},
    ],
    [{i: 11, t: 'Disable past or future dates', u: '/x/react-date-pickers/validation', h: '#disable-past-or-future-dates', p: 1}],
    [],
    [],
    [],
  ]);
  const pages = searchIndex(pickers, 'disable past dates', 'en', tools, {isApi: false, limit: 8});
  expect(pages.map((p) => [p.page.u, p.tier])).toEqual([
    ['/x/react-date-pickers/validation', TIER.heading],
    ['/x/migration/migration-pickers-v7', TIER.partialTitle],
  ]);
});

test('a Chinese stop word inside a typed run (的 of 禁用过去的日期) is not a missed word: the heading holding the rest ranks as one', () => {
  const zh = load(
    [
      [
        {i: 1, t: '校验', u: '/zh/x/react-date-pickers/validation'},
        {i: 2, t: '日期 选择器', u: '/zh/x/react-date-pickers/date-picker'},
      ],
      // How the build cuts "禁用过去或将来的日期": the stop words 或 and 的 are not indexed.
      [{i: 11, t: '禁用 过去 将来 日期', u: '/zh/x/react-date-pickers/validation', h: '#past-and-future', p: 1}],
      [],
      [],
      [],
    ],
    true,
  );
  // The plugin's way of cutting a run: the dictionary's words, longest first; a character none starts is left out.
  const cut = (run: string, dict: string[]) => {
    const words: {value: string}[] = [];
    for (let at = 0; at < run.length;) {
      const word = [...dict].sort((a, b) => b.length - a.length).find((w) => run.startsWith(w, at));
      if (word) words.push({value: word});
      at += word?.length ?? 1;
    }
    return words;
  };
  const zhTools: QueryTools = {
    ...tools,
    isStopWord: (w) => ['的', '或'].includes(w),
    smartTerms: (tokens, dict) => [tokens.flatMap((t) => (/\p{Unified_Ideograph}/u.test(t) ? cut(t, dict) : [{value: t}]))],
  };
  const pages = searchIndex(zh, '禁用过去的日期', 'zh', zhTools, {isApi: false, limit: 8});
  expect(pages[0]).toMatchObject({page: {u: '/zh/x/react-date-pickers/validation'}, tier: TIER.heading});
  // A character the dictionary cannot place and that is no stop word still weakens the match.
  const [plan] = planQueries('禁用过去的新日期', 'zh', zh.zhDictionary, zhTools);
  expect(plan.missed).toBe(true);
});
