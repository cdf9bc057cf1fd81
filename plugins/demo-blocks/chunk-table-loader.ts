/**
 * Browser side of demo-chunk-table.ts, imported by the DemoBlock theme component, so only pages with
 * demos carry it: the runtime every page loads keeps just the table's file name (`.dct`).
 *
 * It wraps the runtime's script-file function (`__webpack_require__.u`) and script loader (`.l`).
 * The chunk loader asks `.u` for a file only for a chunk that is not installed yet; a demo chunk
 * then gets `undefined` for a hash, since its hash is in the table. For such a file `.l` first loads
 * the table (once; again after a failure) and the chunk's stylesheets, then the script. Without
 * the table the chunk fails as a script that cannot load does: the runtime's `ChunkLoadError`, here
 * naming what failed. A stylesheet never fails the demo: it is fetched into the `demo` cascade layer
 * (above Infima's layers, so the demo's own CSS wins over the docs' element styles) and, when that
 * fetch fails, logs `Failed to fetch CSS: …` and falls back to a plain <link> (src/lib/stylesheet-layer.ts).
 */
import {loadStylesheet, type StylesheetLoadOptions} from '@site/src/lib/stylesheet-layer';

/** The cascade layer demo stylesheets go into; its order is declared in src/css/custom.css. */
export const DEMO_CSS_LAYER = 'demo';

/** `assets/js/demo-chunks.<hash>.json`: each demo chunk's script, and its stylesheets if it has any. */
export interface ChunkTable {
  js: Record<string, string>;
  css: Record<string, string[]>;
}

/** What the runtime's chunk loader hands `.l` to report a script's load or failure. */
type Done = (event: {type: string; target: {src: string}}) => void;

export interface ChunkRuntime {
  p: string;
  u?: (chunkId: string | number) => string;
  l?: (url: string, done: Done, key?: string, chunkId?: string | number) => void;
  /** The table's file, relative to `p`; set by the runtime module in production builds only. */
  dct?: string;
  /** Set once the loader is installed (a module evaluated twice must not wrap twice). */
  dctLoader?: true;
}

interface Failure {
  type: string;
  src: string;
}

const hasOwn = (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key);

function isTable(data: unknown): data is ChunkTable {
  const table = data as Partial<ChunkTable> | null;
  return !!table && typeof table.js === 'object' && table.js !== null && typeof table.css === 'object' && table.css !== null;
}

/** Wraps `.u` and `.l` of `runtime`; false when there is nothing to do (no table: dev, SSR). */
export function installChunkTableLoader(
  runtime: ChunkRuntime,
  fetchTable: typeof fetch,
  stylesheetOptions: Omit<StylesheetLoadOptions, 'layer'> = {},
): boolean {
  const chunkFile = runtime.u;
  const loadScript = runtime.l;
  if (!runtime.dct || !chunkFile || !loadScript || runtime.dctLoader) return false;
  runtime.dctLoader = true;
  const tableUrl = runtime.p + runtime.dct;
  let table: ChunkTable | null = null;
  let pending: Promise<ChunkTable> | null = null;
  const inTable = (id: string | number) => table !== null && hasOwn(table.js, id);

  const loadTable = (): Promise<ChunkTable> => {
    pending ??= fetchTable(tableUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!isTable(data)) throw new Error('not a table');
        table = data;
        return data;
      })
      .catch((cause: unknown) => {
        pending = null;
        throw {type: `table of demo chunks: ${(cause as Error | undefined)?.message}`, src: tableUrl} satisfies Failure;
      });
    return pending;
  };

  runtime.u = (id) => (inTable(id) ? table!.js[id]! : chunkFile(id));
  runtime.l = function (this: unknown, url, done, key, chunkId) {
    if (chunkId === undefined || (table ? !inTable(chunkId) : !String(url).includes('.undefined.'))) {
      return loadScript.call(this, url, done, key, chunkId);
    }
    loadTable()
      .then((loaded) =>
        Promise.all(
          (hasOwn(loaded.css, chunkId) ? loaded.css[chunkId]! : []).map((file) =>
            loadStylesheet(runtime.p + file, {...stylesheetOptions, layer: DEMO_CSS_LAYER}),
          ),
        ),
      )
      .then(
        () => loadScript(runtime.p + runtime.u!(chunkId), done, key, chunkId),
        (failed: Failure) => done({type: failed.type, target: {src: failed.src}}),
      );
    return undefined;
  };
  return true;
}

declare const __webpack_require__: ChunkRuntime | undefined;

if (typeof window !== 'undefined' && typeof __webpack_require__ !== 'undefined') {
  installChunkTableLoader(__webpack_require__, window.fetch.bind(window));
}
