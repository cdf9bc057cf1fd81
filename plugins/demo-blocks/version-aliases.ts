/**
 * Demos of a kept docs version run that version's packages (src/config/version-packages.ts): the
 * bundler resolves the public names (`@mui/x-data-grid`, `@mui/x-date-pickers/DatePicker`) to the
 * installed npm aliases (`node_modules/@mui/x-data-grid-v7`) for the modules of that version only:
 * its demo files and their local modules (`versioned_docs/version-7.x/`), and the generated demo
 * modules and localized copies, which the remark step writes to `.docusaurus/demo-blocks/version-7.x/`.
 * A rule's `resolve` applies to the requests its modules make, so 8.15.0 pages are untouched.
 *
 * npm nests each aliased package's own dependencies (`x-data-grid-premium-v7/node_modules/@mui/
 * x-data-grid`, `.../x-license`, `.../x-internals`): a second rule makes the aliased packages
 * resolve each other, and those nested packages, to one copy each, so the Pro grid and the grid it
 * extends share their React contexts and the bundle holds each package once.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface AliasRule {
  include: string[];
  resolve: {alias: Record<string, string>};
}

export interface VersionAliasFs {
  realpath: (p: string) => string;
  exists: (p: string) => boolean;
  readdir: (p: string) => string[];
  version: (packageDir: string) => string;
}

const nodeFs: VersionAliasFs = {
  realpath: (p) => fs.realpathSync(p),
  exists: (p) => fs.existsSync(p),
  readdir: (p) => fs.readdirSync(p),
  version: (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string,
};

/** Where the remark step writes a version's generated demo modules (inside the plugin's own folder). */
export function versionModulesDir(demoModulesDir: string, version: string): string {
  return path.join(demoModulesDir, `version-${version}`);
}

/**
 * The nested `@mui/*` packages under the aliased packages, each mapped to one copy: an aliased
 * package's public name to its top-level alias, anything else to its first copy. Two different
 * versions of one nested package fail the build: one copy would run code written for the other.
 */
function sharedCopies(aliasDirs: Record<string, string>, io: VersionAliasFs): Record<string, string> {
  const shared: Record<string, {dir: string; version: string}> = {};
  for (const [publicName, dir] of Object.entries(aliasDirs)) {
    shared[publicName] = {dir, version: io.version(dir)};
  }
  for (const aliasDir of Object.values(aliasDirs)) {
    const scopeDir = path.join(aliasDir, 'node_modules', '@mui');
    if (!io.exists(scopeDir)) continue;
    for (const name of io.readdir(scopeDir).sort()) {
      const pkg = `@mui/${name}`;
      const dir = io.realpath(path.join(scopeDir, name));
      const version = io.version(dir);
      const kept = shared[pkg];
      if (!kept) shared[pkg] = {dir, version};
      else if (kept.version !== version) {
        throw new Error(
          `[demo-blocks] ${dir} is ${pkg} ${version}, but ${kept.dir} is ${kept.version}: the aliased packages of one docs version must share one version of it (src/config/version-packages.ts).`,
        );
      }
    }
  }
  return Object.fromEntries(Object.entries(shared).map(([pkg, {dir}]) => [pkg, dir]));
}

/** The bundler rules that make each kept version's demos run its own packages. */
export function versionAliasRules(
  siteDir: string,
  demoModulesDir: string,
  versions: Record<string, Record<string, string>>,
  io: VersionAliasFs = nodeFs,
): AliasRule[] {
  const rules: AliasRule[] = [];
  for (const [version, aliases] of Object.entries(versions)) {
    const aliasDirs: Record<string, string> = {};
    for (const [publicName, alias] of Object.entries(aliases)) {
      const dir = path.join(siteDir, 'node_modules', alias);
      if (!io.exists(dir)) throw new Error(`[demo-blocks] docs version ${version} runs ${publicName} as ${alias}, which is not installed.`);
      // Modules are identified by their real path (the bundler follows symlinks).
      aliasDirs[publicName] = io.realpath(dir);
    }
    const alias = sharedCopies(aliasDirs, io);
    const withSep = (dir: string) => dir + path.sep;
    rules.push({
      include: [path.join(siteDir, 'versioned_docs', `version-${version}`), versionModulesDir(demoModulesDir, version)].map(withSep),
      resolve: {alias},
    });
    rules.push({include: Object.values(aliasDirs).map(withSep), resolve: {alias}});
  }
  return rules;
}
