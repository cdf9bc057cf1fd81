/**
 * Every identifier the MUI X docs show a reader exists in the installed packages: the props written
 * on any MUI X component (every product, from the API data generated from the packages' own types,
 * api-docs/) and `apiRef.current.<method>` calls, in demo files and in the code blocks of the pages,
 * which no compiler sees. A new product or component is covered as soon as it has API pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCTS} from '@site/src/config/products';
import {apiRefMethods, codeOf, importBindings, tagProps} from '../lib/code-scan';

const SITE = path.resolve(__dirname, '../../..');
const API = path.join(SITE, 'api-docs');

/** Attributes every React element takes, plus the MUI system ones the components' roots spread. */
const GENERIC_PROPS = new Set(['key', 'ref', 'className', 'style', 'sx', 'id', 'role', 'tabIndex', 'title']);
/** Per product, the API page (interface) whose members `apiRef.current` offers. */
const API_REF_PAGES: Record<string, string> = {'data-grid': 'grid-api-premium.json', charts: 'chart-pro-api.json'};

interface ApiPage {
  section: string;
  kind: string;
  name: string;
  file: string;
}

const manifest = JSON.parse(fs.readFileSync(path.join(API, 'manifest.json'), 'utf8')) as {pages: ApiPage[]};
interface PageData {
  props: {name: string}[];
  inheritance?: {nativeElement?: string};
}
const readPage = (file: string) => JSON.parse(fs.readFileSync(path.join(API, file), 'utf8')) as PageData;
const readNames = (file: string) => new Set(readPage(file).props.map((p) => p.name));

/** What a component accepts: its declared props, and DOM event handlers when it passes native props on. */
interface Accepted {
  props: Set<string>;
  native: boolean;
}

/** Component name -> product id -> what it accepts. */
const components = new Map<string, Map<string, Accepted>>();
for (const page of manifest.pages) {
  if (page.kind !== 'component' || !PRODUCTS.some((p) => p.id === page.section)) continue;
  const byProduct = components.get(page.name) ?? new Map<string, Accepted>();
  const data = readPage(page.file);
  byProduct.set(page.section, {props: new Set(data.props.map((p) => p.name)), native: Boolean(data.inheritance?.nativeElement)});
  components.set(page.name, byProduct);
}
const componentNames = new Set(components.keys());
const packageProduct = new Map(PRODUCTS.flatMap((p) => p.packages.map((pkg) => [pkg.name, p.id] as const)));

function productOfModule(module: string): string | undefined {
  return packageProduct.get(/^@[^/]+\/[^/]+/.exec(module)?.[0] ?? '');
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The docs folders of every product, version and locale, and the X pages around them. */
const DOC_ROOTS = ['docs', 'versioned_docs', 'i18n/zh/docusaurus-plugin-content-docs'].map((d) => path.join(SITE, d)).filter(fs.existsSync);
const sources = DOC_ROOTS.flatMap(walk).filter((f) => /\.(tsx|mdx?)$/.test(f) && !/[\\/]version-\d+\.x[\\/]/.test(f));

/** Which product documents `name` here: by its import, else (a snippet without imports) its only product. */
function productFor(name: string, bindings: Map<string, string>, file: string): string | undefined {
  const byProduct = components.get(name)!;
  const module = bindings.get(name);
  if (module) return productOfModule(module);
  if (!/\.mdx?$/.test(file) || byProduct.size !== 1) return undefined;
  return [...byProduct.keys()][0];
}

export function unknownIdentifiers(file: string, text: string): string[] {
  const code = codeOf(file, text);
  const bindings = importBindings(code);
  const unknown: string[] = [];
  for (const {component, props} of tagProps(code, componentNames)) {
    const product = productFor(component, bindings, file);
    const accepted = product ? components.get(component)?.get(product) : undefined;
    if (!accepted) continue;
    for (const prop of props) {
      const generic = GENERIC_PROPS.has(prop) || /^(aria|data)-/.test(prop) || (accepted.native && /^on[A-Z]/.test(prop));
      if (!accepted.props.has(prop) && !generic) unknown.push(`<${component} ${prop}>`);
    }
  }
  const docsProduct = PRODUCTS.find((p) => file.split(path.sep).includes(p.slug));
  const apiRefPage = docsProduct && API_REF_PAGES[docsProduct.id];
  if (apiRefPage) {
    const methods = readNames(`${docsProduct.id}/${apiRefPage}`);
    for (const method of apiRefMethods(code)) if (!methods.has(method)) unknown.push(`apiRef.current.${method}`);
  }
  return unknown;
}

test('the scanners read props, methods and imports as written', () => {
  const sample = `import { DataGridPro as Grid } from '@mui/x-data-grid-pro';\n<DataGridPro rows={rows.filter((r) => r.a > 1)} columns={cols} checkboxSelection\n  onRowClick={() => apiRef.current?.setPage(2)} label="x > y" />`;
  expect(tagProps(sample, new Set(['DataGridPro']))).toEqual([
    {component: 'DataGridPro', props: ['rows', 'columns', 'checkboxSelection', 'onRowClick', 'label']},
  ]);
  expect(apiRefMethods(sample)).toEqual(['setPage']);
  expect(importBindings(sample).get('Grid')).toBe('@mui/x-data-grid-pro');
});

test('a prop or method the packages do not have is reported (the check can fail)', () => {
  const file = path.join(SITE, 'docs/react-data-grid/x.mdx');
  expect(unknownIdentifiers(file, '```tsx\n<DataGrid rows={rows} autoPageSizeX />\napiRef.current.sortRowsBy()\n```\n')).toEqual([
    '<DataGrid autoPageSizeX>',
    'apiRef.current.sortRowsBy',
  ]);
  // A local component that shares a name with a package component is not checked.
  expect(
    unknownIdentifiers(path.join(SITE, 'docs/react-data-grid/demos/X.tsx'), "import Toolbar from './Toolbar';\n<Toolbar custom />"),
  ).toEqual([]);
});

test('the docs show the components in many places (the scan is not vacuous)', () => {
  const code = sources.map((f) => codeOf(f, fs.readFileSync(f, 'utf8')));
  expect(code.flatMap((c) => tagProps(c, componentNames)).length).toBeGreaterThan(100);
  expect(code.flatMap(apiRefMethods).length).toBeGreaterThan(20);
});

test.each(sources.map((f) => [path.relative(SITE, f)]))(
  '%s names only props and apiRef methods that exist in the installed packages',
  (file) => {
    expect(unknownIdentifiers(path.join(SITE, file), fs.readFileSync(path.join(SITE, file), 'utf8'))).toEqual([]);
  },
);
