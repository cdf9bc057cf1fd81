/**
 * "API reference" sidebar groups, read synchronously by sidebars.ts from the generated manifest;
 * without a manifest (generator not run yet) the group is simply absent. A group holds one
 * placeholder the browser replaces with the section's pages when the group opens (sidebar-links.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiManifest, ApiSection} from './model';
import {API_NAV_PROP} from './sidebar-links';

type SidebarPlaceholder = {type: 'html'; value: string; customProps: {[API_NAV_PROP]: ApiSection}};
type SidebarCategory = {type: 'category'; label: string; key: string; collapsed: boolean; items: SidebarPlaceholder[]};

export const API_SIDEBAR_LABEL = 'API reference';

export function readApiManifest(siteDir: string = path.resolve(__dirname, '../..')): ApiManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, 'api-docs', 'manifest.json'), 'utf8')) as ApiManifest;
  } catch {
    return undefined;
  }
}

/** `[category]` for a section from the generated manifest, or `[]` when there is none yet. */
export function apiSidebarItems(section: ApiSection): SidebarCategory[] {
  return apiSidebarItemsFrom(section, readApiManifest());
}

/** `[category]` for a section, or `[]` when there is no data. Spread it into a sidebar's items. */
export function apiSidebarItemsFrom(section: ApiSection, manifest: ApiManifest | undefined): SidebarCategory[] {
  if (!manifest?.pages.some((p) => p.section === section)) return [];
  // `value` is what Docusaurus would render without our DocSidebarItem/Html wrapper: never shown.
  const placeholder: SidebarPlaceholder = {type: 'html', value: `<!-- ${section} API pages -->`, customProps: {[API_NAV_PROP]: section}};
  return [{type: 'category', label: API_SIDEBAR_LABEL, key: `api-${section}`, collapsed: true, items: [placeholder]}];
}
