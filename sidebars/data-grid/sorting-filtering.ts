import type {SidebarItem} from './types';

/** Sorting, Filtering, Pagination, Selection, Virtualization, Accessibility, Localization ("Main features"). */
export const sortingFilteringItems: SidebarItem[] = [];
