/**
 * When a sidebar entry must render again on a page switch. theme-classic hands every entry of
 * every open level the new `activePath`, so the whole sidebar renders again on each switch (447
 * components on the Data Grid's), though only the entries holding the page left or the page shown
 * look any different: their active marks, and a category opening for its page. An entry that holds
 * neither renders exactly as before.
 */

import type {SidebarItemLike} from '../../src/lib/sidebar-item';

export type {SidebarItemLike};

export interface SidebarItemProps<Item extends SidebarItemLike = SidebarItemLike> {
  item: Item;
  activePath: string;
  [other: string]: unknown;
}

/** theme-classic's isActiveSidebarItem: the item is the page at `path`, or (a category) holds it. */
export type IsActiveItem<Item> = (item: Item, path: string) => boolean;

/** An entry as the docs plugin gives it to the sidebar: links and categories have pages. */
export interface SidebarTreeItem extends SidebarItemLike {
  href?: string;
  items?: readonly SidebarTreeItem[];
}

/** theme-common's isSamePath, one side at a time: a trailing slash added, lower case. */
export const normalizedPath = (path: string) => (path === '' || path.endsWith('/') ? path : `${path}/`).toLowerCase();

const pathsCache = new WeakMap<SidebarTreeItem, ReadonlySet<string>>();

/** The pages an entry stands for: a link's; a category's own and those of every entry inside it. Collected once per entry. */
function pagesOf(item: SidebarTreeItem): ReadonlySet<string> {
  let pages = pathsCache.get(item);
  if (!pages) {
    const set = new Set<string>();
    if (item.type === 'link' || item.type === 'category') {
      if (item.href !== undefined) set.add(normalizedPath(item.href));
      if (item.type === 'category') for (const child of item.items ?? []) for (const page of pagesOf(child)) set.add(page);
    }
    pages = set;
    pathsCache.set(item, pages);
  }
  return pages;
}

/**
 * isActiveSidebarItem by lookup (the same answers): the comparison below asks it of every entry of
 * every open level twice per switch, and the docs plugin's version walks a category's whole
 * subtree each time.
 */
export function holdsPage(item: SidebarTreeItem, path: string): boolean {
  return pagesOf(item).has(normalizedPath(path));
}

/**
 * Whether an entry renders the same with `next` props as with `prev`: every prop but the active
 * path identical, and the active path either unchanged or, on a switch, neither the page left nor
 * the page shown in it. HTML entries do not depend on the active path.
 */
export function sidebarItemUnchanged<Item extends SidebarItemLike>(
  prev: SidebarItemProps<Item>,
  next: SidebarItemProps<Item>,
  isActive: IsActiveItem<Item>,
): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(prev).length) return false;
  if (!keys.every((key) => key === 'activePath' || Object.is(prev[key], next[key]))) return false;
  if (prev.activePath === next.activePath || next.item.type === 'html') return true;
  return !isActive(next.item, prev.activePath) && !isActive(next.item, next.activePath);
}
