/**
 * Slims the version data Docusaurus loads on every doc page of a version (the route prop holding
 * the sidebars and an entry per doc). In the browser only DocCard reads a doc entry
 * (`useDocById(item.docId)` for a link card's description), and nothing reads `docId` on a sidebar
 * link but DocCard, nor `unlisted` unless it is true. So the entries and `docId`s of docs no card
 * shows are dropped, kept entries carry only their id and description, and `unlisted: false` goes:
 * about 2.9 of 10.4 KB gzip with 213 docs. Descriptions still reach search engines and social
 * cards: those come from each page's own metadata, not from the version data.
 */
interface SidebarItemLike {
  type?: string;
  docId?: string;
  unlisted?: boolean;
  items?: SidebarItemLike[];
}

interface VersionProp {
  version?: {
    pluginId?: string;
    version?: string;
    docs?: Record<string, {id?: string; description?: string}>;
    docsSidebars?: Record<string, SidebarItemLike[]>;
  };
}

function slimSidebar(items: SidebarItemLike[], kept: ReadonlySet<string>): void {
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    if (item.unlisted === false) delete item.unlisted;
    if (item.docId !== undefined && !kept.has(item.docId)) delete item.docId;
    if (Array.isArray(item.items)) slimSidebar(item.items, kept);
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
    if (!kept.has(id) || !doc || typeof doc !== 'object') continue;
    docs[id] = doc.description === undefined ? {id} : {id, description: doc.description};
  }
  version.docs = docs;
  for (const sidebar of Object.values(version.docsSidebars ?? {})) {
    if (Array.isArray(sidebar)) slimSidebar(sidebar, kept);
  }
  return JSON.stringify(prop);
}
