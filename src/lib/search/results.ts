/**
 * Search results as the search bar shows them: which indexes to ask (the reader's own section
 * first), and the pages every index returns merged into groups by product, the reader's product
 * first (unless another group has the page the reader named exactly). Pure: the search bar feeds
 * it what the search worker returns (ranking: ./engine.ts).
 */
import {REST_CONTEXT, SEARCH_CONTEXTS, type SearchContext} from '@site/src/config/search';
import {PRODUCTS} from '@site/src/config/products';
import {escapeRegExp} from '@site/src/lib/escape-regexp';
import {TIER} from './engine';

/** A document of the plugin's index (`i` id, `t` text, `u` url, `h` hash, `p` parent page, `b` breadcrumb, `s` section). */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  b?: string[];
  s?: string;
}

/** The plugin's document types: 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
export interface SearchHit {
  document: SearchDocument;
  type: number;
  page?: SearchDocument | false;
  tokens: string[];
  score: number;
}

/** A page as one index ranks it: its best line first, then matching headings and text of the page. */
export interface PageResult {
  page: SearchDocument;
  /** How it matched (engine.ts TIER): exact API name, exact title, title, exact heading, heading, description, text. */
  tier: number;
  /** Rank within the tier. */
  score: number;
  hits: SearchHit[];
}

export interface HitView {
  url: string;
  /** The matching title, heading or sentence. */
  text: string;
  /** Where it is: breadcrumb, page and section. */
  where: string;
  kind: 'page' | 'heading' | 'content';
  tokens: string[];
  /** A heading or text shown under its page's line. */
  child?: boolean;
}

export interface ResultGroup {
  id: string;
  label: string;
  hits: HitView[];
}

/** Lines shown for the reader's own group and for each other group (a page and the lines under it). */
export const OWN_GROUP_LIMIT = 10;
export const OTHER_GROUP_LIMIT = 5;
/** Pages each index returns for the reader's own group and for the others. */
export const OWN_GROUP_PAGES = 8;
export const OTHER_GROUP_PAGES = 4;
/** A group whose best page matched this well (an exact title or API name, engine.ts TIER) goes before the reader's own group when that has nothing as good. */
export const PROMOTING_TIER = TIER.exactTitle;

/** The context of a page, by the plugin's rule: the first context path the URI equals or is under. */
export function contextForPath(pathname: string, versionUrl: string, contexts: SearchContext[] = SEARCH_CONTEXTS): string {
  if (!pathname.startsWith(versionUrl)) return REST_CONTEXT;
  const uri = pathname.slice(versionUrl.length);
  const match = contexts.find((c) => c.path !== REST_CONTEXT && (uri === c.path || uri.startsWith(`${c.path}/`)));
  return match?.path ?? REST_CONTEXT;
}

export function groupOf(context: string, contexts: SearchContext[] = SEARCH_CONTEXTS): string {
  return contexts.find((c) => c.path === context)?.group ?? 'material';
}

/**
 * Indexes to ask, in order: the reader's own context, the rest of its group, then the others.
 * An older version has one index of its own (its docs are not split), so only that is asked.
 */
export function searchPlan(current: string, isLatestVersion: boolean, contexts: SearchContext[] = SEARCH_CONTEXTS): string[] {
  if (!isLatestVersion) return [REST_CONTEXT];
  const own = groupOf(current, contexts);
  const paths = contexts.map((c) => c.path);
  const sameGroup = contexts.filter((c) => c.group === own && c.path !== current).map((c) => c.path);
  return [current, ...sameGroup, ...paths.filter((p) => p !== current && !sameGroup.includes(p))];
}

/** Card headings of category pages start with an emoji icon (📄️, 🗃️): noise in a result. */
const LEADING_ICON = /^[\p{Extended_Pictographic}\uFE0F\s]+/u;

/**
 * A category's own page ends its breadcrumb with the category's label, which is also the page's
 * title ("Main features › Main features"): a level is named once.
 */
