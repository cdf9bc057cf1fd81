import {docsShownAsCards, type LoadedVersionLike} from '../keep';
import {slimVersionProp} from '../slim';

const version: LoadedVersionLike = {
  versionName: 'current',
  docs: [
    {id: 'grid/columns', source: '@site/docs/grid/columns.mdx'},
    {id: 'grid/width', source: '@site/docs/grid/width.mdx'},
    {id: 'grid/rows', source: '@site/docs/grid/rows.mdx'},
    {id: 'grid/height', source: '@site/docs/grid/height.mdx'},
    {id: 'intro', source: '@site/docs/intro.mdx'},
  ],
  sidebars: {
    main: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        link: {type: 'doc', id: 'grid/columns'},
        items: [{type: 'doc', id: 'grid/width'}, {type: 'link'}, {type: 'category', items: [{type: 'doc', id: 'grid/height'}]}],
      },
      {type: 'category', link: {type: 'doc', id: 'grid/rows'}, items: [{type: 'doc', id: 'grid/height'}]},
    ],
  },
};
// Only the columns page renders <DocCardList />.
const listsCards = (source: string) => source.endsWith('columns.mdx');

test("keeps the descriptions of the docs listed as cards on a category's page, and only those", () => {
  expect(docsShownAsCards(version, listsCards)).toEqual(['grid/width']);
  expect(docsShownAsCards(version, () => true)).toEqual(['grid/height', 'grid/width']);
  expect(docsShownAsCards(version, () => false)).toEqual([]);
});

test('keeps an id-only entry per doc (DocCard throws on a missing one), descriptions only where cards show them, docIds (breadcrumbs need them), and drops unlisted: false', () => {
  const prop = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {
        main: [
          {type: 'link', href: '/intro', label: 'Intro', docId: 'intro', unlisted: false},
          {
            type: 'category',
            label: 'Grid',
            items: [
              {type: 'link', href: '/grid/width', label: 'Width', docId: 'grid/width', unlisted: false},
              {type: 'link', href: '/grid/secret', label: 'Secret', docId: 'grid/secret', unlisted: true},
            ],
          },
        ],
      },
      docs: {
        'grid/width': {id: 'grid/width', title: 'Width', description: 'How wide columns are', sidebar: 'main'},
        'grid/secret': {id: 'grid/secret', title: 'Secret', sidebar: 'main'},
        intro: {id: 'intro', title: 'Intro', description: 'Start here', sidebar: 'main'},
      },
    },
  };
  const slim = JSON.parse(slimVersionProp(JSON.stringify(prop), {'default:current': ['grid/width']}));
  expect(slim.version.docs).toEqual({
    'grid/width': {id: 'grid/width', description: 'How wide columns are'},
    'grid/secret': {id: 'grid/secret'},
    intro: {id: 'intro'},
  });
  expect(slim.version.docsSidebars).toEqual({
    main: [
      {type: 'link', href: '/intro', label: 'Intro', docId: 'intro'},
      {
        type: 'category',
        label: 'Grid',
        items: [
          {type: 'link', href: '/grid/width', label: 'Width', docId: 'grid/width'},
          {type: 'link', href: '/grid/secret', label: 'Secret', docId: 'grid/secret', unlisted: true},
        ],
      },
    ],
  });
  // Another version's list does not apply.
  expect(JSON.parse(slimVersionProp(JSON.stringify(prop), {'default:7.x': ['intro', 'grid/width']})).version.docs.intro).toEqual({
    id: 'intro',
  });
});

test('leaves route props that are not version data as they are', () => {
  const other = '{"tag":{"label":"x","description":"kept"}}';
  expect(slimVersionProp(other, {})).toBe(other);
});
