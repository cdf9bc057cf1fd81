/**
 * sidebar-item-memo: theme-classic's DocSidebarItem, memoized (theme/), so a page switch renders
 * only the sidebar entries holding the page left or the page shown (README.md).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function sidebarItemMemoPlugin(_context: LoadContext): Plugin {
  return {
    name: 'sidebar-item-memo',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
