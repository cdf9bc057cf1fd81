import type {VersionEntry} from '../../config/portal';
import {parsePortalPath, currentProduct} from '../portal-paths';
import {docPathsByVersion, normalizeDocPath, versionLinks, showsVersionSwitcher} from '../version-switch';

const versions: VersionEntry[] = [
  {kind: 'in-portal', name: 'current', label: '8.15.0', pathPrefix: ''},
  {kind: 'in-portal', name: '7.x', label: 'v7', pathPrefix: '7.x'},
  {kind: 'external', name: 'v6', label: 'v6', host: 'https://v6.example.com'},
];
const docs: Record<string, Set<string>> = {
  current: new Set(['/x/introduction', '/x/react-data-grid', '/x/react-data-grid/sorting']),
  '7.x': new Set(['/x/7.x/introduction', '/x/7.x/react-data-grid']),
};
const exists = (name: string) => docs[name] ?? new Set<string>();

test('parses locale, version and section', () => {
  expect(parsePortalPath('/zh/x/7.x/react-data-grid/sorting/', ['7.x'])).toEqual({
    localePrefix: '/zh',
    isX: true,
    versionPrefix: '7.x',
    rest: 'react-data-grid/sorting',
    section: 'react-data-grid',
  });
  expect(parsePortalPath('/getting-started/installation', ['7.x']).isX).toBe(false);
  expect(currentProduct(parsePortalPath('/x/api/charts/line-chart', []))).toBe('charts');
  expect(currentProduct(parsePortalPath('/zh/components/buttons', []))).toBe('material');
  // The search page searches every product: the switcher names none there.
  expect(currentProduct(parsePortalPath('/search', []))).toBeNull();
  expect(currentProduct(parsePortalPath('/zh/search', []))).toBeNull();
});

test('keeps the reader on the same page when it exists in the target version', () => {
  const links = versionLinks('/x/7.x/react-data-grid', versions, exists);
  expect(links.find((l) => l.name === 'current')?.href).toBe('/x/react-data-grid');
  expect(links.find((l) => l.name === '7.x')?.active).toBe(true);
});

test('falls back to the section landing, then the introduction, never a 404', () => {
  const links = versionLinks('/zh/x/react-data-grid/sorting', versions, exists);
  expect(links.find((l) => l.name === '7.x')?.href).toBe('/zh/x/7.x/react-data-grid');
  const fromIntro = versionLinks('/x/react-charts/bars', versions, exists);
  expect(fromIntro.find((l) => l.name === '7.x')?.href).toBe('/x/7.x/introduction');
});

/**
 * The docs plugin's global data as a build has it: a category's index page ends in a slash, and in
 * the zh build every path starts with /zh (its base URL).
 */
const realShape = (locale: '' | '/zh') => [
  {
    name: 'current',
    docs: [
      '/x/introduction',
      '/x/react-data-grid/',
      '/x/react-data-grid/sorting',
      '/x/react-data-grid/editing/',
      '/x/react-data-grid/editing/cell',
      '/x/react-charts/',
      '/x/react-charts/bars',
    ].map((p) => ({path: locale + p})),
  },
  {
    name: '7.x',
    docs: ['/x/7.x/introduction/', '/x/7.x/react-data-grid/', '/x/7.x/react-charts/', '/x/7.x/react-charts/bars'].map((p) => ({
      path: locale + p,
    })),
  },
];

test.each(['', '/zh'] as const)(
  'reads the docs plugin paths as a %s build gives them: the page, else its nearest existing ancestor',
  (locale) => {
    const paths = docPathsByVersion(realShape(locale));
    const links = (pathname: string) =>
      Object.fromEntries(versionLinks(pathname, versions, (name) => paths.get(name) ?? new Set()).map((l) => [l.name, l.href]));
    expect(links(`${locale}/x/react-data-grid/sorting`)).toMatchObject({
      current: `${locale}/x/react-data-grid/sorting`,
      '7.x': `${locale}/x/7.x/react-data-grid`,
    });
    expect(links(`${locale}/x/react-charts`)).toMatchObject({current: `${locale}/x/react-charts`, '7.x': `${locale}/x/7.x/react-charts`});
    expect(links(`${locale}/x/7.x/react-charts/bars`)).toMatchObject({
      current: `${locale}/x/react-charts/bars`,
      '7.x': `${locale}/x/7.x/react-charts/bars`,
    });
    expect(links(`${locale}/x/react-data-grid/editing/cell`)).toMatchObject({
      current: `${locale}/x/react-data-grid/editing/cell`,
      '7.x': `${locale}/x/7.x/react-data-grid`,
    });
    expect(links(`${locale}/x/introduction`)).toMatchObject({'7.x': `${locale}/x/7.x/introduction`});
  },
);

