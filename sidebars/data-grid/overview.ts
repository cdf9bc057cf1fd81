import type {SidebarItem} from './types';

/** Quickstart, features and the showcase demos, right under the Data Grid landing page. */
export const overviewItems: SidebarItem[] = [];

/** Styling and overlays (the "Customization" group). */
export const customizationItems: SidebarItem[] = [];
