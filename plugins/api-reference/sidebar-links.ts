/**
 * The docs sidebar's "API reference" groups list their pages only once a reader opens them. Built
 * into the sidebar, the ~390 X links (and 144 Material ones) were 6 KB gzip of the version data
 * every doc page loads, for a group that starts collapsed. The sidebar now carries one placeholder
 * item naming its section; the browser fetches the section's page list (the same data module the
 * API pages use) when the group opens. Pure: used by the build and by the browser.
 */
import type {ApiIndexEntry, ApiSection} from './model';
import {X_API_SECTIONS} from './routes';
import {PLANS} from '../../src/config/products';

export type ApiNavEntry = Pick<ApiIndexEntry, 'name' | 'path' | 'kind' | 'plan'>;

/** customProps key of the placeholder item that stands for a section's API page list. */
export const API_NAV_PROP = 'apiNav';

const SECTIONS: readonly ApiSection[] = [...X_API_SECTIONS, 'material'];
const KNOWN_PLANS = new Set<string>(PLANS);

/** The section a placeholder stands for, or undefined for any other item. */
export function apiNavSectionOf(customProps: Record<string, unknown> | undefined): ApiSection | undefined {
  const value = customProps?.[API_NAV_PROP];
  return SECTIONS.find((s) => s === value);
}

/** Validates a loaded page list; anything else is an error with a message, never a broken sidebar. */
export function parseApiNav(value: unknown, section: ApiSection): ApiNavEntry[] {
  if (!Array.isArray(value)) throw new Error(`API page list of ${section} is not a list`);
  return value.map((entry: unknown, index) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const ok =
      typeof e.name === 'string' &&
      typeof e.path === 'string' &&
      e.path.startsWith('/') &&
      (e.kind === 'component' || e.kind === 'interface') &&
      typeof e.plan === 'string' &&
      KNOWN_PLANS.has(e.plan);
    if (!ok) throw new Error(`API page list of ${section}: entry ${index} is not an API page`);
    return {name: e.name, path: e.path, kind: e.kind, plan: e.plan} as ApiNavEntry;
  });
}

export interface ApiSidebarLink {
  type: 'link';
  label: string;
  href: string;
}

export interface ApiSidebarGroup {
  type: 'category';
  label: string;
  items: ApiSidebarLink[];
  collapsed: boolean;
  collapsible: boolean;
}

/** Sidebar items for a section's pages: components by name, then interfaces in a collapsed group. */
export function apiNavSidebarItems(entries: readonly ApiNavEntry[], interfacesLabel: string): (ApiSidebarLink | ApiSidebarGroup)[] {
  const byName = (a: ApiNavEntry, b: ApiNavEntry) => a.name.localeCompare(b.name, 'en');
  const link = (e: ApiNavEntry): ApiSidebarLink => ({type: 'link', label: e.name, href: e.path});
  const components = entries
    .filter((e) => e.kind === 'component')
    .sort(byName)
    .map(link);
  const interfaces = entries
    .filter((e) => e.kind === 'interface')
    .sort(byName)
    .map(link);
  return interfaces.length
    ? [...components, {type: 'category', label: interfacesLabel, items: interfaces, collapsed: true, collapsible: true}]
    : components;
}
