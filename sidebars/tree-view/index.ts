import type {SidebarItem} from '../types';

/** The Tree View part of the X sidebar (below the landing page, above the API reference). */
const treeViewItems: SidebarItem[] = [];

export default treeViewItems;
