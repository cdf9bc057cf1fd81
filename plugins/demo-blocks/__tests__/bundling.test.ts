import {demoSplitChunks, idNamedChunkFiles, importsOfDemoModules, isDemoChunk} from '../bundling';

test('async chunk files are named by id, keeping the folder and the content hash', () => {
  expect(idNamedChunkFiles({chunkFilename: 'assets/js/[name].[contenthash:8].js'})).toEqual({
    chunkFilename: 'assets/js/[id].[contenthash:8].js',
  });
  expect(idNamedChunkFiles(undefined)).toEqual({chunkFilename: 'assets/js/[id].[contenthash:8].js'});
});

test('demo chunks stay out of the shared `common` chunk and share their libraries among themselves', () => {
  const split = demoSplitChunks({cacheGroups: {common: {minChunks: 2}}}) as {cacheGroups: Record<string, {chunks: RegExp}>};
  expect(isDemoChunk({name: 'demo-SortingBasic'})).toBe(true);
  expect(isDemoChunk({name: '17896441'})).toBe(false);
  expect(split.cacheGroups.common.chunks.test('demo-SortingBasic')).toBe(false);
  expect(split.cacheGroups.common.chunks.test('main')).toBe(true);
  expect(split.cacheGroups.common.chunks.test('content---x-react-data-grid-sorting-8a1')).toBe(true);
  expect(split.cacheGroups.demoLibraries.chunks.test('demo-SortingBasic')).toBe(true);
  expect(split.cacheGroups.demoLibraries.chunks.test('main')).toBe(false);
});

test("packages' own CSS in demo chunks joins the site stylesheet; demo-authored CSS stays with its demo", () => {
  const styles = {name: 'styles', type: 'css/mini-extract', chunks: 'all' as const, enforce: true, priority: 50};
  const split = demoSplitChunks({cacheGroups: {styles}}) as {
    cacheGroups: Record<string, {name?: string; test?: RegExp; chunks: RegExp}>;
  };
  expect(split.cacheGroups.styles.chunks.test('demo-SalesSummaryCard_tailwind')).toBe(false);
  const packageStyles = split.cacheGroups.demoPackageStyles;
  expect(packageStyles.name).toBe('styles');
  expect(packageStyles.chunks.test('demo-SortingBasic')).toBe(true);
  expect(packageStyles.chunks.test('main')).toBe(false);
  expect(packageStyles.test?.test('/site/node_modules/@mui/x-data-grid/esm/index.css')).toBe(true);
  expect(packageStyles.test?.test('/site/docs/data-grid/demos/SalesSummaryCard.module.css')).toBe(false);
});

test('the server compile ignores every import of the generated demo modules and nothing else', () => {
  const {resourceRegExp, contextRegExp} = importsOfDemoModules('/site/.docusaurus/demo-blocks');
  expect(resourceRegExp.test('@mui/x-data-grid-premium')).toBe(true);
  expect(contextRegExp.test('/site/.docusaurus/demo-blocks')).toBe(true);
  // A kept docs version's generated modules (version-aliases.ts) are demo modules too.
  expect(contextRegExp.test('/site/.docusaurus/demo-blocks/version-7.x')).toBe(true);
  expect(contextRegExp.test('/site/.docusaurus/demo-blocks-other')).toBe(false);
  expect(contextRegExp.test('/site/docs/react-data-grid')).toBe(false);
  expect(contextRegExp.test('/site/.docusaurus')).toBe(false);
});
