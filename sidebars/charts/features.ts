import type {SidebarItem} from '../types';

/** Features common to every chart (axis, legend, tooltip, ...), hooks and plugins. */
export const featureItems: SidebarItem[] = [];
