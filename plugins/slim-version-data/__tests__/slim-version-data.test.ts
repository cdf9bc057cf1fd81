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

test('keeps only the entries DocCard reads (docs shown as cards, id and description) and drops unused sidebar fields', () => {
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
  expect(slim.version.docs).toEqual({'grid/width': {id: 'grid/width', description: 'How wide columns are'}});
  expect(slim.version.docsSidebars).toEqual({
    main: [
      {type: 'link', href: '/intro', label: 'Intro'},
      {
        type: 'category',
        label: 'Grid',
        items: [
          {type: 'link', href: '/grid/width', label: 'Width', docId: 'grid/width'},
          {type: 'link', href: '/grid/secret', label: 'Secret', unlisted: true},
        ],
      },
    ],
  });
  // Another version's list does not apply.
  expect(JSON.parse(slimVersionProp(JSON.stringify(prop), {'default:7.x': ['intro', 'grid/width']})).version.docs).toEqual({});
});

test('leaves route props that are not version data as they are', () => {
  const other = '{"tag":{"label":"x","description":"kept"}}';
  expect(slimVersionProp(other, {})).toBe(other);
});
