/**
 * The search itself, as the search worker runs it over one section's index: the lunr queries of
 * ./query-plan.ts run over each part of the index, and how the matches rank as pages.
 *
 * A page ranks by the best way it matched, in tiers: an API name typed exactly (the component's
 * page or the prop's row), a title or sidebar label equal to the query, one holding the query as
 * a phrase (near-exact: "Zoom and pan" for zoom), a title containing its words, a heading equal to
 * it, a heading containing it, a title containing some of its words, the description, the text. A
 * product's name added to the query ("chart tooltip") counts as said by that product's pages. Within a tier, a
 * closer match (exact words before typed prefixes, synonyms and typos; the query covering more
 * of the title) ranks first. Headings and text of a page group under the page instead of filling
 * the list. Pure: lunr indexes and the plugin's word cutting come in as arguments.
 */
import {PRODUCT_QUERY_WORDS, SEARCH_KEYWORD_SEPARATOR} from '@site/src/config/search';
import {PRODUCTS} from '@site/src/config/products';
import type {PageResult, SearchDocument, SearchHit} from './results';
import {
  IDEOGRAPH,
  looksLikeApiName,
  nameWords,
  normalize,
  normalizeName,
  planQueries,
  singular,
  withoutApiPageWord,
  type PlannedQuery,
  type QueryTools,
} from './query-plan';

/** The plugin's document types, one lunr index each. */
export const DOC_TYPE = {title: 0, heading: 1, description: 2, keywords: 3, content: 4} as const;

/**
 * Ranking tiers, best last. A title that holds only some of the query's words ranks below a
 * heading that holds them all ("disable past dates": the validation page's "Disable past or future
 * dates" before a migration guide titled "… Date … Pickers"); a heading holding only some, with the text.
 */
export const TIER = {
  content: 0,
  description: 1,
  partialTitle: 2,
  heading: 3,
  exactHeading: 4,
  title: 5,
  nearTitle: 6,
  exactTitle: 7,
  exactApiName: 8,
} as const;

/** lunr's constants (lunr.Query.presence.REQUIRED, lunr.Query.wildcard.*). */
const REQUIRED = 2;
const WILDCARD_NONE = 0;
const WILDCARD_TRAILING = 2;

interface LunrQueryBuilder {
  term(value: string, options: {presence: number; wildcard: number; editDistance?: number}): unknown;
}

export interface LunrIndex {
  query(build: (query: LunrQueryBuilder) => void): {ref: string; score: number}[];
}

export interface SubIndex {
  type: number;
  documents: SearchDocument[];
  byId: Map<string, SearchDocument>;
  index: LunrIndex;
}

/** One section's index as the worker holds it. */
export interface LoadedIndex {
  subIndexes: SubIndex[];
  /** Chinese words of the index, to cut a Chinese query into (the build cut the text with jieba). */
  zhDictionary: string[];
}

export interface Match {
  doc: SearchDocument;
  type: number;
  query: PlannedQuery;
  /** lunr's score in its own index. */
  score: number;
}

/** Text and description indexes stop collecting once they hold this many matches. */
const TEXT_MATCH_CAP = 60;
/** Typos and left-out words are only tried while the precise queries found fewer pages than this. */
const ENOUGH_PRECISE = 8;

/** Runs the planned queries over every part of the index, the closest match of each document kept. */
export function runQueries(loaded: LoadedIndex, queries: PlannedQuery[]): Match[] {
  const best = new Map<string, Match>();
  const perType = new Map<number, number>();
  const precisePages = new Set<number>();
  for (const query of queries) {
    const loose = query.kind === 'fuzzy' || query.kind === 'partial';
    if (loose && precisePages.size >= ENOUGH_PRECISE) continue;
    for (const sub of loaded.subIndexes) {
      const isText = sub.type === DOC_TYPE.content || sub.type === DOC_TYPE.description;
      if (isText && (perType.get(sub.type) ?? 0) >= TEXT_MATCH_CAP) continue;
      // Typos and left-out words are looked for in names only: over the text they cost the most and find the least.
      if (isText && loose) continue;
      const results = sub.index.query((q) => {
        for (const item of query.items) {
          q.term(item.value, {
            presence: REQUIRED,
            wildcard: item.trailing ? WILDCARD_TRAILING : WILDCARD_NONE,
            ...(item.editDistance ? {editDistance: item.editDistance} : {}),
          });
        }
      });
      for (const result of results) {
        const key = `${sub.type}:${result.ref}`;
        const previous = best.get(key);
        if (previous && previous.query.quality >= query.quality) continue;
        const doc = sub.byId.get(result.ref);
        if (!doc) continue;
        if (!previous) perType.set(sub.type, (perType.get(sub.type) ?? 0) + 1);
        best.set(key, {doc, type: sub.type, query, score: result.score});
        if (!loose && sub.type !== DOC_TYPE.content && sub.type !== DOC_TYPE.description)
          precisePages.add(sub.type === DOC_TYPE.title ? doc.i : (doc.p ?? doc.i));
      }
    }
  }
  return [...best.values()];
}

