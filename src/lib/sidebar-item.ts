/**
 * A sidebar item, as the code that walks sidebars reads it: the docs plugin's loaded sidebars
 * (`LoadedVersion['sidebars']`, items with `id`) and the sidebar props the theme receives
 * (`PropSidebarItem`, items with `docId`) both fit it, which the type checks below hold: a change
 * in `@docusaurus/plugin-content-docs` that breaks what this code reads fails `tsc`.
 */
import type {LoadedVersion, PropSidebarItem} from '@docusaurus/plugin-content-docs';

export interface SidebarItemLike {
  type: string;
  id?: string;
  docId?: string;
  label?: string;
  href?: string;
  unlisted?: boolean;
  items?: readonly SidebarItemLike[];
  link?: {type: string; id?: string; permalink?: string};
  customProps?: Record<string, unknown>;
}

type LoadedSidebarItem = LoadedVersion['sidebars'][string][number];
type Fits<T extends SidebarItemLike> = T;
// Compile-time only: both of Docusaurus's item types are sidebar items in this sense.
export type _LoadedFits = Fits<LoadedSidebarItem>;
export type _PropFits = Fits<PropSidebarItem>;
