import {productItems, productSections, sectionsOfItems, type LoadedDoc, type WalkContext} from '../site-pages';

const doc = (id: string, permalink: string, frontMatter: Record<string, unknown> = {}): LoadedDoc => ({
  id,
  title: id,
  permalink,
  source: `@site/docs/${id}.mdx`,
  frontMatter,
  description: `About ${id}`,
});

const docs = [
  doc('intro', '/zh/x/introduction'),
  doc('grid', '/zh/x/react-data-grid'),
  doc('sorting', '/zh/x/react-data-grid/sorting'),
  doc('grouping', '/zh/x/react-data-grid/row-grouping', {newFeature: true}),
];

const ctx: WalkContext = {
  docsById: new Map(docs.map((d) => [d.id, d])),
  baseUrl: '/zh/',
  sidebarSource: 'test',
  apiPages: (section) =>
    section === 'data-grid' ? [{permalink: '/zh/x/api/data-grid/data-grid', title: 'DataGrid', description: '', flags: {}}] : [],
  hasTwin: () => true,
};

const sidebar = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'Data Grid',
    link: {type: 'doc', id: 'grid'},
    items: [
      {
        type: 'category',
        label: 'Main features',
        items: [
          {type: 'doc', id: 'sorting'},
          {type: 'doc', id: 'grouping', customProps: {plan: 'premium'}},
        ],
      },
      {type: 'category', label: 'API reference', items: [{type: 'html', value: '', customProps: {apiNav: 'data-grid'}}]},
    ],
  },
];

test('top-level categories are sections, loose pages gather under one title, API placeholders expand in place', () => {
  const sections = sectionsOfItems(sidebar, ctx, 'MUI X');
  expect(sections.map((s) => [s.title, s.pages.map((p) => p.permalink)])).toEqual([
    ['MUI X', ['/zh/x/introduction']],
    [
      'Data Grid',
      ['/zh/x/react-data-grid', '/zh/x/react-data-grid/sorting', '/zh/x/react-data-grid/row-grouping', '/zh/x/api/data-grid/data-grid'],
    ],
  ]);
  // Sidebar and front matter flags merged as the badges show them.
  expect(sections[1]!.pages[2]!.flags).toEqual({plan: 'premium', newFeature: true});
});

test("a product's index: its category's page first, then its groups", () => {
  const items = productItems(sidebar, '/x/react-data-grid', ctx);
  expect(items).toHaveLength(1);
  const sections = productSections(items, ctx, 'Data Grid');
  expect(sections.map((s) => s.title)).toEqual(['Main features', 'API reference']);
  expect(sections[0]!.pages[0]!.permalink).toBe('/zh/x/react-data-grid');
});
