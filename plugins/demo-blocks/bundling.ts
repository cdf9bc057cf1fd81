/**
 * Keeps demo code out of the pages that have no demos. Docusaurus moves every module used by half
 * the pages' chunks into one `common` chunk that every page loads; demo chunks (MUI, the X
 * packages) would qualify as soon as a few demos exist. So `common` ignores chunks named `demo-*`,
 * and those share their libraries among themselves only, in async chunks. Their CSS likewise.
 */
import type {Configuration} from 'webpack';
import {DEMO_CHUNK_PREFIX} from './generate/emit';

type SplitChunks = NonNullable<NonNullable<Configuration['optimization']>['splitChunks']>;
interface NamedChunk {
  name?: string | null;
  // Rspack and webpack both expose the chunk's names; a split chunk made for a demo has no name.
  idNameHints?: Iterable<string>;
}

export function isDemoChunk(chunk: NamedChunk): boolean {
  return typeof chunk.name === 'string' && DEMO_CHUNKS.test(chunk.name);
}

/**
 * The cache groups' chunk filters are regular expressions over the chunk's name, never functions:
 * the bundler tests a RegExp natively, but calls a function from Rust into JavaScript once per
 * module and chunk, which took 17 of a 126 s English bundling at ~1,070 demos. A chunk without a
 * name (an `import()` without a chunk name) matches neither: it joins no group.
 */
const DEMO_CHUNKS = new RegExp(`^${DEMO_CHUNK_PREFIX}`);
const NON_DEMO_CHUNKS = new RegExp(`^(?!${DEMO_CHUNK_PREFIX})`);

export function demoSplitChunks(existing: SplitChunks | undefined): SplitChunks {
  const base = existing && typeof existing === 'object' ? existing : {};
  const groups = (base.cacheGroups ?? {}) as Record<string, unknown>;
  const common = groups.common && typeof groups.common === 'object' ? groups.common : {};
  const styles = groups.styles && typeof groups.styles === 'object' ? groups.styles : null;
  return {
    ...base,
    cacheGroups: {
      ...groups,
      common: {...common, chunks: NON_DEMO_CHUNKS},
      // Docusaurus puts all CSS in one file; demo CSS (Tailwind utilities, CSS modules of the plain
      // CSS variants) stays with its demo instead, loaded only when that variant is shown.
      ...(styles
        ? {
            styles: {...styles, chunks: NON_DEMO_CHUNKS},
            // CSS a package ships (the Data Grid's one-rule `index.css`) is far below the size at
            // which it would be split out, so every demo got its own copy: one stylesheet request
            // per demo and one entry per demo in the runtime's CSS tables, which every page loads.
            // It joins the site stylesheet instead (same chunk name: the groups merge).
            demoPackageStyles: {...styles, test: /[\\/]node_modules[\\/]/, chunks: DEMO_CHUNKS},
          }
        : {}),
      demoLibraries: {
        chunks: DEMO_CHUNKS,
        test: /[\\/]node_modules[\\/]/,
        minChunks: 2,
        priority: 30,
        reuseExistingChunk: true,
      },
    },
  } as SplitChunks;
}

/**
 * Async JS chunk files named by id, not by chunk name. With `[name]` in the file name every page's
 * runtime carries a table of the names of all async chunks (about 180 `demo-*` names here, 1.5 KB
 * gzip); ids are what the runtime has anyway. Content hashes stay, so caching is unchanged.
 */
export function idNamedChunkFiles(output: Configuration['output']): Configuration['output'] {
  const current = typeof output?.chunkFilename === 'string' ? output.chunkFilename : 'assets/js/[name].[contenthash:8].js';
  return {chunkFilename: current.replace('[name]', '[id]')};
}

/**
 * What the server compile ignores: every request made from the generated demo modules (only their
 * `import()`s of demos and live-editor scopes; they import nothing statically). The server renders
 * pages, never demos (a demo renders on the client only, emotion's styles not being collected in
 * Docusaurus's static render), so those imports are dead code there; compiling them put MUI, the X
 * packages and every demo in the server bundle (English: 6.8 -> 3.3 GB peak memory, 132 -> 119 s).
 * For the bundler's IgnorePlugin.
 */
export function importsOfDemoModules(demoModulesDir: string): {resourceRegExp: RegExp; contextRegExp: RegExp} {
  const escaped = demoModulesDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Its subfolders too: a kept docs version's modules (version-aliases.ts).
  return {resourceRegExp: /./, contextRegExp: new RegExp(`^${escaped}(?:[\\\\/][^\\\\/]+)?$`)};
}
