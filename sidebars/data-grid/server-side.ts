import type {SidebarItem} from './types';

/** Scrolling, list view and the Server-side data group (inside "Advanced features"). */
export const serverSideItems: SidebarItem[] = [];
