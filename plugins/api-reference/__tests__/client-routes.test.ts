import {collapseApiRoutes, sectionRouteOf} from '../client-routes';

const entry = (p: string, hash: string) =>
  `\n  {\n    path: '${p}',\n    component: ComponentCreator('${p}', '${hash}'),\n    exact: true\n  },`;
const routesJs = (base: string) =>
  `import ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [` +
  entry(`${base}/api/accordion`, 'a01') +
  entry(`${base}/api/button`, 'b02') +
  entry(`${base}/playground`, 'c03') +
  entry(`${base}/x/api/charts/bar-chart`, 'd04') +
  entry(`${base}/x/api/charts/line-chart`, 'e05') +
  `\n  {\n    path: '${base}/x',\n    component: ComponentCreator('${base}/x', 'f06'),\n    routes: []\n  }\n];\n`;

function chunkNamesFor(base: string): Record<string, unknown> {
  const names: Record<string, unknown> = {};
  for (const [p, h] of [
    ['/api/accordion', 'a01'],
    ['/api/button', 'b02'],
    ['/playground', 'c03'],
    ['/x/api/charts/bar-chart', 'd04'],
    ['/x/api/charts/line-chart', 'e05'],
    ['/x', 'f06'],
  ]) {
    names[`${base}${p}-${h}`] = {__comp: p.includes('/api/') ? 'api' : 'other', nav: p.includes('charts') ? 'nav-charts' : 'nav-material'};
  }
  return names;
}

describe('collapseApiRoutes', () => {
  test.each(['', '/zh'])('folds the API pages of each section into one route (base "%s"), keeps every other route', (base) => {
    const result = collapseApiRoutes(routesJs(base), chunkNamesFor(base), `${base}/`);
    expect(result.collapsed).toBe(4);
    expect(result.sections).toEqual([`${base}/api/:slug`, `${base}/x/api/charts/:slug`]);
    const paths = [...result.routesJs.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
    expect(paths).toEqual([`${base}/api/:slug`, `${base}/playground`, `${base}/x/api/charts/:slug`, `${base}/x`]);
    expect(Object.keys(result.chunkNames).sort()).toEqual(
      [`${base}/api/:slug-a01`, `${base}/playground-c03`, `${base}/x/api/charts/:slug-d04`, `${base}/x-f06`].sort(),
    );
    expect(result.chunkNames[`${base}/x/api/charts/:slug-d04`]).toEqual({__comp: 'api', nav: 'nav-charts'});
    // Still valid JavaScript.
    expect(() =>
      new Function('ComponentCreator', result.routesJs.replace(/^import.*$/m, '').replace('export default', 'return'))(() => null),
    ).not.toThrow();
  });

  test('only API page paths have a section route', () => {
    expect(sectionRouteOf('/x/api/data-grid/grid-col-def', '/')).toBe('/x/api/data-grid/:slug');
    expect(sectionRouteOf('/zh/api/button', '/zh/')).toBe('/zh/api/:slug');
    expect(sectionRouteOf('/api/button', '/zh/')).toBeNull();
    expect(sectionRouteOf('/x/api/unknown/thing', '/')).toBeNull();
    expect(sectionRouteOf('/x/react-data-grid/sorting', '/')).toBeNull();
  });
});
