/**
 * "API reference" sidebar groups, generated from the same manifest as the pages. Read synchronously
 * by sidebars.ts; without a manifest (generator not run yet) the group is simply absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiManifest, ApiSection} from './model';

type SidebarLink = {type: 'link'; label: string; href: string; key: string};
type SidebarCategory = {type: 'category'; label: string; key: string; collapsed: boolean; items: (SidebarLink | SidebarCategory)[]};

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
  const pages = manifest?.pages.filter((p) => p.section === section) ?? [];
  if (!pages.length) return [];
  const link = (p: (typeof pages)[number]): SidebarLink => ({type: 'link', label: p.name, href: p.path, key: `api-${section}-${p.slug}`});
  const byName = (a: {name: string}, b: {name: string}) => a.name.localeCompare(b.name, 'en');
  const components = pages.filter((p) => p.kind === 'component').sort(byName).map(link);
  const interfaces = pages.filter((p) => p.kind === 'interface').sort(byName).map(link);
  const items: (SidebarLink | SidebarCategory)[] = [...components];
  if (interfaces.length) {
    items.push({type: 'category', label: 'Interfaces', key: `api-${section}-interfaces`, collapsed: true, items: interfaces});
  }
  return [{type: 'category', label: API_SIDEBAR_LABEL, key: `api-${section}`, collapsed: true, items}];
}