test('normalises a doc path: no locale prefix, no trailing slash', () => {
  expect(normalizeDocPath('/zh/x/react-charts/')).toBe('/x/react-charts');
  expect(normalizeDocPath('/x/7.x/react-data-grid/')).toBe('/x/7.x/react-data-grid');
  expect(normalizeDocPath('/x/')).toBe('/x');
});

test('maps external versions by path onto their host where the page existed there', () => {
  const links = versionLinks('/x/react-data-grid/sorting', versions, exists);
  expect(links.find((l) => l.name === 'v6')).toMatchObject({href: 'https://v6.example.com/x/react-data-grid/sorting/', external: true});
});

describe('external versions link only what existed there (EXTERNAL_VERSION_CONTENT)', () => {
  const all: VersionEntry[] = [...versions, {kind: 'external', name: 'v5', label: 'v5', host: 'https://v5.example.com'}];
  const external = (pathname: string) =>
    Object.fromEntries(
      versionLinks(pathname, all, exists)
        .filter((l) => l.external)
        .map((l) => [l.name, l.href]),
    );

  test.each(['', '/zh'])('a page newer than the version leads to its product landing (%s)', (locale) => {
    // Sankey is new in v8; Charts and Tree View did not exist in v5.
    expect(external(`${locale}/x/react-charts/sankey`)).toEqual({
      v6: 'https://v6.example.com/x/react-charts/',
      v5: 'https://v5.example.com/x/introduction/',
    });
    expect(external(`${locale}/x/react-tree-view/rich-tree-view/ordering`)).toEqual({
      v6: 'https://v6.example.com/x/react-tree-view/',
      v5: 'https://v5.example.com/x/introduction/',
    });
    expect(external(`${locale}/x/react-tree-view/rich-tree-view/lazy-loading`).v6).toBe('https://v6.example.com/x/react-tree-view/');
  });

  test('a page the version had keeps its path; landings and the introduction map to themselves', () => {
    expect(external('/zh/x/react-charts/bars')).toEqual({
      v6: 'https://v6.example.com/x/react-charts/bars/',
      v5: 'https://v5.example.com/x/introduction/',
    });
    expect(external('/x/react-date-pickers/date-picker')).toEqual({
      v6: 'https://v6.example.com/x/react-date-pickers/date-picker/',
      v5: 'https://v5.example.com/x/react-date-pickers/date-picker/',
    });
    expect(external('/x/react-data-grid/list-view').v6).toBe('https://v6.example.com/x/react-data-grid/');
    expect(external('/x/react-tree-view')).toEqual({
      v6: 'https://v6.example.com/x/react-tree-view/',
      v5: 'https://v5.example.com/x/introduction/',
    });
    expect(external('/x/introduction/licensing')).toEqual({
      v6: 'https://v6.example.com/x/introduction/',
      v5: 'https://v5.example.com/x/introduction/',
    });
  });

  test('a version the table does not know leads to its introduction', () => {
    const links = versionLinks('/x/react-data-grid/sorting', versions, exists, {});
    expect(links.find((l) => l.name === 'v6')?.href).toBe('https://v6.example.com/x/introduction/');
  });
});

test('is shown on the introduction and product sections only', () => {
  expect(showsVersionSwitcher(parsePortalPath('/x/react-tree-view', []))).toBe(true);
  expect(showsVersionSwitcher(parsePortalPath('/x/introduction/licensing', []))).toBe(true);
  expect(showsVersionSwitcher(parsePortalPath('/x/api/data-grid/data-grid', []))).toBe(false);
  expect(showsVersionSwitcher(parsePortalPath('/getting-started/installation', []))).toBe(false);
});
