/**
 * Finds, in the project's code, every place it reaches into Docusaurus, the search plugin or MUI
 * beyond their public API, as UPGRADING.md lists them. Five kinds, each named by a token that
 * UPGRADING.md writes in backticks:
 *
 * - `alias`: a webpack alias key that takes over someone else's module name (`nprogress$`,
 *   `@docusaurus/Link`); a plugin's own names (`@api-reference/…`) are not upgrade surface.
 * - `replace`: a module swapped by path (plugins/bundler-aliases' `replaceModule`, a bundler
 *   NormalModuleReplacementPlugin): the token is our replacement file, `plugins/<name>/<file>`.
 * - `eject`: a theme component of ours with the name of one theme-classic or the search plugin
 *   ships, which does not wrap the original (`@theme-original/…`): the token is the component,
 *   `DocSidebarItem/Link`, `SearchPage`.
 * - `private`: an import, require or resolve of a package's unexported files (`…/lib/…`, `dist/…`,
 *   `…/internals`), as written.
 * - `loader`: a loader of ours over generated files or packages' code: `plugins/<name>/<file>`.
 */
import fs from 'node:fs';
import path from 'node:path';

export type SurfaceKind = 'alias' | 'replace' | 'eject' | 'private' | 'loader';

export interface SurfacePoint {
  kind: SurfaceKind;
  token: string;
  /** Repo-relative file where it was found. */
  file: string;
}

const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
const SKIP_DIR = /^(node_modules|__tests__|\.docusaurus)$/;

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (!SKIP_DIR.test(entry.name)) walk(path.join(dir, entry.name), out);
    } else if (CODE.test(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

/** The text of the balanced `{…}` starting at `open` (the index of `{`). */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** Keys of every `alias: {…}` / `alias = {…}` object literal, spreads left out. */
export function aliasKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/\balias\s*[:=]\s*\{/g)) {
    const body = braced(source, match.index! + match[0].length - 1).slice(1, -1);
    // Top-level keys only: a key is at the start of the body or after a comma, before a colon.
    for (const key of body.matchAll(/(?:^|,)\s*(?:\/\/[^\n]*\n\s*)*(?:'([^']+)'|"([^"]+)"|([\w$]+))\s*:/g))
      keys.push(key[1] ?? key[2] ?? key[3]!);
  }
  return keys;
}

const PRIVATE_SPECIFIER = /['"`]((?:@[\w.-]+\/[\w.-]+|[\w.-]+)?\.?\/(?:lib|dist)\/[^'"`]+|@mui\/[\w.-]+\/internals[^'"`]*)['"`]/g;

/** Theme folders of packages whose components ours may replace: theme-classic's and the search plugin's. */
const SHIPPED_THEMES = [
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme',
];

/** The theme components theme-classic and the search plugin ship (`DocSidebarItem/Link`, `SearchPage`), from their installed theme folders. */
export function classicComponents(siteDir: string): Set<string> {
  const names = new Set<string>();
  for (const theme of SHIPPED_THEMES) for (const name of themeComponents(path.join(siteDir, theme))) names.add(name);
  return names;
}

function themeComponents(root: string): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.js$/.test(entry.name)) {
        const rel = path.relative(root, full).replace(/\\/g, '/').replace(/\.js$/, '');
        names.add(rel.replace(/\/index$/, ''));
      }
    }
  };
  visit(root);
  return names;
}

/** Every theme folder: src/theme and each plugin's theme/. */
function themeDirs(siteDir: string): string[] {
  const plugins = path.join(siteDir, 'plugins');
  const dirs = [path.join(siteDir, 'src/theme')];
  for (const name of fs.readdirSync(plugins)) {
    const dir = path.join(plugins, name, 'theme');
    if (fs.existsSync(dir)) dirs.push(dir);
  }
  return dirs;
}

export function findSurface(siteDir: string): SurfacePoint[] {
  const rel = (file: string) => path.relative(siteDir, file).replace(/\\/g, '/');
  const points: SurfacePoint[] = [];
  const pluginNames = fs.readdirSync(path.join(siteDir, 'plugins'));
  const ownAlias = (key: string) => pluginNames.some((name) => key.startsWith(`@${name}/`));
  const files = ['src', 'plugins', 'scripts', 'bench', 'tests', 'deploy', 'docs', 'docs-material'].flatMap((dir) =>
    walk(path.join(siteDir, dir)),
  );
  files.push(path.join(siteDir, 'docusaurus.config.ts'));
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const at = rel(file);
    const folder = path.dirname(at);
    for (const key of aliasKeys(source)) if (!ownAlias(key)) points.push({kind: 'alias', token: key, file: at});
    for (const m of source.matchAll(/replaceModule\(\s*\w+\(\),\s*'([^']+)'/g))
      points.push({kind: 'replace', token: `${folder}/${m[1]}`, file: at});
    for (const m of source.matchAll(/NormalModuleReplacementPlugin\([^,]+,\s*path\.join\(__dirname,\s*'([^']+)'\)/g))
      points.push({kind: 'replace', token: `${folder}/${m[1]}`, file: at});
    for (const m of source.matchAll(/loader:\s*path\.join\(__dirname,\s*'([^']+)'\)/g))
      points.push({kind: 'loader', token: `${folder}/${m[1]}`, file: at});
    for (const m of source.matchAll(PRIVATE_SPECIFIER)) {
      // Our own files under a lib/ folder (src/lib, bench/lib) are not a package's.
      if (m[1]!.startsWith('@site/') || (/^\.\.?\//.test(m[1]!) && !/^\.\/dist\//.test(m[1]!))) continue;
      points.push({kind: 'private', token: m[1]!, file: at});
    }
  }
  const classic = classicComponents(siteDir);
  for (const dir of themeDirs(siteDir)) {
    for (const file of walk(dir)) {
      const component = path
        .relative(dir, file)
        .replace(/\\/g, '/')
        .replace(/\/index\.tsx?$/, '')
        .replace(/\.tsx?$/, '');
      if (!classic.has(component)) continue;
      if (/@theme-(original|init)\//.test(fs.readFileSync(file, 'utf8'))) continue;
      points.push({kind: 'eject', token: component, file: rel(file)});
    }
  }
  return points;
}

export interface SurfaceEntry {
  kind: SurfaceKind;
  tokens: string[];
  /** `package@version` pairs the entry was checked against. */
  verified: {name: string; version: string}[];
}

/** The rows of UPGRADING.md's tables: `| kind | `token` … | pkg@version, … | … |`. */
export function parseUpgrading(markdown: string): SurfaceEntry[] {
  const entries: SurfaceEntry[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const kind = cells[1] as SurfaceKind;
    if (!['alias', 'replace', 'eject', 'private', 'loader'].includes(kind)) continue;
    const tokens = [...cells[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const verified = [...cells[3]!.matchAll(/(@?[\w./-]+)@(\d+\.\d+\.\d+)/g)].map((m) => ({name: m[1]!, version: m[2]!}));
    entries.push({kind, tokens, verified});
  }
  return entries;
}
