/**
 * route-memo: `@docusaurus/renderRoutes` resolved to render-routes.tsx, whose route components skip
 * a render with equal props (README.md).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {evictCacheWith} from '../bundler-aliases';

export default function routeMemoPlugin(_context: LoadContext): Plugin {
  return {
    name: 'route-memo',
    configureWebpack(config) {
      evictCacheWith(config, __filename);
      return {
        resolve: {
          alias: {
            // Replaces core's own alias of the same name (plugins' aliases are merged after core's).
            '@docusaurus/renderRoutes': path.resolve(__dirname, 'render-routes.tsx'),
          },
        },
      };
    },
  };
}
