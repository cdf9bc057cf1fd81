import type {SidebarItem} from './types';

/** Migration guides, grouped by the version they upgrade to. */
export const migrationItems: SidebarItem[] = [];
