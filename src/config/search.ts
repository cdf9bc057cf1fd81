/**
 * How search is split and grouped. The search plugin builds one index per context path (so a
 * reader downloads the index of the section they search, never one index of everything), and the
 * search bar shows results grouped by product, the reader's own product first.
 * Read by docusaurus.config.ts (plugin option) and by the search bar (src/lib/search/).
 */
import {PRODUCTS, type Product} from './products';

export interface LocalizedLabel {
  en: string;
  zh: string;
}

/** A result group: a product (named as the product registry names it) or one of the sections below. */
export interface SearchGroup {
  id: string;
  /** Absent for a product's group: its name comes translated from the product registry. */
  label?: LocalizedLabel;
}

export interface SearchContext {
  /** Path prefix under the locale's base URL, as the plugin's `searchContextByPaths` takes it. */
  path: string;
  /** Group the context's results appear under. */
  group: string;
}

/** Result groups: one per product, plus the MUI X API reference. */
export function searchGroups(products: readonly Pick<Product, 'id'>[]): SearchGroup[] {
  return [
    {id: 'x', label: {en: 'MUI X', zh: 'MUI X'}},
    ...products.map((p) => ({id: p.id})),
    {id: 'x-api', label: {en: 'MUI X API reference', zh: 'MUI X API 参考'}},
    {id: 'material', label: {en: 'Material UI', zh: 'Material UI'}},
  ];
}

export const SEARCH_GROUPS = searchGroups(PRODUCTS);

/** The index of pages outside every context (home page, versions, small Material UI sections). */
export const REST_CONTEXT = '';

/**
 * In the order they are asked and their groups shown (after the reader's own): the guides first,
 * the API references last, as theirs are the biggest indexes (every prop of every component).
 */
export function searchContexts(products: readonly Pick<Product, 'id' | 'slug'>[]): SearchContext[] {
  return [
    {path: 'x/introduction', group: 'x'},
    ...products.map((p) => ({path: `x/${p.slug}`, group: p.id})),
    {path: 'getting-started', group: 'material'},
    {path: REST_CONTEXT, group: 'material'},
    {path: 'x/api', group: 'x-api'},
    {path: 'api', group: 'material'},
  ];
}

export const SEARCH_CONTEXTS = searchContexts(PRODUCTS);

/** A group's name in `locale`; `productLabel` names a product's group (the registry's translated name). */
export function searchGroupLabel(id: string, locale: string, productLabel: (id: string) => string | undefined): string {
  const label = SEARCH_GROUPS.find((g) => g.id === id)?.label;
  if (label) return locale === 'zh' ? label.zh : label.en;
  return productLabel(id) ?? id;
}

/**
 * The plugin's option: every context but the rest, labelled with its group in both languages (its
 * search page shows it). `productLabels` gives a locale's product names (docusaurus.config.ts reads
 * them from the product translation files).
 */
export function pluginSearchContexts(productLabels: Record<keyof LocalizedLabel, (id: string) => string | undefined>): {label: LocalizedLabel; path: string}[] {
  return SEARCH_CONTEXTS.filter((c) => c.path !== REST_CONTEXT).map((c) => ({
    label: {en: searchGroupLabel(c.group, 'en', productLabels.en), zh: searchGroupLabel(c.group, 'zh', productLabels.zh)},
    path: c.path,
  }));
}
