/**
 * Slims the version data Docusaurus loads on every doc page of a version (the route prop holding
 * the sidebars and an entry per doc). In the browser only DocCard reads a doc entry
 * (`useDocById(item.docId)`, which throws for a missing id, for a link card's description), and
 * nothing reads `unlisted` on a sidebar item unless it is true. So every entry stays but carries only
 * its id, plus its description where a doc card shows it (keep.ts), and `unlisted: false` goes.
 * Sidebar links keep `docId`: the breadcrumbs only follow links that have one. Descriptions still
 * reach search engines and social cards: those come from each page's own metadata.
 */
import type {SidebarItemLike} from '../../src/lib/sidebar-item';

interface VersionProp {
  version?: {
    pluginId?: string;
    version?: string;
    docs?: Record<string, {id?: string; description?: string}>;
    docsSidebars?: Record<string, SidebarItemLike[]>;
  };
}

function slimSidebar(items: SidebarItemLike[]): void {
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    if (item.unlisted === false) delete item.unlisted;
    if (Array.isArray(item.items)) slimSidebar(item.items);
  }
}

/** `keep` maps `pluginId:versionName` to the ids of the docs shown as cards (keep.ts). */
export function slimVersionProp(json: string, keep: Readonly<Record<string, readonly string[]>>): string {
  const prop = JSON.parse(json) as VersionProp;
  const version = prop.version;
  if (!version?.docs || typeof version.docs !== 'object') return json;
  const kept = new Set(keep[`${version.pluginId}:${version.version}`] ?? []);
  const docs: NonNullable<typeof version.docs> = {};
  for (const [id, doc] of Object.entries(version.docs)) {
    if (!doc || typeof doc !== 'object') continue;
    docs[id] = kept.has(id) && doc.description !== undefined ? {id, description: doc.description} : {id};
  }
  version.docs = docs;
  for (const sidebar of Object.values(version.docsSidebars ?? {})) {
    if (Array.isArray(sidebar)) slimSidebar(sidebar);
  }
  return JSON.stringify(prop);
}
