import {deriveTitleFromPath, normalizeTitlePath, titleForPath} from '../titles';

describe('deriveTitleFromPath (seed rule: last segment, split on hyphens, each word capitalised)', () => {
  test.each([
    ['/x/react-data-grid/column-groups', 'Column Groups'],
    ['/x/react-data-grid/column-groups/', 'Column Groups'],
    ['/x/react-data-grid/server-side-data#lazy-loading', 'Server Side Data'],
    ['/x/react-date-pickers?utm=1', 'React Date Pickers'],
    ['/zh/x/introduction/priority-support', 'Priority Support'],
    ['/versions', 'Versions'],
    ['/x/api/data-grid/data-grid-pro', 'Data Grid Pro'],
    ['/x/react-charts/zoom--and-pan', 'Zoom And Pan'],
    ['/', ''],
  ])('%s -> %j', (pathname, title) => {
    expect(deriveTitleFromPath(pathname)).toBe(title);
  });

  test('keeps a malformed escape as written instead of throwing', () => {
    expect(deriveTitleFromPath('/x/bad-%E0%A4%A')).toBe('Bad %E0%A4%A');
  });
});

describe('titleForPath (table first, derived when absent)', () => {
  const zh = {'/x/react-data-grid/tree-data': '树形数据', '/x/react-charts/sankey': '   '};

  test('an entry of the locale table wins', () => {
    expect(titleForPath('/x/react-data-grid/tree-data', zh)).toBe('树形数据');
    expect(titleForPath('/x/react-data-grid/tree-data/', zh)).toBe('树形数据');
  });

  test('a missing or blank entry falls back to the derived title', () => {
    expect(titleForPath('/x/react-data-grid/column-groups', zh)).toBe('Column Groups');
    expect(titleForPath('/x/react-charts/sankey', zh)).toBe('Sankey');
    expect(titleForPath('/x/react-charts/heat-map')).toBe('Heat Map');
  });

  test('table keys ignore trailing slash, query and hash', () => {
    expect(normalizeTitlePath('/x/a/?q#h')).toBe('/x/a');
    expect(normalizeTitlePath('/')).toBe('/');
  });
});
