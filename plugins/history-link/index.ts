/**
 * history-link: `@docusaurus/Link` resolved to link.tsx, core's Link with links to absolute paths
 * navigating through the router's history instead of React Router's `<Link>` (README.md).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {evictCacheWith} from '../bundler-aliases';

export default function historyLinkPlugin(_context: LoadContext): Plugin {
  return {
    name: 'history-link',
    configureWebpack(config) {
      evictCacheWith(config, __filename);
      return {
        resolve: {
          alias: {
            // Replaces core's own alias of the same name (plugins' aliases are merged after core's).
            '@docusaurus/Link': path.resolve(__dirname, 'link.tsx'),
          },
        },
      };
    },
  };
}
