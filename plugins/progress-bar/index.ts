/**
 * progress-bar: theme-classic's route progress bar (`nprogress`) resolved to progress-bar.ts, the
 * same bar and API animated without reading layout (README.md says what it bought).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {evictCacheWith} from '../bundler-aliases';

export default function progressBarPlugin(_context: LoadContext): Plugin {
  return {
    name: 'progress-bar',
    configureWebpack(config) {
      evictCacheWith(config, __filename);
      return {resolve: {alias: {nprogress$: path.resolve(__dirname, 'progress-bar.ts')}}};
    },
  };
}
