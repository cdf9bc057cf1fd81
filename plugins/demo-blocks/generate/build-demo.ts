/**
 * Reads one demo from disk and produces everything the page needs about it: per styling variant
 * the TS source, the generated JS, CSS files, local modules, pinned dependencies and import list.
 */
import fs from 'node:fs';
import path from 'node:path';
import {collectImports, isBareSpecifier} from './imports';
import {generateJavaScript as transpileToJavaScript} from './transpile';
import {sourceTokens as tokenize} from './highlight';
import {memoizedByArguments} from './memo';
import {resolveDependencies, type VersionLookup} from './dependencies';
import {rewriteLocalImports} from '../export/project';
import {findStylingVariants, demoNameOf, exportPathOf, type FileExists} from './paths';
import type {CodeStyling} from '../../../src/lib/code-styling';
import type {DemoLocalModule, DemoSourceFile, DemoToolVersions, DemoVariantData} from '../types';
import {localizeDemoSource, type DemoMessages} from '../messages/localize';
import {readMessageTable} from '../messages/table';
import {writeRunnableCopy} from '../messages/runnable-copy';

/** A variant as plain data plus what the emitter turns into `import()` calls. */
export interface BuiltVariant extends DemoVariantData {
  /** The variant's source file, imported lazily as the demo's chunk. */
  file: string;
  /** Specifier as written -> what webpack should import for the live editor's scope. */
  scope: Record<string, string>;
}

export interface BuiltDemo {
  name: string;
  heightPx: number;
  variants: BuiltVariant[];
  tools: DemoToolVersions;
}

export interface BuildContext {
  siteDir: string;
  exists?: FileExists;
  readFile?: (file: string) => string;
  installedVersion?: VersionLookup;
  /**
   * The locale being built and where localized demo copies go: a demo with a message table for the
   * locale (i18n/<locale>/demo-messages/...) runs and shows its own strings translated.
   */
  locale?: {name: string; outDir: string};
  /**
   * Public package name -> installed npm alias, for a kept docs version's demo (v7: `@mui/x-data-grid`
   * -> `@mui/x-data-grid-v7`): the source keeps the public names, the export pins the aliases' versions.
   */
  packageAliases?: Record<string, string>;
}

/** Versions of a kept docs version's packages: a public name is looked up under its alias. */
export function aliasedVersions(installedVersion: VersionLookup, aliases: Record<string, string> | undefined): VersionLookup {
  return aliases ? (pkg) => installedVersion(aliases[pkg] ?? pkg) : installedVersion;
}

export function installedVersionFrom(siteDir: string): VersionLookup {
  return (pkg) => {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json'), 'utf8'));
      return typeof manifest.version === 'string' ? manifest.version : undefined;
    } catch {
      return undefined;
    }
  };
}

const TOOL_PACKAGES: (keyof DemoToolVersions)[] = [
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  'tailwindcss',
  '@tailwindcss/postcss',
  '@types/react',
  '@types/react-dom',
];

export function toolVersions(installedVersion: VersionLookup): DemoToolVersions {
  const entries = TOOL_PACKAGES.map((pkg) => {
    const version = installedVersion(pkg);
    if (!version) throw new Error(`Demo export needs ${pkg} installed in the portal.`);
    return [pkg, version];
  });
  return Object.fromEntries(entries) as DemoToolVersions;
}

// Same source, same result: shared across demos, pages and locales (a failure is kept too: same input, same error).
const generateJavaScript = memoizedByArguments('javascript', transpileToJavaScript);
const sourceTokens = memoizedByArguments('tokens', tokenize);

const LOCAL_MODULE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(specifier: string, fromFile: string, siteDir: string, exists: FileExists): string {
  const base = specifier.startsWith('@site/')
    ? path.join(siteDir, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(fromFile), specifier);
  if (/\.(css)$/.test(base)) {
    if (exists(base)) return base;
  } else {
    for (const ext of LOCAL_MODULE_EXTENSIONS) if (exists(base + ext)) return base + ext;
  }
  throw new Error(`Cannot resolve '${specifier}' imported by ${fromFile}.`);
}

