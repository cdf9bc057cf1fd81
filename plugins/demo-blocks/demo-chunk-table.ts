/**
 * The runtime every page loads maps each async chunk's id to its file's content hash. Most of those
 * chunks are demo code (a chunk per demo, and the libraries demos share), which only demo pages ever
 * load: about 1.8 KB gzip of hashes on every page. After hashing, this plugin moves their entries
 * out of the runtime into a JSON file named by its own hash; the runtime keeps only that file's name,
 * and chunk-table-loader.ts, which comes with the DemoBlock component, fetches it the first time a
 * chunk the runtime's table lacks is asked for.
 *
 * Only demo chunks have stylesheets of their own (bundling.ts puts all other CSS in the site's one
 * stylesheet), so the table lists those too, the loader loads them, and the CSS extract plugin's own
 * chunk-stylesheet loader (about 0.5 KB gzip on every page) is turned off.
 */
import {createHash} from 'node:crypto';
import webpack, {type Compilation, type Compiler} from 'webpack';
import {escapeRegExp} from '../../src/lib/escape-regexp';
import {isDemoChunk} from './bundling';
import type {ChunkTable} from './chunk-table-loader';

const NAME = 'portal-demo-chunk-table';
/** Stands for the table's file name in the runtime until the table exists. */
export const TABLE_PLACEHOLDER = '__PORTAL_DEMO_CHUNK_TABLE__';
/** splitChunks group (bundling.ts) of libraries shared by demo chunks: loaded only with them. */
const DEMO_LIBRARIES_GROUP = 'demoLibraries';

export interface ChunkFileEntry {
  id: string;
  /** The chunk's script, relative to the public path, e.g. `assets/js/1034.37e87444.js`. */
  file: string;
  /** Its stylesheets, if it has any, e.g. `assets/css/demo-tailwind.9ec2e6e3.css`. */
  css?: string[];
}

/** A chunk's script file, `<id>.<hash>.js` in any folder; the hash is the first group. */
const scriptFilePattern = (id: string) => new RegExp(`(?:^|/)${escapeRegExp(id)}\\.([0-9a-f]+)\\.js$`);

/** `assets/js/1034.37e87444.js` -> `37e87444`: the hash the runtime's table holds for chunk 1034. */
function hashInFileName(entry: ChunkFileEntry): string {
  const match = scriptFilePattern(entry.id).exec(entry.file);
  if (!match) throw new Error(`[demo-blocks] chunk ${entry.id}: file ${entry.file} is not named <id>.<hash>.js`);
  return match[1]!;
}

/**
 * How a minifier may write a chunk id as an object key: as is, or a round number in its shorter
 * exponent form (SWC and Terser write the key 6000 as `6e3`).
 */
function keyForms(id: string): string[] {
  const round = /^([1-9]\d*?)(0{2,})$/.exec(id);
  return round ? [id, `${round[1]}e${round[2]!.length}`] : [id];
}

/**
 * Removes each entry's `id:"hash"` (minified; the id quoted or not) from the runtime's table of
 * script hashes. A hash names one file, so each must occur exactly once: anything else means the
 * runtime's form changed, and the build stops rather than ship a runtime that cannot load a demo.
 */
export function removeChunkHashes(runtime: string, entries: readonly ChunkFileEntry[]): string {
  let source = runtime;
  for (const entry of entries) {
    const hash = hashInFileName(entry);
    const forms = [...keyForms(entry.id).map((key) => `${key}:"${hash}"`), `"${entry.id}":"${hash}"`];
    const found = forms.filter((form) => source.includes(form));
    const form = found[0];
    if (found.length !== 1 || !form || source.indexOf(form) !== source.lastIndexOf(form)) {
      throw new Error(`[demo-blocks] chunk ${entry.id}: expected its hash ${hash} once in the runtime's table of script files`);
    }
    const at = source.indexOf(form);
    const end = at + form.length;
    if (source[end] === ',') source = source.slice(0, at) + source.slice(end + 1);
    else if (source[at - 1] === ',') source = source.slice(0, at - 1) + source.slice(end);
    else source = source.slice(0, at) + source.slice(end);
  }
  return source;
}

/** The JSON chunk-table-loader.ts fetches, keys sorted so equal tables hash equally. */
export function chunkTableJson(entries: readonly ChunkFileEntry[]): {json: string; fileName: string} {
  const sorted = [...entries].sort((a, b) => a.id.localeCompare(b.id, 'en'));
  const table: ChunkTable = {
    js: Object.fromEntries(sorted.map((e) => [e.id, e.file])),
    css: Object.fromEntries(sorted.filter((e) => e.css?.length).map((e) => [e.id, [...e.css!].sort()])),
  };
  const json = JSON.stringify(table);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  return {json, fileName: `assets/js/demo-chunks.${hash}.json`};
}

