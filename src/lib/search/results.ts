
/**
 * Search results as the search bar shows them: which indexes to ask (the reader's own section
 * first), and the hits of every index merged into groups by product, the reader's product first.
 * Pure: the search bar feeds it what the plugin's worker returns.
 */
import {REST_CONTEXT, SEARCH_CONTEXTS, type SearchContext} from '@site/src/config/search';
import {escapeRegExp} from '@site/src/lib/escape-regexp';

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

export interface HitView {
  url: string;
  /** The matching title, heading or sentence. */
  text: string;
  /** Where it is: breadcrumb, page and section. */
  where: string;
  kind: 'page' | 'heading' | 'content';
  tokens: string[];
}

export interface ResultGroup {
  id: string;
  label: string;
  hits: HitView[];
}

/** Hits shown for the reader's own group and for each other group. */
export const OWN_GROUP_LIMIT = 8;
export const OTHER_GROUP_LIMIT = 4;

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

/**
 * Merges the hits of each asked index into groups. Groups come in the order their first index was
 * asked (so the reader's own first); within a group by score; a URL shown once.
 */
export function groupResults(
  batches: {context: string; hits: SearchHit[]}[],
  /** A group's name in the reader's language. */
  groupLabel: (id: string) => string,
  ownGroup: string,
  contexts: SearchContext[] = SEARCH_CONTEXTS,
): ResultGroup[] {
  const byGroup = new Map<string, SearchHit[]>();
  for (const batch of batches) {
    const id = groupOf(batch.context, contexts);
    byGroup.set(id, [...(byGroup.get(id) ?? []), ...batch.hits]);
  }
  const seen = new Set<string>();
  const result: ResultGroup[] = [];
  for (const [id, hits] of byGroup) {
    const limit = id === ownGroup ? OWN_GROUP_LIMIT : OTHER_GROUP_LIMIT;
    const views: HitView[] = [];
    for (const hit of [...hits].sort((a, b) => b.score - a.score)) {
      const view = hitView(hit);
      if (seen.has(view.url)) continue;
      seen.add(view.url);
      views.push(view);
      if (views.length >= limit) break;
    }
    if (!views.length) continue;
    result.push({id, label: groupLabel(id), hits: views});
  }
  const own = result.findIndex((g) => g.id === ownGroup);
  if (own > 0) result.unshift(...result.splice(own, 1));
  return result;
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
