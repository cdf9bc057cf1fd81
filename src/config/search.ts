/**
 * How search is split and grouped. The search plugin builds one index per context path (so a
 * reader downloads the index of the section they search, never one index of everything), and the
 * search bar shows results grouped by product, the reader's own product first.
 * Read by docusaurus.config.ts (plugin option) and by the search bar and page (src/lib/search/).
 */
import {PRODUCTS, X_DOC_SECTIONS, VERSIONED_SECTIONS, type Product} from './products';
import {LOCALES, X_BASE, type Locale} from './site';

/** Context paths are route paths without their leading slash: `x/introduction`. */
const X = X_BASE.slice(1);

/** A text in each of the site's locales (src/config/site.ts). */
export type LocalizedLabel = Record<Locale, string>;

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
  /** Its pages are API references: indexed a row (prop, slot, CSS class) at a time, and a typed API name matches them first. */
  api?: boolean;
}

/** Result groups: the best matches over every product, one per product, plus the MUI X API reference. */
export function searchGroups(products: readonly Pick<Product, 'id'>[]): SearchGroup[] {
  return [
    {id: 'best', label: {en: 'Best matches', zh: '最佳匹配'}},
    {id: 'x', label: {en: 'MUI X', zh: 'MUI X'}},
    ...products.map((p) => ({id: p.id})),
    {id: 'x-api', label: {en: 'MUI X API reference', zh: 'MUI X API 参考'}},
    {id: 'material', label: {en: 'Material UI', zh: 'Material UI'}},
  ];
}

export const SEARCH_GROUPS = searchGroups(PRODUCTS);

/** Sections of /x beside the introduction and the products (migration, common concepts, guides). */
const X_SHARED_SECTIONS = X_DOC_SECTIONS.filter((section) => !VERSIONED_SECTIONS.includes(section));

/** The index of pages outside every context (home page, versions, small Material UI sections). */
export const REST_CONTEXT = '';

/**
 * In the order they are asked and their groups shown (after the reader's own): the guides first,
 * the API references last, as theirs are the biggest indexes (every prop of every component).
 */
export function searchContexts(products: readonly Pick<Product, 'id' | 'slug'>[]): SearchContext[] {
  return [
    {path: `${X}/introduction`, group: 'x'},
    // The guides around the products are MUI X too (without a context they would sit in the rest, shown as Material UI).
    ...X_SHARED_SECTIONS.map((section) => ({path: `${X}/${section}`, group: 'x'})),
    ...products.map((p) => ({path: `${X}/${p.slug}`, group: p.id})),
    {path: 'getting-started', group: 'material'},
    {path: REST_CONTEXT, group: 'material'},
    {path: `${X}/api`, group: 'x-api', api: true},
    {path: 'api', group: 'material', api: true},
  ];
}

export const SEARCH_CONTEXTS = searchContexts(PRODUCTS);

/** Paths of the API reference contexts (the search plugin's tuning indexes their pages by row). */
export const API_SEARCH_PATHS = SEARCH_CONTEXTS.filter((c) => c.api).map((c) => c.path);

/** A group's name in `locale`; `productLabel` names a product's group (the registry's translated name). */
export function searchGroupLabel(id: string, locale: string, productLabel: (id: string) => string | undefined): string {
  const label = SEARCH_GROUPS.find((g) => g.id === id)?.label;
  if (label) return locale === 'zh' ? label.zh : label.en;
  return productLabel(id) ?? id;
}

/**
 * The plugin's option: every context but the rest, labelled with its group in both languages (the
 * plugin's own search page showed it; the site's names its scopes in src/lib/search/search-page.ts). `productLabels` gives a locale's product names (docusaurus.config.ts reads
 * them from the product translation files).
 */
export function pluginSearchContexts(
  productLabels: Record<keyof LocalizedLabel, (id: string) => string | undefined>,
): {label: LocalizedLabel; path: string}[] {
  return SEARCH_CONTEXTS.filter((c) => c.path !== REST_CONTEXT).map((c) => ({
    label: Object.fromEntries(
      LOCALES.map((locale) => [locale, searchGroupLabel(c.group, locale, productLabels[locale])]),
    ) as LocalizedLabel,
    path: c.path,
  }));
}

