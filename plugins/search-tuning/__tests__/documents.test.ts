import {
  addApiPages,
  addPageNames,
  dropCategoryCards,
  keepFirstPositions,
  maxDocumentId,
  splitByContext,
  type DocumentLists,
} from '../documents';

const page = (i: number, t: string, u: string) => ({i, t, u, b: []});

function lists(): DocumentLists {
  return [
    [
      page(1, 'Filtering', '/x/react-data-grid/filtering'),
      page(5, '导出', '/zh/x/react-data-grid/export'),
      page(9, 'DataGrid API', '/x/api/data-grid/data-grid'),
    ],
    [
      {i: 2, t: '📄️Quick filter', u: '/x/react-data-grid/filtering', h: '', p: 1},
      {i: 3, t: 'Custom operators', u: '/x/react-data-grid/filtering', h: '#custom-operators', p: 1},
    ],
    [],
    [],
    [
      {i: 4, t: 'Search rows with one box.', s: '📄️Quick filter', u: '/x/react-data-grid/filtering', h: '', p: 1},
      {i: 6, t: 'Operators…', s: 'Custom operators', u: '/x/react-data-grid/filtering', h: '#custom-operators', p: 1},
      {i: 10, t: 'DataGrid API Import columns Required …', s: 'DataGrid API', u: '/x/api/data-grid/data-grid', h: '', p: 9},
    ],
  ];
}

test('the cards of a category page leave the index: they repeat the titles of the pages they link to', () => {
  const tuned = dropCategoryCards(lists());
  expect(tuned[1].map((d) => d.t)).toEqual(['Custom operators']);
  expect(tuned[4].map((d) => d.i)).toEqual([6, 10]);
});

test('a page with other names gets a keywords document listing its title and those names once', () => {
  const names = new Map([
    ['/zh/x/react-data-grid/export', ['导出', '导出', 'Export', 'export']],
    ['/x/react-data-grid/filtering', ['Filtering']],
  ]);
  const tuned = addPageNames(lists(), names);
  expect(tuned[3]).toEqual([{i: 5, t: '导出 | Export', s: '导出', u: '/zh/x/react-data-grid/export', p: 5}]);
  // The other lists are untouched.
  expect(tuned[0]).toEqual(lists()[0]);
});

test('an API page is added as the plugin adds a page (title, description), then its introduction and a heading and a text per row', () => {
  const api = new Map([
    [
      '/x/api/data-grid/data-grid',
      {
        title: 'DataGrid API',
        description: 'Props, slots and CSS classes of DataGrid.',
        keywords: '',
        intro: 'API reference · Data Grid · Component DataGrid API',
        rows: [
          {id: 'prop-pageSizeOptions', name: 'pageSizeOptions', description: 'Select the pageSize dynamically using the component UI.'},
          {id: 'classes-cell', name: 'MuiDataGrid-cell', description: ''},
        ],
      },
    ],
  ]);
  const base = lists().map((docs) => docs.filter((d) => !d.u.startsWith('/x/api/')));
  const tuned = addApiPages(base, api, maxDocumentId(base) + 1);
  expect(maxDocumentId(base)).toBe(6);
  const u = '/x/api/data-grid/data-grid';
  expect(tuned[0].filter((d) => d.u === u)).toEqual([{i: 7, t: 'DataGrid API', u, b: []}]);
  expect(tuned[2]).toEqual([{i: 7, t: 'Props, slots and CSS classes of DataGrid.', s: 'DataGrid API', u, p: 7}]);
  expect(tuned[3]).toEqual([]);
  expect(tuned[1].filter((d) => d.p === 7)).toEqual([
    {i: 9, t: 'pageSizeOptions', u, h: '#prop-pageSizeOptions', p: 7},
    {i: 11, t: 'MuiDataGrid-cell', u, h: '#classes-cell', p: 7},
  ]);
  expect(tuned[4].filter((d) => d.p === 7).map((d) => [d.i, d.s, d.h])).toEqual([
    [8, 'DataGrid API', ''],
    [10, 'pageSizeOptions', '#prop-pageSizeOptions'],
  ]);
  // Other pages keep their documents.
  expect(tuned[4].some((d) => d.i === 6)).toBe(true);
});

test('a row description repeated on a later row is indexed once; every row keeps its name', () => {
  const slotProps = {id: 'prop-slotProps', name: 'slotProps', description: 'The props used for each component slot.'};
  const apiPage = (title: string, rows: (typeof slotProps)[]) => ({title, description: '', keywords: '', intro: '', rows});
  const api = new Map([
    ['/x/api/data-grid/data-grid', apiPage('DataGrid API', [slotProps])],
    [
      '/x/api/data-grid/data-grid-pro',
      apiPage('DataGridPro API', [slotProps, {id: 'prop-rowReordering', name: 'rowReordering', description: 'Rows can be moved.'}]),
    ],
  ]);
  const tuned = addApiPages([[], [], [], [], []], api, 100);
  expect(tuned[1].filter((d) => d.t === 'slotProps').map((d) => d.u)).toEqual([
    '/x/api/data-grid/data-grid',
    '/x/api/data-grid/data-grid-pro',
  ]);
  expect(tuned[4].map((d) => [d.u, d.t])).toEqual([
    ['/x/api/data-grid/data-grid', 'The props used for each component slot.'],
    ['/x/api/data-grid/data-grid-pro', 'Rows can be moved.'],
  ]);
});

test('each term keeps its first position only (the /search page marks the first match)', () => {
  const index = {
    invertedIndex: [
      [
        'sort',
        {
          _index: 0,
          t: {
            '1': {
              position: [
                [0, 4],
                [10, 4],
              ],
            },
            '2': {position: [[3, 4]]},
          },
        },
      ],
    ] as [string, Record<string, unknown>][],
    fieldVectors: [],
  };
  expect(keepFirstPositions(index).invertedIndex[0][1]).toEqual({_index: 0, t: {'1': {position: [[0, 4]]}, '2': {position: [[3, 4]]}}});
});

test('documents split by context as the search plugin splits them; the rest holds what no context has', () => {
  const byDir = splitByContext(lists(), '/', {searchContextByPaths: [{path: 'x/react-data-grid'}, 'x/api']});
  expect([...byDir.keys()]).toEqual(['', 'x/api', 'x/react-data-grid']);
  expect(byDir.get('x/api')![0].map((d) => d.i)).toEqual([9]);
  expect(byDir.get('x/react-data-grid')![1].map((d) => d.i)).toEqual([2, 3]);
  // The zh page is not under the base URL '/x/…' path it would need: it lands in the rest.
  expect(byDir.get('')![0].map((d) => d.i)).toEqual([5]);
  expect(
    splitByContext(lists(), '/zh/', {searchContextByPaths: ['x/react-data-grid']})
      .get('x/react-data-grid')![0]
      .map((d) => d.i),
  ).toEqual([5]);
});
