/**
 * load-before-navigating: core's PendingNavigation resolved to pending-navigation.tsx, where a link
 * loads the next page's chunks before it pushes the URL and a loaded page renders in one pass
 * (README.md).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {coreClientFile, evictCacheWith, replaceModule} from '../bundler-aliases';

/** core's client module, as App.js imports it (`./PendingNavigation`). */
const pendingNavigationFile = () => coreClientFile('PendingNavigation');

export default function loadBeforeNavigatingPlugin(_context: LoadContext): Plugin {
  const replaced = replaceModule(
    pendingNavigationFile(),
    'pending-navigation.tsx',
    "compare pending-navigation.tsx with core's",
    __dirname,
  );
  return {
    name: 'load-before-navigating',
    configureWebpack(config) {
      evictCacheWith(config, __filename);
      return {resolve: {alias: replaced}};
    },
  };
}