export interface RankOptions {
  /** The index is an API reference (its rows are API names). */
  isApi: boolean;
  /** What the reader typed. */
  input: string;
  /** URL prefixes ranked first within a tier (the reader's own product's API pages). */
  prefer?: string[];
  /** Pages to return. */
  limit: number;
}

/** Lines shown under a page for its matching headings and text. */
export const CHILD_LIMIT = 2;

interface Ranked {
  hit: SearchHit;
  tier: number;
  score: number;
}

const compareRanked = (a: {tier: number; score: number}, b: {tier: number; score: number}) => b.tier - a.tier || b.score - a.score;

/** Share of a title or heading the query's words cover (the same words in a short title beat a long one). */
function coverage(query: PlannedQuery, text: string): number {
  const n = normalizeName(text).length;
  return n ? Math.min(1, normalize(query.items.map((i) => i.value).join('')).length / n) : 0;
}

/** A near-exact name: the query is at least this share of it. */
const NEAR_COVERAGE = 0.3;

/** How a title or sidebar label compares with the phrase: equal (same words, plural aside), holding it as a phrase, or neither. */
export function nameMatch(name: string, phrase: string): 'exact' | 'near' | undefined {
  const n = normalizeName(name);
  const p = normalize(phrase);
  if (!p || !n.includes(p.replace(/s$/, ''))) return undefined;
  const words = nameWords(name);
  const typed = nameWords(phrase);
  if (n === p || words.join(' ') === typed.join(' ')) return 'exact';
  if (p.length / n.length < NEAR_COVERAGE) return undefined;
  // Chinese has no spaces: held as a substring; English as whole words in a row.
  if (IDEOGRAPH.test(phrase)) return n.includes(p) ? 'near' : undefined;
  return words.some((_, i) => typed.every((w, j) => words[i + j] === w)) ? 'near' : undefined;
}

/** The product a page belongs to (its docs or its API pages), by URL. */
function productOf(url: string): string | undefined {
  return PRODUCTS.find((p) => url.includes(`/x/${p.slug}`) || url.includes(`/x/api/${p.id}/`))?.id;
}

/** A partial query whose left-out words name the page's product ("chart" of "chart tooltip" on a Charts page) stands for its remaining words. */
function phraseFor(query: PlannedQuery, url: string): string | undefined {
  if (query.missed) return undefined;
  if (query.kind !== 'partial') return query.phrase;
  const product = productOf(url);
  const words = product ? (PRODUCT_QUERY_WORDS[product] ?? []) : [];
  if (!query.dropped?.length || !query.dropped.every((w) => words.includes(singular(w)))) return undefined;
  return query.items.map((i) => i.value).join(' ');
}

function rankMatch(match: Match, options: RankOptions, apiName: boolean): {tier: number; score: number} {
  const {doc, type, query} = match;
  const textScore = match.score / (1 + match.score);
  if (type === DOC_TYPE.title || type === DOC_TYPE.keywords) {
    const names = type === DOC_TYPE.title ? [doc.t] : doc.t.split(SEARCH_KEYWORD_SEPARATOR);
    const said = phraseFor(query, doc.u);
    const matched = said === undefined ? [] : names.map((n) => nameMatch(n, said));
    const exact = matched.includes('exact');
    if (exact && apiName && options.isApi) return {tier: TIER.exactApiName, score: query.quality};
    const full = said !== undefined;
    const tier = exact ? TIER.exactTitle : matched.includes('near') ? TIER.nearTitle : full ? TIER.title : TIER.partialTitle;
    return {tier, score: query.quality * (0.5 + 0.5 * coverage(query, names.join(''))) + 0.01 * textScore};
  }
  if (type === DOC_TYPE.heading) {
    const said = phraseFor(query, doc.u);
    // An API row's name is one word: words typed apart ("cell editing") are not the class `cell--editing`.
    const oneWord = !options.isApi || !/\s/.test(options.input.trim());
    const exact = said !== undefined && oneWord && normalizeName(doc.t) === normalize(said);
    if (exact && apiName && options.isApi) return {tier: TIER.exactApiName, score: query.quality};
    const tier = exact ? TIER.exactHeading : said !== undefined ? TIER.heading : TIER.content;
    return {tier, score: query.quality * (0.5 + 0.5 * coverage(query, doc.t)) + 0.01 * textScore};
  }
  return {tier: type === DOC_TYPE.description ? TIER.description : TIER.content, score: query.quality * textScore};
}

