/**
 * Data flows one way (ARCHITECTURE.md): sources -> plugins (build time) -> generated data -> thin
 * theme components. So no file under src/ imports a plugin by path (it reaches plugins' components
 * through `@theme/...` aliases, their data through Docusaurus's global data), and no plugin imports
 * the site's swizzles or components (src/theme, src/components). Plugins may use src/config (facts),
 * src/lib (pure helpers) and, for types only, nothing else of src/.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE = path.resolve(__dirname, '../../..');

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === '__tests__' ? [] : walk(full);
    return /\.(tsx?|mjs|cjs|js)$/.test(e.name) ? [full] : [];
  });
}

/** Every module specifier a file imports, requires or lazily imports, resolved against the site root when relative. */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]!);
  return specifiers.map((s) => {
    if (s.startsWith('@site/')) return s.slice('@site/'.length);
    if (s.startsWith('.'))
      return path
        .relative(SITE, path.resolve(path.dirname(file), s))
        .split(path.sep)
        .join('/');
    return s;
  });
}

/** The imports of `dir`'s files that start with one of `forbidden` (site-relative), as `file -> target`. */
function violations(dir: string, forbidden: string[]): string[] {
  return walk(path.join(SITE, dir)).flatMap((file) =>
    importsOf(file, fs.readFileSync(file, 'utf8'))
      .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
      .map((target) => `${path.relative(SITE, file)} -> ${target}`),
  );
}

test('the import reader sees static, type, lazy and relative imports', () => {
  const file = path.join(SITE, 'src/theme/X/index.tsx');
  const text = `import A from '@site/plugins/a/theme/A';\nimport type {B} from '../../../plugins/b';\nconst C = import(/* webpackChunkName: "c" */ '@site/plugins/c');\nimport '../../../plugins/d/side-effect';`;
  expect(importsOf(file, text)).toEqual(['plugins/a/theme/A', 'plugins/b', 'plugins/c', 'plugins/d/side-effect']);
});

test('nothing under src/ imports a plugin by path', () => {
  expect(violations('src', ['plugins'])).toEqual([]);
});

test('no plugin imports the site theme or its components', () => {
  expect(violations('plugins', ['src/theme', 'src/components'])).toEqual([]);
});