function joinPath(parts: (string | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .filter((p, i, all) => i === 0 || p !== all[i - 1])
    .join(' › ');
}

export function hitView(hit: SearchHit): HitView {
  const {document: doc, type, page} = hit;
  const url = doc.u + (doc.h ?? '');
  const kind = type === 0 || type === 3 ? 'page' : type === 1 ? 'heading' : 'content';
  const pageDoc = page || undefined;
  const breadcrumb = pageDoc ? [...(pageDoc.b ?? []), pageDoc.t] : (doc.b ?? []);
  const section = kind === 'content' && doc.s && doc.s !== pageDoc?.t ? doc.s : undefined;
  const text = kind === 'page' && type === 3 && doc.s ? doc.s : doc.t;
  return {url, text: text.replace(LEADING_ICON, ''), where: joinPath([...breadcrumb, section]), kind, tokens: hit.tokens};
}

/** The group of the best pages over every index, shown first: one line per page. */
export const BEST_GROUP = 'best';
/** Pages in the best group. */
export const BEST_PAGES = 3;

/** A page as the best group weighs it: whether it is of the reader's own product, or of their own section (the introduction and the guides around the products included). */
export interface WeighedPage {
  page: PageResult;
  ownProduct: boolean;
  ownSection: boolean;
}

/**
 * How pages of different indexes compare for the best group: an API name typed exactly, then the
 * titles and sidebar labels equal to the query or holding it as a phrase (comparable matches,
 * wherever they live), then the rest; within each, the reader's own product first, then the
 * closer match (tier), their own section, the score.
 */
export function compareAcross(a: WeighedPage, b: WeighedPage): number {
  const band = (tier: number) => (tier === TIER.exactApiName ? 2 : tier >= TIER.nearTitle ? 1 : 0);
  return (
    band(b.page.tier) - band(a.page.tier) ||
    Number(b.ownProduct) - Number(a.ownProduct) ||
    b.page.tier - a.page.tier ||
    Number(b.ownSection) - Number(a.ownSection) ||
    b.page.score - a.page.score ||
    a.page.page.t.length - b.page.page.t.length
  );
}

/**
 * Merges the pages of each asked index into groups. First the best pages over every index
 * (compareAcross), each once with its best line, so the first three lines are three pages; then
 * the other pages by product, in the order their first index was asked, the reader's own first,
 * except that a group with an exact title or API name goes before a reader's group without one;
 * within a group pages by tier and score, each with its lines; a URL shown once.
 */
export function groupResults(
  batches: {context: string; pages: PageResult[]}[],
  /** A group's name in the reader's language. */
  groupLabel: (id: string) => string,
  ownGroup: string,
  contexts: SearchContext[] = SEARCH_CONTEXTS,
  /** URL prefixes of the reader's own product outside its group (its API pages). */
  prefer: string[] = [],
  bestCount = BEST_PAGES,
  /** Lines shown for the reader's own group and for each other group (the search page shows more). */
  lines: {own: number; other: number} = {own: OWN_GROUP_LIMIT, other: OTHER_GROUP_LIMIT},
): ResultGroup[] {
  const byGroup = new Map<string, PageResult[]>();
  const everyPage: WeighedPage[] = [];
  for (const batch of batches) {
    const id = groupOf(batch.context, contexts);
    byGroup.set(id, [...(byGroup.get(id) ?? []), ...batch.pages]);
    // The introduction and the guides around the products are a section, not a product: they say less of what a reader looks for.
    const ownProduct = id === ownGroup && PRODUCTS.some((p) => p.id === id);
    for (const page of batch.pages) {
      const own = ownProduct || prefer.some((p) => page.page.u.startsWith(p));
      everyPage.push({page, ownProduct: own, ownSection: id === ownGroup});
    }
  }
  const seen = new Set<string>();
  const bestPages = new Set<string>();
  const best: HitView[] = [];
  for (const {page} of everyPage.sort(compareAcross)) {
    if (best.length >= bestCount) break;
    const primary = page.hits[0];
    if (!primary || bestPages.has(page.page.u)) continue;
    const view = hitView(primary);
    bestPages.add(page.page.u);
    seen.add(view.url);
    best.push(view);
  }
  const result: (ResultGroup & {best: number; bestScore: number})[] = [];
  for (const [id, pages] of byGroup) {
    const limit = id === ownGroup ? lines.own : lines.other;
    const sorted = [...pages].sort((a, b) => b.tier - a.tier || b.score - a.score);
    const views: HitView[] = [];
    for (const page of sorted) {
      if (views.length >= limit) break;
      const [primary, ...children] = page.hits;
      if (!primary || bestPages.has(page.page.u)) continue;
      const view = hitView(primary);
      if (seen.has(view.url)) continue;
      seen.add(view.url);
      views.push(view);
      for (const child of children) {
        if (views.length >= limit) break;
        const line = hitView(child);
        if (seen.has(line.url)) continue;
        seen.add(line.url);
        views.push({...line, child: true});
      }
    }
    if (!views.length) continue;
    result.push({id, label: groupLabel(id), hits: views, best: sorted[0].tier, bestScore: sorted[0].score});
  }
  const ownBest = result.find((g) => g.id === ownGroup)?.best ?? -1;
  // Among promoted groups, the closer match first (its score counts the reader's own product's API pages first).
  const promoted = result
    .filter((g) => g.id !== ownGroup && g.best >= PROMOTING_TIER && g.best > ownBest)
    .sort((a, b) => b.best - a.best || b.bestScore - a.bestScore);
  const own = result.filter((g) => g.id === ownGroup);
  const rest = result.filter((g) => g.id !== ownGroup && !promoted.includes(g));
  const groups = [...promoted, ...own, ...rest].map(({best: _best, bestScore: _score, ...group}) => group);
  return best.length ? [{id: BEST_GROUP, label: groupLabel(BEST_GROUP), hits: best}, ...groups] : groups;
}

/**
 * URL prefixes ranked first among equal matches: the API pages of the product the reader is in
 * (a prop name that every component has finds the reader's product's component first).
 */
export function preferredPrefixes(pathname: string, versionUrl: string, contexts: SearchContext[] = SEARCH_CONTEXTS): string[] {
  const uri = pathname.startsWith(versionUrl) ? pathname.slice(versionUrl.length) : '';
  const apiProduct = /^x\/api\/([^/]+)/.exec(uri)?.[1];
  const group = apiProduct ?? groupOf(contextForPath(pathname, versionUrl, contexts), contexts);
  return PRODUCTS.some((p) => p.id === group) ? [`${versionUrl}x/api/${group}/`] : [];
}

/** Splits `text` into plain and matching parts for <mark>, case-insensitively, longest token first. */
export function highlightParts(text: string, tokens: string[]): {text: string; match: boolean}[] {
  const words = [...new Set(tokens.filter((t) => t.trim()))].sort((a, b) => b.length - a.length);
  if (!words.length) return [{text, match: false}];
  const escaped = words.map(escapeRegExp);
  const parts: {text: string; match: boolean}[] = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(escaped.join('|'), 'gi'))) {
    if (m.index > last) parts.push({text: text.slice(last, m.index), match: false});
    parts.push({text: m[0], match: true});
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), match: false});
  return parts;
}