async function buildVariant(
  styling: CodeStyling,
  file: string,
  ctx: Required<Omit<BuildContext, 'locale' | 'packageAliases'>> & Pick<BuildContext, 'locale' | 'packageAliases'>,
  messages: DemoMessages | undefined,
): Promise<BuiltVariant> {
  const fileName = path.basename(file);
  const demoDir = path.dirname(file);
  const extraFiles: DemoSourceFile[] = [];
  const localModules: DemoLocalModule[] = [];
  const scope: Record<string, string> = {};
  const bareSpecifiers: string[] = [];
  const seenLocal = new Set<string>();

  // Walk the demo and the local modules it imports (e.g. src/demo-data), depth first.
  async function visit(source: string, sourceFile: string, isEntry: boolean) {
    for (const {specifier, typeOnly} of collectImports(source, sourceFile)) {
      if (isBareSpecifier(specifier)) {
        bareSpecifiers.push(specifier);
        if (isEntry && !typeOnly) scope[specifier] = specifier;
        continue;
      }
      const resolved = resolveLocal(specifier, sourceFile, ctx.siteDir, ctx.exists);
      if (isEntry && !typeOnly) scope[specifier] = resolved;
      if (seenLocal.has(resolved)) continue;
      seenLocal.add(resolved);
      if (resolved.endsWith('.css')) {
        const code = ctx.readFile(resolved);
        extraFiles.push({path: path.relative(demoDir, resolved).split(path.sep).join('/'), code, tokens: sourceTokens(code, 'css')});
        continue;
      }
      const moduleTs = ctx.readFile(resolved);
      localModules.push({
        specifier,
        exportPath: exportPathOf(resolved, ctx.siteDir, demoDir),
        tsExtension: resolved.endsWith('.tsx') ? '.tsx' : '.ts',
        ts: moduleTs,
        js: await generateJavaScript(moduleTs, path.basename(resolved)),
      });
      await visit(moduleTs, resolved, false);
    }
  }
  const english = ctx.readFile(file);
  await visit(english, file, true);
  const original = messages ? localizeDemoSource(english, file, messages).code : english;
  // The running demo is the localized source too: a copy whose local imports point at the files
  // the original's resolve to (it lives with the generated modules, not beside the demo).
  const runnable = messages && ctx.locale ? writeRunnableCopy(original, file, ctx.locale, scope) : file;
  // What a reader sees, copies and exports: repository paths (`@site/src/demo-data/x`) become the
  // relative paths the source view's file tabs and the exported project use (`./demo-data/x`).
  const ts = rewriteLocalImports(original, localModules);
  for (const module of localModules) {
    const shown = `./${module.exportPath}`;
    if (module.specifier.startsWith('@site/') && scope[module.specifier]) scope[shown] = scope[module.specifier]!;
  }
  const js = await generateJavaScript(ts, fileName);

  return {
    styling,
    file: runnable,
    fileName,
    ts,
    js,
    tsTokens: sourceTokens(ts, 'tsx'),
    jsTokens: sourceTokens(js, 'jsx'),
    extraFiles,
    localModules,
    dependencies: resolveDependencies(bareSpecifiers, aliasedVersions(ctx.installedVersion, ctx.packageAliases)),
    scope,
  };
}

export async function buildDemo(entryFile: string, heightPx: number, context: BuildContext): Promise<BuiltDemo> {
  const ctx = {
    exists: (f: string) => fs.existsSync(f),
    readFile: (f: string) => fs.readFileSync(f, 'utf8'),
    installedVersion: installedVersionFrom(context.siteDir),
    ...context,
  };
  const messages = ctx.locale ? readMessageTable(ctx.siteDir, ctx.locale.name, entryFile) : undefined;
  const variants = await Promise.all(
    findStylingVariants(entryFile, ctx.exists).map(({styling, file}) => buildVariant(styling, file, ctx, messages)),
  );
  return {name: demoNameOf(entryFile), heightPx, variants, tools: toolVersions(ctx.installedVersion)};
}
