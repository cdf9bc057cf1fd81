import type {SidebarItem} from './types';

/** The Components group (its own top-level group). */
export const componentsItems: SidebarItem[] = [];

/** API object, events, state, performance (the "Resources" group). */
export const resourcesItems: SidebarItem[] = [];
