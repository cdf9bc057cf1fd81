import type {SidebarItem} from './types';

/** Concepts shared by every product (slots and custom components, ...) and cross-product guides. */
export const commonConceptsItems: SidebarItem[] = [];
