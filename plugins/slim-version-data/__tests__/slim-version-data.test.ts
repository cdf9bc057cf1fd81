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

test('drops the other descriptions from the version data, keeping ids and titles', () => {
  const prop = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {main: []},
      docs: {
        'grid/width': {id: 'grid/width', title: 'Width', description: 'How wide columns are'},
        intro: {id: 'intro', title: 'Intro', description: 'Start here'},
      },
    },
  };
  const slim = JSON.parse(slimVersionProp(JSON.stringify(prop), {'default:current': ['grid/width']}));
  expect(slim.version.docs).toEqual({'grid/width': {id: 'grid/width', title: 'Width', description: 'How wide columns are'}, intro: {id: 'intro', title: 'Intro'}});
  expect(slim.version.docsSidebars).toEqual({main: []});
  // Another version's list does not apply.
  expect(JSON.parse(slimVersionProp(JSON.stringify(prop), {'default:7.x': ['intro', 'grid/width']})).version.docs.intro.description).toBeUndefined();
});

test('leaves route props that are not version data as they are', () => {
  const other = '{"tag":{"label":"x","description":"kept"}}';
  expect(slimVersionProp(other, {})).toBe(other);
});
