/**
 * Checks the generated API data against the installed packages: known facts on real pages, and a
 * comparison with the packages' runtime exports so no component is silently skipped.
 * Uses the cached output of `npm run api:generate` (runs it first when missing or stale).
 */
// marked ships ESM only; jest (CommonJS) loads its UMD build instead.
jest.mock('marked', () => jest.requireActual(require('node:path').resolve('node_modules/marked/lib/marked.umd.js')));

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {ApiManifest, ApiPageData} from '../model';
import {computeCacheKey} from '../generate/cache-key';
import {createProgram} from '../generate/program';
import {SECTION_PACKAGES} from '../generate/packages';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'api-docs');
let manifest: ApiManifest;

function page(section: string, slug: string): ApiPageData {
  return JSON.parse(fs.readFileSync(path.join(OUT, section, `${slug}.json`), 'utf8')) as ApiPageData;
}

beforeAll(() => {
  const current = fs.existsSync(path.join(OUT, 'manifest.json'))
    ? (JSON.parse(fs.readFileSync(path.join(OUT, 'manifest.json'), 'utf8')) as ApiManifest)
    : undefined;
  if (current?.key !== computeCacheKey(ROOT, path.resolve(__dirname, '..'))) {
    const run = spawnSync('node', ['-r', 'sucrase/register/ts', 'plugins/api-reference/generate/cli.ts'], {cwd: ROOT, encoding: 'utf8'});
    if (run.status !== 0) throw new Error(`api:generate failed:\n${run.stdout}\n${run.stderr}`);
  }
  manifest = JSON.parse(fs.readFileSync(path.join(OUT, 'manifest.json'), 'utf8')) as ApiManifest;
}, 300_000);

