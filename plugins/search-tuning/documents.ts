/**
 * What the search index holds, tuned between the search plugin's page scan and its index build
 * (pure; index.ts feeds it). The plugin reads each built page as a title, its headings, its
 * description and the text under each heading. On top of that:
 *
 * - a keywords document per page with the other names a reader knows it by: its sidebar label
 *   and, on a Chinese page, its English title and label (a reader may type 固定列 or "pinning");
 * - an API reference page becomes a document per row (prop, slot, CSS class: the name as a
 *   heading, the description as its text) instead of one block of the whole page, so a prop name
 *   finds its row (index.ts reads these pages itself, `api-pages.ts`: the plugin's scan of them
 *   would be a second parse of the largest pages, 60% of the built HTML);
 * - the cards of a category page ("📄️ Sorting") are left out: they repeat the titles and
 *   descriptions of the pages they link to, and outranked them.
 */
import {SEARCH_KEYWORD_SEPARATOR} from '../../src/config/search';

/** A document of the plugin's index (`i` id, `t` text, `u` url, `h` hash, `p` page, `b` breadcrumb, `s` section). */
export interface IndexDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  b?: string[];
  s?: string;
}

/** The plugin's five document lists: titles, headings, descriptions, keywords, text. */
export type DocumentLists = IndexDocument[][];

export const TITLES = 0;
export const HEADINGS = 1;
export const DESCRIPTIONS = 2;
export const KEYWORDS = 3;
export const CONTENT = 4;

/** Category cards start with an emoji icon (📄️ page, 🗃️ category). */
const CARD_ICON = /^[\p{Extended_Pictographic}\uFE0F]/u;

