import type {SidebarItem} from './types';

/** Layout, the Columns group and Cells (inside "Main features"). */
export const layoutItems: SidebarItem[] = [];
export const columnsItems: SidebarItem[] = [];
export const cellsItems: SidebarItem[] = [];
