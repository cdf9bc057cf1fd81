import type {SidebarItem} from './types';

/** The Rows and Editing groups (inside "Main features"). */
export const rowsItems: SidebarItem[] = [];
export const editingItems: SidebarItem[] = [];
