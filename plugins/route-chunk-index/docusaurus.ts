/**
 * Core's client/docusaurus.js (`window.docusaurus`: prefetch and preload, which every `<Link>`
 * calls), resolved here by the plugin's alias, with one change: a route's chunk names come from an
 * index built on the first prefetch (route-chunk-index.ts) instead of a scan of the whole
 * chunk-name table per matched route. Otherwise core's code: slow connections skip, each route
 * prefetched once, preloaded routes not prefetched.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import {indexChunkNames} from './route-chunk-index';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();
let chunkIndex: Map<string, string[]> | undefined;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

// As core: a reader on a slow or constrained connection is not sent files ahead of a click.
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

function chunkNamesOf(routePath: string): string[] {
  chunkIndex ??= indexChunkNames(routesChunkNames as Record<string, Record<string, unknown>>);
  return chunkIndex.get(routePath) ?? [];
}

const prefetch = (routePath: string): false | Promise<unknown> => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path as string));
  return Promise.all(
    chunkNames.map((chunkName) => {
      // As core: a chunk merged into another has no asset of its own (its URL says "undefined").
      const chunkAsset = __webpack_require__.gca(chunkName);
      return chunkAsset && !chunkAsset.includes('undefined') ? prefetchHelper(chunkAsset) : Promise.resolve();
    }),
  );
};

const preload = (routePath: string): false | Promise<unknown> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
