/**
 * Every identifier the Data Grid docs show a reader exists in the installed 8.15.0 packages: props
 * written on <DataGrid>, <DataGridPro> and <DataGridPremium>, and `apiRef.current.<method>` calls,
 * in demo files and in the code snippets of the pages (which no compiler sees). Checked against the
 * API data generated from the packages' own types (api-docs/).
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE = path.resolve(__dirname, '../../..');
const DOCS = path.join(SITE, 'docs/react-data-grid');
const API = path.join(SITE, 'api-docs/data-grid');

/** Attributes every React element takes, plus the MUI system ones the grid's root spreads. */
const GENERIC_PROPS = new Set(['key', 'ref', 'className', 'style', 'sx', 'id', 'role', 'tabIndex', 'title']);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Attribute names of each `<DataGrid…` opening tag in `source` (brace- and string-aware). */
export function gridTagProps(source: string): {component: string; props: string[]}[] {
  const found: {component: string; props: string[]}[] = [];
  const tag = /<(DataGrid(?:Pro|Premium)?)(?=[\s/>])/g;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    const props: string[] = [];
    let depth = 0;
    let quote: string | null = null;
    let i = m.index + m[0].length;
    let token = '';
    for (; i < source.length; i++) {
      const c = source[i];
      if (quote) {
        if (c === quote && source[i - 1] !== '\\') quote = null;
        continue;
      }
      if (c === '"' || c === "'" || c === '`') {
        quote = c;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (depth === 0 && c === '>') break;
      if (depth === 0 && /[\w-]/.test(c)) token += c;
      else {
        if (token && depth <= 1 && /[\s=/>{]/.test(c) && /^[a-zA-Z]/.test(token) && (c === '=' || /\s|\/|>/.test(c))) props.push(token);
        token = '';
      }
    }
    found.push({component: m[1], props: [...new Set(props)]});
  }
  return found;
}

/** Method names after `apiRef.current.` or `apiRef.current?.`. */
export function apiRefMethods(source: string): string[] {
  return [...new Set([...source.matchAll(/apiRef\.current\??\.(\w+)/g)].map((m) => m[1]))];
}

const names = (file: string) => new Set((JSON.parse(fs.readFileSync(path.join(API, file), 'utf8')) as {props: {name: string}[]}).props.map((p) => p.name));
const PROPS = {
  DataGrid: names('data-grid.json'),
  DataGridPro: names('data-grid-pro.json'),
  DataGridPremium: names('data-grid-premium.json'),
} as const;
const METHODS = names('grid-api-premium.json');

const sources = walk(DOCS).filter((f) => /\.(tsx|mdx)$/.test(f));

/** The code a reader sees: a demo file without comments, or the fenced code blocks of a page. */
export function codeOf(file: string, text: string): string {
  const code = file.endsWith('.mdx') ? [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]).join('\n') : text;
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

test('the scanners read props and methods as written', () => {
  const sample = `<DataGridPro rows={rows.filter((r) => r.a > 1)} columns={cols} checkboxSelection\n  onRowClick={() => apiRef.current?.setPage(2)} label="x > y" />`;
  expect(gridTagProps(sample)).toEqual([{component: 'DataGridPro', props: ['rows', 'columns', 'checkboxSelection', 'onRowClick', 'label']}]);
  expect(apiRefMethods(sample)).toEqual(['setPage']);
});

test('the docs show the grid in many places (the scan is not vacuous)', () => {
  const code = sources.map((f) => codeOf(f, fs.readFileSync(f, 'utf8')));
  expect(code.flatMap(gridTagProps).length).toBeGreaterThan(100);
  expect(code.flatMap(apiRefMethods).length).toBeGreaterThan(20);
});

test.each(sources.map((f) => [path.relative(SITE, f)]))('%s names only props and apiRef methods that exist in 8.15.0', (file) => {
  const source = codeOf(file, fs.readFileSync(path.join(SITE, file), 'utf8'));
  const unknown: string[] = [];
  for (const {component, props} of gridTagProps(source)) {
    const known = PROPS[component as keyof typeof PROPS];
    for (const prop of props) {
      if (!known.has(prop) && !GENERIC_PROPS.has(prop) && !/^(aria|data)-/.test(prop)) unknown.push(`<${component} ${prop}>`);
    }
  }
  for (const method of apiRefMethods(source)) if (!METHODS.has(method)) unknown.push(`apiRef.current.${method}`);
  expect(unknown).toEqual([]);
});
