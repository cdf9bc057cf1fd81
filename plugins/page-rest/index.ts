/**
 * page-rest: a long page's content after its first screen goes into `@theme/PageRest` (remark.ts,
 * given to the docs plugins in docusaurus.config.ts), which a link navigation renders in the frame
 * after the first one (README.md). This plugin provides the theme component.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export {default as remarkPageRest} from './remark';

export default function pageRestPlugin(_context: LoadContext): Plugin {
  return {
    name: 'page-rest',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
