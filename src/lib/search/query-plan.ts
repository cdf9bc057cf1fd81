/**
 * What a reader's input becomes before it meets the index: the query and its synonyms
 * (src/config/search.ts), each way of cutting its words (Chinese through the index's own jieba
 * words), the last word as a prefix while it is being typed, typos and a left-out word, each with
 * how close it stays to what was typed. Also how names compare (normalize, API names). Pure.
 */
import {SEARCH_SYNONYMS} from '@site/src/config/search';

/** What the worker borrows from the search plugin and lunr. */
export interface QueryTools {
  /** Lowercase words and runs of Chinese characters. */
  tokenize(text: string): string[];
  /** The ways to cut tokens into the index's words; a `trailing` word is the start of a longer one. */
  smartTerms(tokens: string[], zhDictionary: string[]): {value: string; trailing?: boolean}[][];
  isStopWord(word: string): boolean;
}

export interface QueryItem {
  value: string;
  trailing: boolean;
  editDistance?: number;
}

/** One lunr query: every item required. */
export interface PlannedQuery {
  items: QueryItem[];
  /** How close a match through this query is to what the reader typed (1 = their words). */
  quality: number;
  /** The phrase it stands for, to tell an exact title from one that merely contains the words. */
  phrase: string;
  kind: 'exact' | 'typing' | 'fuzzy' | 'partial';
  /** Chinese characters of the input that the index's words could not place were left out (a weaker match, as a partial one). */
  missed?: boolean;
  /** A partial query's left-out words (a product's name left out still finds that product's page by its title). */
  dropped?: string[];
}

/** A Chinese character. */
export const IDEOGRAPH = /\p{Unified_Ideograph}/u;
const MAX_VARIANTS = 4;
const MAX_QUERIES = 24;
const QUALITY = {synonym: 0.95, typing: 0.9, zhPrefix: 0.9, fuzzy: 0.6, partial: 0.5} as const;
/** Typos are only looked for in words this long (shorter ones match too much). */
const FUZZY_MIN_LENGTH = 5;

/** Lowercase letters, digits and Chinese characters only: "Master-detail" and "master detail" are equal. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** An API page's title after its name: "API", "API 参考", and the plan chip of the h1. */
const API_TITLE_SUFFIX = /\s+API(\s+参考)?(\s+(Pro|Premium))?\s*$/;

/** A page or row name as a reader would type it: an API page's title without its suffix. */
export function normalizeName(name: string): string {
  return normalize(name.replace(API_TITLE_SUFFIX, ''));
}