export function dropCategoryCards(lists: DocumentLists): DocumentLists {
  return lists.map((docs, type) => {
    if (type === HEADINGS) return docs.filter((d) => !CARD_ICON.test(d.t));
    if (type === CONTENT) return docs.filter((d) => !(d.s && CARD_ICON.test(d.s)));
    return docs;
  });
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Adds a keywords document to each page that has names besides its title (`namesByUrl`: title,
 * sidebar label, English title and label, in any order). The document lists the title too, so a
 * query mixing the names ("导出 export") finds the page.
 */
export function addPageNames(lists: DocumentLists, namesByUrl: ReadonlyMap<string, readonly string[]>): DocumentLists {
  const keywords = [...(lists[KEYWORDS] ?? [])];
  const withKeywords = new Set(keywords.map((d) => d.p ?? d.i));
  for (const title of lists[TITLES] ?? []) {
    const names = namesByUrl.get(title.u);
    if (!names || withKeywords.has(title.i)) continue;
    const unique: string[] = [title.t.trim()];
    for (const name of names) if (name.trim() && !unique.some((n) => sameName(n, name))) unique.push(name.trim());
    if (unique.length < 2) continue;
    keywords.push({i: title.i, t: unique.join(SEARCH_KEYWORD_SEPARATOR), s: title.t, u: title.u, p: title.i});
  }
  return lists.map((docs, type) => (type === KEYWORDS ? keywords : docs));
}

/** A row of an API reference table. */
export interface ApiRow {
  /** The row's anchor id (`prop-pageSizeOptions`). */
  id: string;
  /** What a reader types: the prop or slot name, or the global class name (`.MuiDataGrid-cell`). */
  name: string;
  description: string;
}

export interface ApiPage {
  /** What the search plugin takes as a page's title: its first `<h1>`, else its `<title>`. */
  title: string;
  /** The page's `<meta name="description">` and `<meta name="keywords">`, as the plugin indexes them. */
  description: string;
  keywords: string;
  /** The page's text outside its tables (introduction, import, demos). */
  intro: string;
  rows: ApiRow[];
}

/**
 * Adds each API page (by URL) as the search plugin would add a page (title, description, keywords
 * documents under one id), then its introduction and a heading and a text document per row, instead
 * of one text block of the whole page. New documents get ids from `firstId`. A row description
 * already indexed for an earlier row (inherited props, `classes`, `sx`, `slotProps`: four rows in
 * five repeat one) is not indexed again: the row still has its name as a heading, and the text is
 * found once.
 */
export function addApiPages(lists: DocumentLists, pagesByUrl: ReadonlyMap<string, ApiPage>, firstId: number): DocumentLists {
  let nextId = firstId;
  const added: IndexDocument[][] = lists.map(() => []);
  const described = new Set<string>();
  for (const [u, page] of pagesByUrl) {
    const p = nextId++;
    added[TITLES]!.push({i: p, t: page.title, u, b: []});
    if (page.description) added[DESCRIPTIONS]!.push({i: p, t: page.description, s: page.title, u, p});
    if (page.keywords) added[KEYWORDS]!.push({i: p, t: page.keywords, s: page.title, u, p});
    if (page.intro) added[CONTENT]!.push({i: nextId++, t: page.intro, s: page.title, u, h: '', p});
    for (const row of page.rows) {
      const h = `#${row.id}`;
      added[HEADINGS]!.push({i: nextId++, t: row.name, u, h, p});
      if (!row.description || described.has(row.description)) continue;
      described.add(row.description);
      added[CONTENT]!.push({i: nextId++, t: row.description, s: row.name, u, h, p});
    }
  }
  return lists.map((docs, type) => [...docs, ...added[type]!]);
}

/** The largest id in use (new documents go after it). */
export function maxDocumentId(lists: DocumentLists): number {
  return lists.reduce((max, docs) => docs.reduce((m, d) => Math.max(m, d.i), max), 0);
}

/** A serialized lunr index: `invertedIndex` entries are [term, {_index, field: {ref: metadata}}]. */
export interface SerializedIndex {
  invertedIndex: [string, Record<string, unknown>][];
  [key: string]: unknown;
}

/**
 * Keeps the first position of each term in each document: positions serve only the plugin's own
 * results page (/search), which marks the first match; the search bar marks words itself. About a
 * quarter of an index's weight.
 */
export function keepFirstPositions(index: SerializedIndex): SerializedIndex {
  for (const [, posting] of index.invertedIndex) {
    for (const [field, refs] of Object.entries(posting)) {
      if (field === '_index' || !refs || typeof refs !== 'object') continue;
      for (const metadata of Object.values(refs as Record<string, {position?: unknown[]}>)) {
        if (Array.isArray(metadata.position) && metadata.position.length > 1) metadata.position = metadata.position.slice(0, 1);
      }
    }
  }
  return index;
}

/** The search plugin's options that split the documents into one index per context. */
export interface SearchContextConfig {
  searchContextByPaths?: (string | {path: string})[];
  hideSearchBarWithNoSearchContext?: boolean;
  useAllContextsWithNoSearchContext?: boolean;
}

/** A route equal to `base` or under it (`x/api` is under `x`, `x-api` is not). */
export function isUnder(route: string, base: string): boolean {
  return route === base || route.startsWith(`${base}/`);
}

/**
 * The documents of each search context (the plugin's rule: a page belongs to every context path
 * it is under; outside them it goes to the rest, ''), five lists each.
 */
export function splitByContext(lists: DocumentLists, baseUrl: string, config: SearchContextConfig): Map<string, DocumentLists> {
  const byDir = new Map<string, DocumentLists>();
  const empty = (): DocumentLists => lists.map(() => []);
  const contextPaths = (config.searchContextByPaths ?? []).map((c) => (typeof c === 'string' ? c : c.path));
  if (!contextPaths.length) return new Map([['', lists]]);
  if (!config.hideSearchBarWithNoSearchContext) byDir.set('', empty());
  lists.forEach((docs, type) => {
    for (const doc of docs) {
      const uri = doc.u.startsWith(baseUrl) ? doc.u.slice(baseUrl.length) : undefined;
      const matched = uri === undefined ? [] : contextPaths.filter((p) => isUnder(uri, p));
      for (const dir of matched) {
        if (!byDir.has(dir)) byDir.set(dir, empty());
        byDir.get(dir)![type].push(doc);
      }
      if (!matched.length || config.useAllContextsWithNoSearchContext) byDir.get('')?.[type].push(doc);
    }
  });
  return new Map([...byDir].sort(([a], [b]) => a.localeCompare(b)));
}
