import {demoSplitChunks, idNamedChunkFiles, isDemoChunk} from '../bundling';

test('async chunk files are named by id, keeping the folder and the content hash', () => {
  expect(idNamedChunkFiles({chunkFilename: 'assets/js/[name].[contenthash:8].js'})).toEqual({chunkFilename: 'assets/js/[id].[contenthash:8].js'});
  expect(idNamedChunkFiles(undefined)).toEqual({chunkFilename: 'assets/js/[id].[contenthash:8].js'});
});

test('demo chunks stay out of the shared `common` chunk and share their libraries among themselves', () => {
  const split = demoSplitChunks({cacheGroups: {common: {minChunks: 2}}}) as {cacheGroups: Record<string, {chunks: (c: {name?: string}) => boolean}>};
  expect(isDemoChunk({name: 'demo-SortingBasic'})).toBe(true);
  expect(isDemoChunk({name: '17896441'})).toBe(false);
  expect(split.cacheGroups.common.chunks({name: 'demo-SortingBasic'})).toBe(false);
  expect(split.cacheGroups.common.chunks({name: 'main'})).toBe(true);
  expect(split.cacheGroups.demoLibraries.chunks({name: 'demo-SortingBasic'})).toBe(true);
});
