/**
 * Docusaurus gives the browser runtime `__webpack_require__.gca(chunkName)` (its ChunkAssetPlugin)
 * to preload a route's chunks by name; the table behind it lists every named chunk, including the
 * ~180 `demo-*` chunks no route preloads (1.8 KB gzip in the runtime every page loads). This
 * swaps in the same runtime function whose table leaves the demo chunks out; they load through
 * their `import()` calls, which need no name.
 */
import webpack, {type Chunk, type Compiler, type Configuration} from 'webpack';
import {DEMO_CHUNK_PREFIX} from './generate/emit';

const NAME = 'portal-chunk-asset-names';

/** `{chunkName: chunkId}` for the names a route may ask `gca` for. */
export function routeChunkTable(idToName: Record<string | number, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(idToName)
      .filter(([, name]) => !name.startsWith(DEMO_CHUNK_PREFIX))
      .map(([id, name]) => [name, id]),
  );
}

class ChunkAssetRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('ChunkAssetRuntimeModule', webpack.RuntimeModule.STAGE_ATTACH);
    this.fullHash = true;
  }

  override generate(): string {
    const table = routeChunkTable((this.chunk as Chunk).getChunkMaps(false).name);
    const {publicPath, getChunkScriptFilename} = webpack.RuntimeGlobals;
    return `__webpack_require__.gca = function(chunkId) { chunkId = ${JSON.stringify(table)}[chunkId]||chunkId; return ${publicPath} + ${getChunkScriptFilename}(chunkId); };`;
  }
}

class RouteChunkAssetPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}

/** Replaces Docusaurus's ChunkAssetPlugin in a client config; false (config untouched) if it is not there. */
export function swapChunkAssetPlugin(config: Configuration): boolean {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex((p) => p?.constructor?.name === 'ChunkAssetPlugin');
  if (index < 0) return false;
  plugins[index] = new RouteChunkAssetPlugin();
  return true;
}
