import type {SidebarItem} from '../types';

/** Quickstart, concepts, and one group per picker family (date, time, date time, ranges). */
export const componentItems: SidebarItem[] = [];
