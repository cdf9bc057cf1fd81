/**
 * page-handover: `@theme/PageHandover`, which keeps the page being left mounted, hidden, until the
 * new page's first frame has painted (README.md). Placed by src/theme/DocRoot/Layout/Main and by
 * plugins/load-before-navigating/pending-navigation.tsx.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function pageHandoverPlugin(_context: LoadContext): Plugin {
  return {
    name: 'page-handover',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
