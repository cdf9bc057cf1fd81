/**
 * The code of the v7 -> v8 migration guides compiles: every `tsx`/`ts` block is a small module,
 * written to a file and type-checked with the project's tsconfig. "After" blocks (no meta) against
 * the installed 8.15.0 packages; "before" blocks (```tsx legacy) against the v7 packages, by
 * pointing their imports at the npm aliases (`@mui/x-data-grid` -> `@mui/x-data-grid-v7`).
 * A block marked `nocheck` is a fragment on purpose (a call signature, not a program) and is left
 * out; keep those few and short.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {PRODUCTS} from '@site/src/config/products';

const SITE = path.resolve(__dirname, '../../..');
const GUIDES = ['migration-data-grid-v7', 'migration-pickers-v7', 'migration-charts-v7', 'migration-tree-view-v7'];
const OUT = path.join(SITE, '.generated', 'migration-snippets');

export interface Snippet {
  guide: string;
  line: number;
  side: 'after' | 'before';
  code: string;
}

export function extractSnippets(guide: string, text: string): Snippet[] {
  const out: Snippet[] = [];
  for (const m of text.matchAll(/^```(tsx?|jsx?)([^\n]*)\n([\s\S]*?)^```/gm)) {
    const meta = m[2];
    if (/\bnocheck\b/.test(meta)) continue;
    const line = text.slice(0, m.index).split('\n').length;
    out.push({guide, line, side: /\blegacy\b/.test(meta) ? 'before' : 'after', code: m[3]});
  }
  return out;
}

/** Package names that have a v7 alias installed, longest first so `-pro` wins over the base name. */
const V7_PACKAGES = PRODUCTS.flatMap((p) => p.packages.map((pkg) => pkg.name))
  .filter((name) => fs.existsSync(path.join(SITE, 'node_modules', `${name}-v7`, 'package.json')))
  .sort((a, b) => b.length - a.length);

export function toV7(code: string): string {
  return code.replace(
    /(from\s+|import\s*\(\s*|import\s+)(['"])(@mui\/x-[\w-]+)((?:\/[\w/.-]*)?)\2/g,
    (all, lead: string, q: string, name: string, sub: string) => (V7_PACKAGES.includes(name) ? `${lead}${q}${name}-v7${sub}${q}` : all),
  );
}

const snippets = GUIDES.flatMap((guide) => {
  const file = path.join(SITE, 'docs/migration', `${guide}.mdx`);
  return fs.existsSync(file) ? extractSnippets(guide, fs.readFileSync(file, 'utf8')) : [];
});

function compile(): Map<string, string[]> {
  fs.rmSync(OUT, {recursive: true, force: true});
  fs.mkdirSync(OUT, {recursive: true});
  const files = new Map<string, Snippet>();
  for (const s of snippets) {
    const file = path.join(OUT, `${s.guide}-${s.line}-${s.side}.tsx`);
    fs.writeFileSync(file, s.side === 'before' ? toV7(s.code) : s.code);
    files.set(file, s);
  }
  const config = ts.readConfigFile(path.join(SITE, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, SITE);
  const program = ts.createProgram([...files.keys()], {...parsed.options, noEmit: true});
  const errors = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const s = d.file && files.get(path.resolve(d.file.fileName));
    if (!s || !d.file) continue;
    const key = `${s.guide}.mdx:${s.line} (${s.side})`;
    const at = d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1;
    errors.set(key, [...(errors.get(key) ?? []), `line ${at} of the block: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`]);
  }
  return errors;
}

test('imports of the before side point at the v7 aliases', () => {
  expect(V7_PACKAGES).toContain('@mui/x-data-grid-pro');
  expect(toV7("import {DataGridPro} from '@mui/x-data-grid-pro';")).toBe("import {DataGridPro} from '@mui/x-data-grid-pro-v7';");
  expect(toV7("import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';")).toBe(
    "import {AdapterDayjs} from '@mui/x-date-pickers-v7/AdapterDayjs';",
  );
  expect(toV7("import {LicenseInfo} from '@mui/x-license';")).toBe("import {LicenseInfo} from '@mui/x-license';");
});

test('every v7 -> v8 guide has code on both sides, and each block is a module', () => {
  for (const guide of GUIDES) {
    const own = snippets.filter((s) => s.guide === guide);
    expect([guide, own.some((s) => s.side === 'after'), own.some((s) => s.side === 'before')]).toEqual([guide, true, true]);
  }
  const scripts = snippets.filter((s) => !/^\s*(import|export)\s/m.test(s.code)).map((s) => `${s.guide}.mdx:${s.line}`);
  expect(scripts).toEqual([]);
});

test('the after code compiles against 8.15.0 and the before code against v7', () => {
  const errors = compile();
  expect(Object.fromEntries(errors)).toEqual({});
}, 180_000);