/**
 * All the runtime every page loads keeps of this: the table's file name. The code that fetches the
 * table and loads demo chunks from it (chunk-table-loader.ts) comes with the DemoBlock component.
 */
export const RUNTIME_SOURCE = `__webpack_require__.dct = ${JSON.stringify(TABLE_PLACEHOLDER)};`;

class DemoChunkTableRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('DemoChunkTableRuntimeModule', webpack.RuntimeModule.STAGE_TRIGGER);
  }

  override generate(): string {
    return RUNTIME_SOURCE;
  }
}

interface ChunkLike {
  id?: string | number | null;
  name?: string | null;
  idNameHints?: Iterable<string>;
  files: Iterable<string>;
  hasRuntime(): boolean;
  canBeInitial(): boolean;
}

/** Chunks only demo pages load: those named `demo-*` and the libraries split out of them. */
export function isDemoOnlyChunk(chunk: Pick<ChunkLike, 'name' | 'idNameHints'>): boolean {
  return isDemoChunk(chunk) || [...(chunk.idNameHints ?? [])].includes(DEMO_LIBRARIES_GROUP);
}

function moveDemoChunkHashes(compilation: Compilation): void {
  const {RawSource} = compilation.compiler.webpack.sources;
  const entries: ChunkFileEntry[] = [];
  const runtimeFiles: string[] = [];
  for (const chunk of compilation.chunks as Iterable<ChunkLike>) {
    const own = [...chunk.files];
    if (chunk.hasRuntime()) {
      runtimeFiles.push(...own.filter((file) => file.endsWith('.js')));
      continue;
    }
    const css = own.filter((file) => file.endsWith('.css'));
    if (!isDemoOnlyChunk(chunk) || chunk.id == null) {
      // Its stylesheet would never load: the CSS extract plugin's own loader is off (see above).
      if (css.length && !chunk.canBeInitial())
        throw new Error(`[demo-blocks] async chunk ${chunk.name ?? chunk.id} has a stylesheet of its own (${css.join(', ')})`);
      continue;
    }
    const id = String(chunk.id);
    const file = own.find((f) => f.startsWith('assets/js/') && scriptFilePattern(id).test(f));
    const missing = css.filter((f) => !compilation.getAsset(f));
    if (missing.length) throw new Error(`[demo-blocks] chunk ${id}: no asset ${missing.join(', ')}`);
    if (!file && css.length) throw new Error(`[demo-blocks] chunk ${id} has a stylesheet but no script to load it with`);
    if (file) entries.push({id, file, ...(css.length ? {css} : {})});
  }
  const table = chunkTableJson(entries);
  // Every runtime gets the module (the search worker has one too); the one whose table holds the
  // demo chunks' hashes must lose all of them.
  let moved = entries.length === 0;
  for (const file of runtimeFiles) {
    const runtime = compilation.getAsset(file)?.source.source().toString() ?? '';
    if (!runtime.includes(TABLE_PLACEHOLDER)) continue;
    const holdsDemoChunks = entries.some((entry) => {
      const hash = hashInFileName(entry);
      return runtime.includes(`.${hash}.js`) || runtime.includes(`"${hash}"`);
    });
    const source = holdsDemoChunks ? removeChunkHashes(runtime, entries) : runtime;
    compilation.updateAsset(file, new RawSource(source.replace(TABLE_PLACEHOLDER, table.fileName)));
    moved ||= holdsDemoChunks;
  }
  if (!moved) throw new Error(`[demo-blocks] no runtime among ${runtimeFiles.join(', ') || 'the assets'} holds the demo chunks' hashes`);
  compilation.emitAsset(table.fileName, new RawSource(table.json));
}

export class DemoChunkTablePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new DemoChunkTableRuntimeModule());
      });
      // After the content hashes are final (real content hash runs at OPTIMIZE_HASH): the runtime
      // keeps its file name, which already depends on every hash this removes.
      compilation.hooks.processAssets.tap({name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1}, () =>
        moveDemoChunkHashes(compilation),
      );
    });
  }
}

/** Rspack's and webpack's; both read `options.runtime` when they apply. */
const CSS_EXTRACT_PLUGINS = ['CssExtractRspackPlugin', 'MiniCssExtractPlugin'];

/**
 * Turns off the CSS extract plugin's chunk-stylesheet loader in a client config: chunk-table-loader.ts
 * loads the only chunk stylesheets there are. False (config untouched) if the plugin is not there.
 */
export function disableCssChunkLoader(config: {plugins?: unknown[]}): boolean {
  const plugin = (config.plugins ?? []).find(
    (p): p is {options: {runtime?: boolean}} =>
      typeof p === 'object' &&
      p !== null &&
      CSS_EXTRACT_PLUGINS.includes(p.constructor?.name) &&
      typeof (p as {options?: unknown}).options === 'object',
  );
  if (!plugin) return false;
  plugin.options.runtime = false;
  return true;
}