/** Ranks one index's matches as pages, best first, each with its matching headings and text under it. */
export function rankPages(loaded: LoadedIndex, matches: Match[], options: RankOptions): PageResult[] {
  const titles = loaded.subIndexes.find((s) => s.type === DOC_TYPE.title);
  if (!titles) return [];
  const apiName = looksLikeApiName(options.input);
  const tokens = [...new Set(matches.flatMap((m) => m.query.items.map((i) => i.value)))];
  const pages = new Map<number, {page: SearchDocument; titleMatch?: Ranked; others: Ranked[]}>();
  for (const match of matches) {
    const pageId = match.type === DOC_TYPE.title ? match.doc.i : match.doc.p;
    const page = pageId === undefined ? undefined : titles.byId.get(String(pageId));
    if (!page) continue;
    const {tier, score: base} = rankMatch(match, options, apiName);
    const preferred = options.prefer?.some((prefix) => page.u.startsWith(prefix)) ? 0.25 : 0;
    const score = base + preferred;
    const entry = pages.get(page.i) ?? {page, others: []};
    pages.set(page.i, entry);
    if (match.type === DOC_TYPE.title || match.type === DOC_TYPE.keywords) {
      if (!entry.titleMatch || compareRanked({tier, score}, entry.titleMatch) < 0) {
        entry.titleMatch = {hit: {document: page, type: DOC_TYPE.title, tokens, score}, tier, score};
      }
    } else {
      entry.others.push({hit: {document: match.doc, type: match.type, page, tokens, score}, tier, score});
    }
  }
  const results: PageResult[] = [];
  for (const {page, titleMatch, others} of pages.values()) {
    others.sort(compareRanked);
    const primary = titleMatch && (!others.length || compareRanked(titleMatch, others[0]) <= 0) ? titleMatch : others[0];
    const shown = new Set([primary.hit.document.u + (primary.hit.document.h ?? '')]);
    const children: SearchHit[] = [];
    for (const other of others) {
      if (children.length >= CHILD_LIMIT) break;
      // The description is the page itself; a heading's text goes where the heading goes.
      const url = other.hit.document.u + (other.hit.document.h ?? '');
      if (other === primary || other.hit.type === DOC_TYPE.description || shown.has(url)) continue;
      shown.add(url);
      children.push(other.hit);
    }
    // More ways to match is a small plus between pages of the same tier.
    // An API name typed exactly is the same name on every page that has it: the shorter page name (the main component) first.
    const support =
      primary.tier === TIER.exactApiName ? 0 : Math.min(0.1, 0.02 * (others.length + (titleMatch && primary !== titleMatch ? 1 : 0)));
    results.push({page, tier: primary.tier, score: primary.score + support, hits: [primary.hit, ...children]});
  }
  return results.sort((a, b) => compareRanked(a, b) || a.page.t.length - b.page.t.length).slice(0, options.limit);
}

/** Loads one index file's JSON (the plugin's five parts) with lunr's loader. */
export function loadIndex(json: {documents: SearchDocument[]; index: unknown}[], load: (serialized: unknown) => LunrIndex): LoadedIndex {
  const zh = new Set<string>();
  const subIndexes = json.map(({documents, index}, type) => {
    for (const [term] of (index as {invertedIndex: [string, unknown][]}).invertedIndex) {
      if (IDEOGRAPH.test(term[0])) zh.add(term);
    }
    return {type, documents, byId: new Map(documents.map((d) => [String(d.i), d])), index: load(index)};
  });
  return {subIndexes, zhDictionary: [...zh]};
}

/** The whole search of one index. */
export function searchIndex(
  loaded: LoadedIndex,
  input: string,
  locale: string,
  tools: QueryTools,
  options: Omit<RankOptions, 'input'>,
): PageResult[] {
  const typed = withoutApiPageWord(input);
  const queries = planQueries(typed, locale, loaded.zhDictionary, tools);
  if (!queries.length) return [];
  return rankPages(loaded, runQueries(loaded, queries), {...options, input: typed});
}