describe('known facts on real pages', () => {
  test('DataGrid has rows and columns, and pageSizeOptions with its default', () => {
    const grid = page('data-grid', 'data-grid');
    const props = new Map(grid.props.map((p) => [p.name, p]));
    expect(props.get('rows')).toBeDefined();
    expect(props.get('columns')?.required).toBe(true);
    expect(props.get('pageSizeOptions')?.defaultValue).toBe('[25, 50, 100]');
    expect(grid.path).toBe('/x/api/data-grid/data-grid');
    expect(grid.imports.map((i) => i.packageName)).toEqual(['@mui/x-data-grid']);
  });

  test('props are sorted required first, then alphabetically', () => {
    const names = page('data-grid', 'data-grid').props;
    const firstOptional = names.findIndex((p) => !p.required);
    expect(names.slice(firstOptional).every((p) => !p.required)).toBe(true);
    const optional = names.slice(firstOptional).map((p) => p.name.toLowerCase());
    expect(optional).toEqual([...optional].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('gridClasses produces the DataGrid CSS classes table', () => {
    const grid = page('data-grid', 'data-grid');
    expect(grid.classesExport).toBe('gridClasses');
    const root = grid.classes.find((c) => c.ruleName === 'root');
    expect(root?.className).toBe('MuiDataGrid-root');
    expect(grid.classes.length).toBeGreaterThan(100);
  });

  test("DatePicker's slots include textField", () => {
    const picker = page('date-pickers', 'date-picker');
    expect(picker.slots.map((s) => s.name)).toContain('textField');
    expect(picker.slots.find((s) => s.name === 'toolbar')?.defaultComponent).toBe('DatePickerToolbar');
  });

  test('LineChart has series, RichTreeView has items', () => {
    expect(page('charts', 'line-chart').props.map((p) => p.name)).toContain('series');
    expect(page('tree-view', 'rich-tree-view').props.map((p) => p.name)).toContain('items');
  });

  test('import blocks list every exporting package, lowest plan first; pro-only props marked on premium', () => {
    const pro = page('data-grid', 'data-grid-pro');
    expect(pro.plan).toBe('pro');
    // The premium package's `DataGridPro` is a deprecated stub rendering null, so it is not listed.
    expect(pro.imports.map((i) => i.packageName)).toEqual(['@mui/x-data-grid-pro']);
    const toolbar = page('data-grid', 'grid-toolbar');
    expect(toolbar.imports.map((i) => i.packageName)).toEqual(['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']);
    const range = page('date-pickers', 'date-range-picker');
    expect(range.plan).toBe('pro');
    expect(page('charts', 'line-chart').imports.map((i) => i.plan)).toEqual(['community', 'pro']);
    const premium = page('data-grid', 'data-grid-premium');
    expect(premium.props.find((p) => p.name === 'treeData')?.plan).toBe('pro');
    expect(premium.props.find((p) => p.name === 'rows')?.plan).toBeUndefined();
  });

  test('Button inherits ButtonBase and shows Material UI imports and classes', () => {
    const button = page('material', 'button');
    expect(button.path).toBe('/api/button');
    expect(button.inheritance?.components[0]).toMatchObject({name: 'ButtonBase', path: '/api/button-base'});
    expect(button.props.find((p) => p.name === 'disableRipple')?.inheritedFrom).toBe('ButtonBase');
    expect(button.props.find((p) => p.name === 'size')?.type).toBe("'small' | 'medium' | 'large'");
    expect(button.classes.find((c) => c.ruleName === 'disabled')?.className).toBe('Mui-disabled');
    // Native <button>/<a> attributes are summarised, not listed one by one.
    expect(button.props.find((p) => p.name === 'onClick')).toBeUndefined();
  });

  test('data grid interfaces have pages', () => {
    for (const slug of ['grid-api', 'grid-col-def', 'grid-render-cell-params', 'grid-filter-model', 'grid-sort-model']) {
      expect(manifest.pages.find((p) => p.section === 'data-grid' && p.slug === slug)?.kind).toBe('interface');
    }
    expect(page('data-grid', 'grid-col-def').props.map((p) => p.name)).toEqual(
      expect.arrayContaining(['field', 'headerName', 'renderCell']),
    );
    expect(page('data-grid', 'grid-sort-model').definition).toContain('GridSortItem');
  });

  test('a generic type alias is documented with its defaults: every scale type of XAxis, one line per member', () => {
    const xAxis = new Map(page('charts', 'x-axis').props.map((p) => [p.name, p]));
    for (const name of ['min', 'max', 'categoryGapRatio', 'groups', 'tickLabelMinGap', 'scaleType']) expect(xAxis.get(name)).toBeDefined();
    expect(xAxis.get('scaleType')!.type.split(' | ').sort()).toEqual([
      "'band'",
      "'linear'",
      "'log'",
      "'point'",
      "'pow'",
      "'sqrt'",
      "'symlog'",
      "'time'",
      "'utc'",
    ]);
    expect(xAxis.get('position')!.type).toBe("'top' | 'bottom' | 'none'");
    expect(page('charts', 'chart-image-export-options').plan).toBe('pro');
  });

  test('a generic component is documented with its type parameters defaults: the plugin props of ChartDataProvider', () => {
    const names = (slug: string) => page('charts', slug).props.map((p) => p.name);
    expect(names('chart-data-provider')).toEqual(expect.arrayContaining(['series', 'xAxis', 'yAxis', 'highlightedItem']));
    expect(names('chart-container-pro')).toEqual(expect.arrayContaining(['xAxis', 'initialZoom', 'zoomData', 'onZoomChange']));
    // Other sections keep the bare signature (GENERIC_DEFAULTS_SECTIONS).
    expect(names('chart-container')).toContain('xAxis');
  });

  test('descriptions are HTML from Markdown with no raw markup from the source', () => {
    for (const entry of manifest.pages.slice(0, 200)) {
      const data = page(entry.section, entry.slug);
      for (const p of data.props) expect(p.descriptionHtml).not.toMatch(/<(script|img|iframe|style)\b/i);
    }
  });
});

describe('nothing is silently skipped', () => {
  test('every runtime component export has a page or a recorded reason', () => {
    const names = SECTION_PACKAGES.map((p) => p.name);
    const run = spawnSync('node', [path.join(__dirname, 'fixtures', 'runtime-components.cjs'), JSON.stringify(names)], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    expect(run.status).toBe(0);
    const runtime = JSON.parse(run.stdout) as Record<string, string[]>;
    const unaccounted: string[] = [];
    for (const pkg of SECTION_PACKAGES) {
      const pages = new Set(manifest.pages.filter((p) => p.section === pkg.section && p.kind === 'component').map((p) => p.name));
      const skipped = new Set(manifest.skipped.filter((s) => s.packageName === pkg.name).map((s) => s.name));
      expect(runtime[pkg.name].length).toBeGreaterThan(5);
      for (const name of runtime[pkg.name]) if (!pages.has(name) && !skipped.has(name)) unaccounted.push(`${pkg.name}:${name}`);
    }
    // A runtime export missing from the pages is acceptable only when the package's types do not
    // export it at all (an untyped internal), which the TypeScript program confirms.
    const {program, entries} = createProgram(ROOT);
    const checker = program.getTypeChecker();
    const typed = (pkg: string) =>
      new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entries.get(pkg)!)!)!).map((s) => s.getName()));
    const cache = new Map<string, Set<string>>();
    const realGaps = unaccounted.filter((id) => {
      const [pkg, name] = [id.slice(0, id.lastIndexOf(':')), id.slice(id.lastIndexOf(':') + 1)];
      if (!cache.has(pkg)) cache.set(pkg, typed(pkg));
      return cache.get(pkg)!.has(name);
    });
    expect(realGaps).toEqual([]);
  }, 120_000);

  test('every page names a component its packages really export', () => {
    const byPackage = new Map<string, Set<string>>();
    const run = spawnSync(
      'node',
      [path.join(__dirname, 'fixtures', 'runtime-components.cjs'), JSON.stringify(SECTION_PACKAGES.map((p) => p.name))],
      {cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24},
    );
    const runtime = JSON.parse(run.stdout) as Record<string, string[]>;
    for (const [pkg, list] of Object.entries(runtime)) byPackage.set(pkg, new Set(list));
    const invented = manifest.pages
      .filter((p) => p.kind === 'component')
      .filter((entry) => !page(entry.section, entry.slug).imports.some((i) => byPackage.get(i.packageName)?.has(entry.name)))
      .map((p) => p.name);
    expect(invented).toEqual([]);
  }, 120_000);

  test('page counts per section', () => {
    const counts: Record<string, number> = {};
    for (const p of manifest.pages) counts[p.section] = (counts[p.section] ?? 0) + 1;
    // Every section has pages; exact numbers follow the installed packages and are printed at build.
    for (const section of ['data-grid', 'date-pickers', 'charts', 'tree-view', 'material']) expect(counts[section]).toBeGreaterThan(5);
  });
});
