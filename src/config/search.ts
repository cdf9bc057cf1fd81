/**
 * How search is split and grouped. The search plugin builds one index per context path (so a
 * reader downloads the index of the section they search, never one index of everything), and the
 * search bar shows results grouped by product, the reader's own product first.
 * Read by docusaurus.config.ts (plugin option) and by the search bar (src/lib/search/).
 */
import {PRODUCTS, PRODUCT_LABELS_ZH} from './products';

export interface LocalizedLabel {
  en: string;
  zh: string;
}

export interface SearchGroup {
  id: string;
  label: LocalizedLabel;
}

export interface SearchContext {
  /** Path prefix under the locale's base URL, as the plugin's `searchContextByPaths` takes it. */
  path: string;
  /** Group the context's results appear under. */
  group: string;
}

/** Result groups: one per product, plus the MUI X API reference. */
export const SEARCH_GROUPS: SearchGroup[] = [
  {id: 'x', label: {en: 'MUI X', zh: 'MUI X'}},
  ...PRODUCTS.map((p) => ({id: p.id, label: {en: p.label, zh: PRODUCT_LABELS_ZH[p.id]}})),
  {id: 'x-api', label: {en: 'MUI X API reference', zh: 'MUI X API 参考'}},
  {id: 'material', label: {en: 'Material UI', zh: 'Material UI'}},
];

/** The index of pages outside every context (home page, versions, small Material UI sections). */
export const REST_CONTEXT = '';

/**
 * In the order they are asked and their groups shown (after the reader's own): the guides first,
 * the API references last, as theirs are the biggest indexes (every prop of every component).
 */
export const SEARCH_CONTEXTS: SearchContext[] = [
  {path: 'x/introduction', group: 'x'},
  ...PRODUCTS.map((p) => ({path: `x/${p.slug}`, group: p.id})),
  {path: 'getting-started', group: 'material'},
  {path: REST_CONTEXT, group: 'material'},
  {path: 'x/api', group: 'x-api'},
  {path: 'api', group: 'material'},
];

/** The plugin's option: every context but the rest, labelled with its group (its search page shows it). */
export function pluginSearchContexts(): {label: LocalizedLabel; path: string}[] {
  return SEARCH_CONTEXTS.filter((c) => c.path !== REST_CONTEXT).map((c) => ({
    label: SEARCH_GROUPS.find((g) => g.id === c.group)!.label,
    path: c.path,
  }));
}