export const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** A name's words, lowercase and singular ("Pie charts" → pie chart): an API page's title without its suffix. */
export function nameWords(name: string): string[] {
  return name
    .replace(API_TITLE_SUFFIX, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/**
 * The query and its synonym variants (src/config/search.ts), the reader's own words first. An
 * English phrase matches whole words (plural `s` ignored), a Chinese one anywhere in the query.
 */
export function expandSynonyms(input: string, locale: string, table = SEARCH_SYNONYMS): {text: string; quality: number}[] {
  const groups = locale === 'zh' ? [...table.zh, ...table.en] : table.en;
  const variants = [{text: input.trim(), quality: 1}];
  const words = input
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const key = words.map(singular);
  for (const group of groups) {
    for (const phrase of group) {
      let replaced: string | undefined;
      if (IDEOGRAPH.test(phrase)) {
        if (input.includes(phrase)) replaced = input;
      } else {
        const phraseKey = phrase.split(' ').map(singular);
        const at = key.findIndex((_, i) => phraseKey.every((w, j) => key[i + j] === w));
        if (at >= 0) replaced = [...words.slice(0, at), '\u0000', ...words.slice(at + phraseKey.length)].join(' ');
      }
      if (replaced === undefined) continue;
      for (const other of group) {
        if (other === phrase) continue;
        const text = IDEOGRAPH.test(phrase) ? input.replace(phrase, other) : replaced.replace('\u0000', other);
        if (!variants.some((v) => v.text === text)) variants.push({text: text.trim(), quality: QUALITY.synonym});
      }
      break;
    }
  }
  return variants.slice(0, MAX_VARIANTS);
}

/** Words after an API name that ask for its reference page: "DateRangePicker props". */
const API_PAGE_WORDS = /\s+(props?|properties|api|属性|参数)\s*$/i;

/** The API name alone when the input is one followed by a word asking for its reference ("DateRangePicker props" → "DateRangePicker"). */
export function withoutApiPageWord(input: string): string {
  const stripped = input.replace(API_PAGE_WORDS, '');
  return stripped !== input && looksLikeApiName(stripped) ? stripped.trim() : input;
}

/** Chinese characters of a query's items: a query of two or more must not rest on one shared character. */
const zhLength = (items: QueryItem[]) => items.filter((i) => IDEOGRAPH.test(i.value)).reduce((n, i) => n + i.value.length, 0);

/** The Chinese characters of `tokens` that none of `items` covers (each item's text taken once, in order of the items). */
function zhCharsLeftOut(tokens: string[], items: QueryItem[]): string[] {
  let rest = tokens.filter((t) => IDEOGRAPH.test(t)).join(' ');
  for (const item of items) if (IDEOGRAPH.test(item.value)) rest = rest.replace(item.value, ' ');
  return [...rest].filter((c) => IDEOGRAPH.test(c));
}

/**
 * The lunr queries for `input`, most exact first: each way of cutting its words, then the last
 * word as a prefix (still being typed), then with typos, then (three words or more) without one
 * of them.
 */
export function planQueries(input: string, locale: string, zhDictionary: string[], tools: QueryTools): PlannedQuery[] {
  const planned: PlannedQuery[] = [];
  const seen = new Set<string>();
  let zhTyped = 0;
  const add = (query: PlannedQuery) => {
    if (!query.items.length) return;
    // 饼图 must not find every page with 图 in it: two typed Chinese characters need two shared ones.
    if (zhTyped >= 2 && zhLength(query.items) < 2) return;
    const id = query.items.map((i) => `${i.value}${i.trailing ? '*' : ''}${i.editDistance ? `~${i.editDistance}` : ''}`).join(' ');
    if (seen.has(id)) return;
    seen.add(id);
    planned.push(query);
  };
  const later: PlannedQuery[] = [];
  for (const variant of expandSynonyms(input, locale)) {
    // A stop word (从, 的) is not in the index: left out rather than failing the whole query.
    const tokens = tools.tokenize(variant.text).filter((t) => !tools.isStopWord(t));
    if (!tokens.length) continue;
    const zhChars = tokens.filter((t) => IDEOGRAPH.test(t)).join('').length;
    zhTyped = Math.max(zhTyped, zhChars);
    // A Chinese word none of the index's words can cut makes no way to cut the whole: the other words are searched.
    let terms = tools.smartTerms(tokens, zhDictionary);
    if (!terms.length)
      terms = tools.smartTerms(
        tokens.filter((t) => tools.smartTerms([t], zhDictionary).length),
        zhDictionary,
      );
    for (const term of terms) {
      const items: QueryItem[] = term
        .filter((item) => !tools.isStopWord(item.value))
        .map((item) => ({value: item.value, trailing: Boolean(item.trailing)}));
      if (!items.length) continue;
      // Chinese characters the dictionary could not place are left out of the term: a weaker match,
      // unless the character is a stop word (的 of 禁用过去的日期), which the index never holds.
      const zhMissed = zhCharsLeftOut(tokens, items).filter((c) => !tools.isStopWord(c)).length;
      const coverage = zhChars ? (zhChars - zhMissed) / zhChars : 1;
      const prefix = items.some((i) => i.trailing) ? QUALITY.zhPrefix : 1;
      const base = variant.quality * coverage * coverage * prefix;
      const phrase = variant.text;
      const missed = coverage < 1 ? {missed: true} : {};
      add({items, quality: base, phrase, kind: 'exact', ...missed});
      const last = items[items.length - 1];
      if (!last.trailing && !IDEOGRAPH.test(last.value)) {
        later.push({
          items: [...items.slice(0, -1), {...last, trailing: true}],
          quality: base * QUALITY.typing,
          phrase,
          kind: 'typing',
          ...missed,
        });
      }
      if (items.some((i) => i.value.length >= FUZZY_MIN_LENGTH && !IDEOGRAPH.test(i.value))) {
        later.push({
          items: items.map((i) => (i.value.length >= FUZZY_MIN_LENGTH && !IDEOGRAPH.test(i.value) ? {...i, editDistance: 1} : i)),
          quality: base * QUALITY.fuzzy,
          phrase,
          kind: 'fuzzy',
          ...missed,
        });
      }
      if (items.length >= 2) {
        for (let drop = items.length - 1; drop >= 0; drop--) {
          later.push({
            items: items.filter((_, i) => i !== drop),
            quality: base * QUALITY.partial,
            phrase,
            kind: 'partial',
            dropped: [items[drop].value],
          });
        }
      }
    }
  }
  for (const query of later.sort((a, b) => b.quality - a.quality)) add(query);
  return planned.slice(0, MAX_QUERIES);
}

/** A camelCase or PascalCase word (`pageSizeOptions`, `DataGridPro`, not `MCP`): a name from the API. */
export function looksLikeApiName(input: string): boolean {
  const word = input.trim();
  return /^[A-Za-z][A-Za-z0-9]*$/.test(word) && /[a-z0-9][A-Z]/.test(word);
}
