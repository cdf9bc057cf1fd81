/**
 * Which docs' descriptions a version still needs to ship: those a doc card shows. `<DocCardList />`
 * on a category's own page lists the category's items, and a card of a doc reads that doc's
 * description from the version data; nothing else on a page reads it.
 */

// The few fields of Docusaurus's loaded docs content this module reads.
import type {SidebarItemLike} from '../../src/lib/sidebar-item';

export type {SidebarItemLike};
export interface LoadedVersionLike {
  versionName: string;
  docs: Array<{id: string; source: string}>;
  sidebars: Record<string, SidebarItemLike[]>;
}

export const versionKey = (pluginId: string, versionName: string) => `${pluginId}:${versionName}`;

function walk(items: readonly SidebarItemLike[], visit: (item: SidebarItemLike) => void): void {
  for (const item of items) {
    visit(item);
    if (item.items) walk(item.items, visit);
  }
}

/** Ids of the docs whose cards appear on a category page of this version. */
export function docsShownAsCards(version: LoadedVersionLike, pageListsCards: (source: string) => boolean): string[] {
  const sourceOf = new Map(version.docs.map((d) => [d.id, d.source]));
  const keep = new Set<string>();
  for (const sidebar of Object.values(version.sidebars)) {
    walk(sidebar, (item) => {
      const pageId = item.type === 'category' && item.link?.type === 'doc' ? item.link.id : undefined;
      const source = pageId ? sourceOf.get(pageId) : undefined;
      if (!source || !pageListsCards(source)) return;
      for (const child of item.items ?? []) {
        if ((child.type === 'doc' || child.type === 'ref') && child.id) keep.add(child.id);
      }
    });
  }
  return [...keep].sort();
}
