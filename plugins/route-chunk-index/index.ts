/**
 * route-chunk-index: core's `window.docusaurus` (client/docusaurus.js) resolved to docusaurus.ts,
 * whose prefetch looks a route's chunk names up in an index built once (README.md).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {coreClientFile, evictCacheWith, replaceModule} from '../bundler-aliases';

/** core's `window.docusaurus` (prefetch and preload), as clientEntry imports it (`./docusaurus`). */
const docusaurusClientFile = () => coreClientFile('docusaurus');

export default function routeChunkIndexPlugin(_context: LoadContext): Plugin {
  const replaced = replaceModule(
    docusaurusClientFile(),
    'docusaurus.ts',
    "compare docusaurus.ts with core's client/docusaurus.js",
    __dirname,
  );
  return {
    name: 'route-chunk-index',
    configureWebpack(config) {
      evictCacheWith(config, __filename);
      return {resolve: {alias: replaced}};
    },
  };
}
