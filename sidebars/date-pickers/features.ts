import type {SidebarItem} from '../types';

/** Features shared by every picker (fields, validation, localization, customization, ...). */
export const featureItems: SidebarItem[] = [];
