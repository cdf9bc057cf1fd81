/**
 * Every codemod a migration guide names exists in the pinned codemod package, and every command
 * line that runs one uses that pinned version. MUI X codemods (`v8.0.0/data-grid/rename-props`)
 * live in @mui/x-codemod (node_modules/@mui/x-codemod/<name>/index.js); the two Material UI ones
 * the lab guides need live in @mui/codemod (node_modules/@mui/codemod/<name>.js). A name counts as
 * a Material UI codemod when its line runs `@mui/codemod`.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE = path.resolve(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as {devDependencies: Record<string, string>};
const PINNED = {'@mui/x-codemod': pkg.devDependencies['@mui/x-codemod'], '@mui/codemod': pkg.devDependencies['@mui/codemod']};

type CodemodPackage = keyof typeof PINNED;

export interface CodemodMention {
  file: string;
  line: number;
  name: string;
  pkg: CodemodPackage;
}

const NAME = /\bv\d+\.\d+\.\d+\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*/g;

export function mentions(file: string, text: string): CodemodMention[] {
  const out: CodemodMention[] = [];
  text.split('\n').forEach((lineText, i) => {
    const material = /@mui\/codemod\b/.test(lineText);
    for (const m of lineText.matchAll(NAME)) out.push({file, line: i + 1, name: m[0], pkg: material ? '@mui/codemod' : '@mui/x-codemod'});
  });
  return out;
}

export function exists(m: Pick<CodemodMention, 'name' | 'pkg'>): boolean {
  const root = path.join(SITE, 'node_modules', m.pkg);
  return m.pkg === '@mui/x-codemod'
    ? fs.existsSync(path.join(root, m.name, 'index.js'))
    : fs.existsSync(path.join(root, `${m.name}.js`)) || fs.existsSync(path.join(root, m.name, 'index.js'));
}

/** `npx @mui/x-codemod@8.29.3 v8.0.0/preset-safe src`: package, version, codemod, path. */
export function commandProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/npx\s+(@mui\/(?:x-)?codemod)(@[^\s]+)?([^\n`]*)/g)) {
    const name = m[1] as CodemodPackage;
    const version = m[2]?.slice(1);
    const args = m[3].trim().split(/\s+/).filter(Boolean);
    if (version !== PINNED[name]) problems.push(`${m[0].trim()}: pin ${name}@${PINNED[name]}`);
    if (!args[0] || !NAME.test(args[0])) problems.push(`${m[0].trim()}: no codemod name`);
    NAME.lastIndex = 0;
    if (args.length < 2) problems.push(`${m[0].trim()}: no path to transform`);
  }
  return problems;
}

const GUIDE_DIRS = ['docs/migration', 'i18n/zh/docusaurus-plugin-content-docs/current/migration']
  .map((d) => path.join(SITE, d))
  .filter(fs.existsSync);
const guides = GUIDE_DIRS.flatMap((dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => path.join(dir, f)),
);
const all = guides.flatMap((file) => mentions(path.relative(SITE, file), fs.readFileSync(file, 'utf8')));

test('both codemod packages are pinned and installed', () => {
  expect(PINNED['@mui/x-codemod']).toBe('8.29.3');
  for (const name of Object.keys(PINNED)) {
    const installed = JSON.parse(fs.readFileSync(path.join(SITE, 'node_modules', name, 'package.json'), 'utf8')) as {version: string};
    expect(installed.version).toBe(PINNED[name as CodemodPackage]);
  }
});

test('the check can fail', () => {
  expect(exists({name: 'v8.0.0/data-grid/rename-props', pkg: '@mui/x-codemod'})).toBe(true);
  expect(exists({name: 'v8.0.0/data-grid/rename-everything', pkg: '@mui/x-codemod'})).toBe(false);
  expect(exists({name: 'v5.0.0/date-pickers-moved-to-x', pkg: '@mui/codemod'})).toBe(true);
  expect(mentions('x.mdx', 'run `v7.0.0/tree-view/rename-nodeid` first\nnpx @mui/codemod@7.3.9 v5.0.0/tree-view-moved-to-x src')).toEqual([
    {file: 'x.mdx', line: 1, name: 'v7.0.0/tree-view/rename-nodeid', pkg: '@mui/x-codemod'},
    {file: 'x.mdx', line: 2, name: 'v5.0.0/tree-view-moved-to-x', pkg: '@mui/codemod'},
  ]);
  expect(commandProblems('npx @mui/x-codemod@latest v8.0.0/preset-safe src\nnpx @mui/x-codemod@8.29.3 v8.0.0/preset-safe')).toEqual([
    'npx @mui/x-codemod@latest v8.0.0/preset-safe src: pin @mui/x-codemod@8.29.3',
    'npx @mui/x-codemod@8.29.3 v8.0.0/preset-safe: no path to transform',
  ]);
});

test('the guides name codemods (the scan is not vacuous)', () => {
  expect(new Set(all.map((m) => m.name)).size).toBeGreaterThan(40);
});

test.each(guides.map((f) => [path.relative(SITE, f)]))(
  '%s: every codemod it names exists in the pinned package, every command is pinned',
  (file) => {
    const text = fs.readFileSync(path.join(SITE, file), 'utf8');
    const missing = mentions(file, text)
      .filter((m) => !exists(m))
      .map((m) => `${m.file}:${m.line} ${m.name} (${m.pkg})`);
    expect(missing).toEqual([]);
    expect(commandProblems(text)).toEqual([]);
  },
);
