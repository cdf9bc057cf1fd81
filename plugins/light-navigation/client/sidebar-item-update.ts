/**
 * When a sidebar entry must render again on a page switch. theme-classic hands every entry of
 * every open level the new `activePath`, so the whole sidebar renders again on each switch (447
 * components on the Data Grid's), though only the entries holding the page left or the page shown
 * look any different: their active marks, and a category opening for its page. An entry that holds
 * neither renders exactly as before.
 */

export interface SidebarItemLike {
  type: string;
}

export interface SidebarItemProps<Item extends SidebarItemLike = SidebarItemLike> {
  item: Item;
  activePath: string;
  [other: string]: unknown;
}

/** theme-classic's isActiveSidebarItem: the item is the page at `path`, or (a category) holds it. */
export type IsActiveItem<Item> = (item: Item, path: string) => boolean;

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
