/**
 * sidebar-category-expansion: theme-classic's DocSidebarItem/Category, ejected (theme/), so a closed
 * category opens with its page instead of animating open from the click on (README.md).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function sidebarCategoryExpansionPlugin(_context: LoadContext): Plugin {
  return {
    name: 'sidebar-category-expansion',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
