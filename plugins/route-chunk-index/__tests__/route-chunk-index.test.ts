import {flatChunkNames, indexChunkNames, routePathOfKey} from '../route-chunk-index';

// Core's getChunkNamesToLoad (client/docusaurus.js) with its flat (client/flat.js), as the reference.
const isTree = (x: unknown) => typeof x === 'object' && !!x && Object.keys(x).length > 0;
function coreFlat(target: Record<string, unknown>): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  const dfs = (object: Record<string, unknown>, prefix?: string) => {
    Object.entries(object).forEach(([key, value]) => {
      const newKey = prefix ? `${prefix}.${key}` : key;
      if (isTree(value)) dfs(value as Record<string, unknown>, newKey);
      else output[newKey] = value;
    });
  };
  dfs(target);
  return output;
}
const coreChunkNames = (table: Record<string, Record<string, unknown>>, path: string) =>
  Object.entries(table)
    .filter(([key]) => key.replace(/-[^-]+$/, '') === path)
    .flatMap(([, chunks]) => Object.values(coreFlat(chunks)));

describe('indexChunkNames', () => {
  const table = {
    '/x-e5f': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
    '/x/-a4c': {__comp: 'a7bd4aaa', __props: '9ef8b3e6'},
    '/x/-3a1': {__comp: 'a94703ab'},
    '/x/react-data-grid/sorting-5d2': {__comp: '17896441', content: 'c8a3f2d1', items: [{content: 'aa'}, {content: 'bb'}]},
    '/x/api/charts/:slug-77b': {__comp: 'f0c1', nav: 'api-nav-charts'},
    '/x/react-data-grid/sorting-0b9': {__comp: 'dup1'},
    '/zh/x/my-page-with-dashes-e1e': {__comp: 'zh1'},
  };

  it('gives each route path the names core finds, in the same order', () => {
    const index = indexChunkNames(table);
    for (const path of ['/x', '/x/', '/x/react-data-grid/sorting', '/x/api/charts/:slug', '/zh/x/my-page-with-dashes', '/x/none']) {
      expect(index.get(path) ?? []).toEqual(coreChunkNames(table, path));
    }
    expect(index.get('/x/react-data-grid/sorting')).toEqual(['17896441', 'c8a3f2d1', 'aa', 'bb', 'dup1']);
  });

  it('strips the route hash as core does and flattens depth first', () => {
    expect(routePathOfKey('/blog/2018/12/14/Happy-First-Birthday-Slash-fe9')).toBe('/blog/2018/12/14/Happy-First-Birthday-Slash');
    expect(flatChunkNames({a: {b: '1', c: ['2', {d: '3'}]}, e: '4', f: {}})).toEqual(['1', '2', '3', '4', {}]);
    expect(Object.values(coreFlat({a: {b: '1', c: ['2', {d: '3'}]}, e: '4', f: {}}))).toEqual(['1', '2', '3', '4', {}]);
  });
});