/** The search page's route under the locale's base URL (the search plugin adds it, always at `search`). */
export const SEARCH_PAGE_PATH = 'search';

/** The search page's scope that asks every context. */
export const ALL_SCOPE = 'all';

/**
 * Names of the search page's scopes where a group's name would not say enough: every section, and
 * the MUI X sections that are not a product. A MUI X scope's name starts with "MUI X <version> — ".
 */
export const SEARCH_SCOPE_LABELS: Record<string, LocalizedLabel> = {
  [ALL_SCOPE]: {en: 'All', zh: '全部'},
  x: {en: 'Introduction, guides and migration', zh: '简介、指南与迁移'},
  'x-api': {en: 'API reference', zh: 'API 参考'},
};

/**
 * Words a developer uses for what the docs call otherwise, per locale: a query containing one
 * phrase of a group is also searched with each other phrase of that group (at query time, so the
 * table changes without rebuilding the indexes). English phrases are matched word by word
 * (lowercase, plural `s` ignored), Chinese ones as substrings. Chinese readers get both tables: they
 * type English terms too.
 */
export const SEARCH_SYNONYMS: Record<keyof LocalizedLabel, readonly (readonly string[])[]> = {
  en: [
    ['master detail', 'detail panel', 'expandable row'],
    ['pin', 'freeze', 'sticky'],
    ['pinning', 'freezing'],
    ['hide column', 'column visibility'],
    ['show column', 'column visibility'],
    ['checkbox selection', 'row selection'],
    ['pivot table', 'pivoting'],
    ['copy', 'clipboard'],
    ['paste', 'clipboard'],
    ['excel', 'export'],
    ['csv', 'export'],
    ['drag and drop', 'reorder', 'reordering', 'ordering'],
    ['expand', 'expansion'],
    ['collapse', 'expansion'],
    ['infinite scroll', 'lazy loading'],
    ['column width', 'column dimensions'],
    ['resize column', 'column dimensions'],
    ['migrate', 'migration', 'upgrade', 'moving'],
    ['disable past', 'disablepast'],
    ['disable future', 'disablefuture'],
    ['i18n', 'localization', 'translation'],
    ['a11y', 'accessibility'],
    ['license key', 'licensing'],
  ],
  zh: [
    ['分页', '翻页'],
    ['筛选', '过滤'],
    ['固定', '冻结'],
    ['主从', '详情面板', '展开行'],
    ['复制粘贴', '复制与粘贴', '剪贴板'],
    ['列宽', '列尺寸'],
    ['拖拽排序', '拖放排序', '拖动排序'],
    ['许可证', '许可说明', '授权'],
    ['迁移', '升级'],
    ['透视表', '数据透视'],
    ['树形数据', '树状数据'],
    ['无障碍', '可访问性'],
    ['本地化', '国际化', '多语言'],
    ['懒加载', '延迟加载', '按需加载'],
    ['插槽', 'slots'],
    ['校验', '验证'],
    ['禁用过去', 'disablePast'],
    ['禁用将来', '禁用未来', 'disableFuture'],
  ],
};

/**
 * Words a reader adds to a query to say which product they mean ("chart tooltip", 图表提示框), by
 * product id: a page of that product whose title is the rest of the query matches as if the title
 * were typed alone. English words singular and lowercase.
 */
export const PRODUCT_QUERY_WORDS: Record<string, readonly string[]> = {
  'data-grid': ['grid', 'datagrid', 'table', '表格', '数据表格'],
  'date-pickers': ['picker', '选择器', '日期选择器'],
  charts: ['chart', '图表'],
  'tree-view': ['tree', 'treeview', '树', '树视图'],
};

/** Separates the names a page is known by in its keywords document (written by plugins/search-tuning, read by the search worker). */
export const SEARCH_KEYWORD_SEPARATOR = ' | ';
