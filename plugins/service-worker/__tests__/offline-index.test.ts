import {emptyIndex, isOfflineIndex, planEviction, recentPages, recordPage, type OfflineIndex} from '../offline-index';

const limits = {maxPages: 3, maxAssets: 6};
const page = (n: number) => `https://docs.test/x/page-${n}`;
const asset = (name: string) => `https://docs.test/assets/js/${name}.js`;

function indexOf(entries: Array<[number, string[], number]>): OfflineIndex {
  return entries.reduce((index, [n, assets, at]) => recordPage(index, page(n), assets.map(asset), at), emptyIndex());
}

test('a page is recorded with the files it loaded; opening it again keeps what it needed before', () => {
  let index = recordPage(emptyIndex(), page(1), [asset('a'), asset('b')], 10);
  index = recordPage(index, page(1), [asset('b'), asset('c')], 20);
  expect(index.pages[page(1)]).toEqual({at: 20, assets: [asset('a'), asset('b'), asset('c')]});
  expect(isOfflineIndex(index)).toBe(true);
  expect(isOfflineIndex({pages: null})).toBe(false);
  expect(isOfflineIndex('x')).toBe(false);
});

test('within the limits nothing is let go', () => {
  const index = indexOf([
    [1, ['a', 'b'], 1],
    [2, ['b', 'c'], 2],
  ]);
  const plan = planEviction({
    index,
    cachedPages: [page(1), page(2)],
    cachedAssets: ['a', 'b', 'c', 'x'].map(asset),
    keepAssets: [],
    limits,
    now: 100,
  });
  expect(plan.deletePages).toEqual([]);
  expect(plan.deleteAssets).toEqual([]);
  expect(Object.keys(plan.index.pages)).toEqual([page(1), page(2)]);
});

test('the oldest pages go first, and files no saved page needs go with them, oldest first', () => {
  const index = indexOf([
    [1, ['a', 'shared'], 1],
    [2, ['b', 'shared'], 2],
    [3, ['c'], 3],
    [4, ['d'], 4],
  ]);
  const plan = planEviction({
    index,
    cachedPages: [page(1), page(2), page(3), page(4)],
    // Eight files, limit six: two must go. `x` and `y` (prefetched, no page needs them) go before any page's.
    cachedAssets: ['x', 'a', 'shared', 'b', 'y', 'c', 'd', 'shell'].map(asset),
    keepAssets: [asset('shell')],
    limits,
    now: 100,
  });
  expect(plan.deletePages).toEqual([page(1)]); // four pages, limit three
  expect(plan.deleteAssets).toEqual([asset('x'), asset('a')]); // page 1's own file, not the shared one
  expect(Object.keys(plan.index.pages).sort()).toEqual([page(2), page(3), page(4)]);
});

test('when every file is needed, more old pages go until the files fit', () => {
  const index = indexOf([
    [1, ['a1', 'a2', 'a3'], 1],
    [2, ['b1', 'b2', 'b3'], 2],
    [3, ['c1'], 3],
  ]);
  const plan = planEviction({
    index,
    cachedPages: [page(1), page(2), page(3)],
    cachedAssets: ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'shell'].map(asset),
    keepAssets: [asset('shell')],
    limits,
    now: 100,
  });
  expect(plan.deletePages).toEqual([page(1)]);
  expect(plan.deleteAssets).toEqual([asset('a1'), asset('a2')]);
});

test('the shell is never let go, and a page saved but not yet recorded counts as just opened', () => {
  const index = indexOf([
    [1, ['a'], 1],
    [2, ['b'], 2],
  ]);
  const plan = planEviction({
    index,
    cachedPages: [page(1), page(2), page(3), page(9)],
    cachedAssets: ['shell', 'a', 'b'].map(asset),
    keepAssets: [asset('shell')],
    limits: {maxPages: 3, maxAssets: 2},
    now: 100,
  });
  expect(plan.deletePages).toEqual([page(1)]);
  expect(plan.deleteAssets).toEqual([asset('a')]);
  expect(plan.index.pages[page(9)]).toEqual({at: 100, assets: []});
});

test('entries of pages no longer cached are dropped from the index', () => {
  const index = indexOf([
    [1, ['a'], 1],
    [2, ['b'], 2],
  ]);
  const plan = planEviction({index, cachedPages: [page(2)], cachedAssets: [], keepAssets: [], limits, now: 5});
  expect(Object.keys(plan.index.pages)).toEqual([page(2)]);
});

test('recent pages of a locale, newest first', () => {
  const index = recordPage(recordPage(recordPage(emptyIndex(), page(1), [], 1), 'https://docs.test/zh/x/a', [], 2), page(2), [], 3);
  expect(recentPages(index, (u) => !u.includes('/zh/'), 10)).toEqual([page(2), page(1)]);
  expect(recentPages(index, (u) => u.includes('/zh/'), 10)).toEqual(['https://docs.test/zh/x/a']);
  expect(recentPages(index, () => true, 1)).toEqual([page(2)]);
});
