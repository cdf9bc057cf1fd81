/**
 * leading-emoji: theme-common's `emojiUtils` (DocCard's leading-emoji test) resolved to
 * leading-emoji.ts, the same answers with the expression built once (README.md).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {evictCacheWith, replaceModule} from '../bundler-aliases';

/** theme-common's module, as its `internal` entry imports it. The package exports no subpaths: its lib/ folder comes from the main entry. */
const emojiUtilsFile = () => path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'emojiUtils');

export default function leadingEmojiPlugin(_context: LoadContext): Plugin {
  const replaced = replaceModule(emojiUtilsFile(), 'leading-emoji.ts', "check DocCard's emoji test", __dirname);
  return {
    name: 'leading-emoji',
    configureWebpack(config) {
      evictCacheWith(config, __filename);
      return {resolve: {alias: replaced}};
    },
  };
}
