import {buildNavFlagsData, type LoadedVersionLike} from '../index';

type Doc = LoadedVersionLike['docs'][number];

const doc = (id: string, permalink: string, extra: Partial<Doc> = {}): Doc => ({
  id,
  title: id.split('/').pop() ?? id,
  permalink,
  source: `@site/docs/${id}.mdx`,
  frontMatter: {},
  sidebar: 'xSidebar',
  ...extra,
});

/** A small zh build: base URL /zh/, a grid category with a planned page in the middle. */
function zhContent(overrides: {docs?: Doc[]; sidebar?: LoadedVersionLike['sidebars'][string]} = {}) {
  const docs = overrides.docs ?? [
    doc('grid/index', '/zh/x/grid', {title: '数据表格', next: {title: '树形数据', permalink: '/zh/x/grid/tree-data'}}),
    doc('grid/tree-data', '/zh/x/grid/tree-data', {
      title: '树形数据',
      previous: {title: '数据表格', permalink: '/zh/x/grid'},
      next: {title: '即将推出', permalink: '/zh/x/grid/soon'},
    }),
    doc('grid/soon', '/zh/x/grid/soon', {frontMatter: {planned: true}}),
    doc('grid/pivoting', '/zh/x/grid/pivoting', {
      title: '数据透视',
      frontMatter: {plan: 'premium', newFeature: true},
      previous: {title: '即将推出', permalink: '/zh/x/grid/soon'},
    }),
    doc('orphan', '/zh/x/orphan', {frontMatter: {unstable: true}, sidebar: undefined}),
  ];
  const sidebar = overrides.sidebar ?? [
    {
      type: 'category',
      label: '数据表格',
      link: {type: 'doc', id: 'grid/index'},
      items: [
        {type: 'doc', id: 'grid/tree-data', customProps: {plan: 'pro'}},
        {type: 'category', label: 'Group without page', items: [{type: 'doc', id: 'grid/soon'}]},
        {type: 'link', label: 'GitHub', href: 'https://github.com/mui/mui-x', customProps: {planned: true}},
        {type: 'doc', id: 'grid/pivoting'},
        {type: 'html', value: '<hr/>'},
      ],
    },
  ];
  return {default: {loadedVersions: [{versionName: 'current', docs, sidebars: {xSidebar: sidebar}}]}};
}

test('publishes merged flags keyed by locale-independent pathname', () => {
  const data = buildNavFlagsData(zhContent(), '/zh/');
  expect(data.flags).toEqual({
    '/x/grid/tree-data': {plan: 'pro'},
    '/x/grid/soon': {planned: true},
    '/x/grid/pivoting': {plan: 'premium', newFeature: true},
    '/x/orphan': {unstable: true},
    'https://github.com/mui/mui-x': {planned: true},
  });
});

test('overrides previous/next only where a planned page sits between two pages', () => {
  const data = buildNavFlagsData(zhContent(), '/zh/');
  expect(data.pagination).toEqual({
    '/x/grid/tree-data': {next: {title: '数据透视', permalink: '/zh/x/grid/pivoting'}},
    '/x/grid/pivoting': {previous: {title: '树形数据', permalink: '/zh/x/grid/tree-data'}},
  });
});

test("an author's pagination_next front matter is left alone", () => {
  const content = zhContent();
  const treeData = content.default.loadedVersions[0].docs[1];
  treeData.frontMatter = {pagination_next: null};
  const data = buildNavFlagsData(content, '/zh/');
  expect(data.pagination['/x/grid/tree-data']).toBeUndefined();
});

test('fails the build when two sidebars of two instances point at the same pathname', () => {
  const content = {
    ...zhContent(),
    material: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [],
          sidebars: {materialSidebar: [{type: 'link', label: 'Tree data', href: '/x/grid/tree-data/'}]},
        },
      ],
    },
  };
  expect(() => buildNavFlagsData(content, '/zh/')).toThrow(
    'Duplicated pathname: /x/grid/tree-data\n' +
      '- docs "default", version "current", sidebar "xSidebar": doc "grid/tree-data" (@site/docs/grid/tree-data.mdx)\n' +
      '- docs "material", version "current", sidebar "materialSidebar": link "Tree data" -> /x/grid/tree-data/',
  );
});

test('a bad flag value fails with its source', () => {
  const content = zhContent();
  content.default.loadedVersions[0].docs[3].frontMatter = {plan: 'enterprise'};
  expect(() => buildNavFlagsData(content, '/zh/')).toThrow(
    'Invalid plan "enterprise" in front matter of @site/docs/grid/pivoting.mdx: expected "pro" or "premium"',
  );
});
