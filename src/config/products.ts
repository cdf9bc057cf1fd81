/**
 * The MUI X products and their packages. The product switcher, the licensing page, the API
 * reference and the version switcher all read this list, so adding a product is one entry here.
 */
export type Plan = 'community' | 'pro' | 'premium';

export interface ProductPackage {
  name: string;
  plan: Plan;
}

export interface Product {
  /** Stable id, also the API route segment: /x/api/{id}/... */
  id: 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
  /** Docs folder and landing path segment: /x/{slug}. */
  slug: string;
  label: string;
  packages: ProductPackage[];
}

export const PRODUCTS: Product[] = [
  {
    id: 'data-grid',
    slug: 'react-data-grid',
    label: 'Data Grid',
    packages: [
      {name: '@mui/x-data-grid', plan: 'community'},
      {name: '@mui/x-data-grid-pro', plan: 'pro'},
      {name: '@mui/x-data-grid-premium', plan: 'premium'},
    ],
  },
  {
    id: 'date-pickers',
    slug: 'react-date-pickers',
    label: 'Date and Time Pickers',
    packages: [
      {name: '@mui/x-date-pickers', plan: 'community'},
      {name: '@mui/x-date-pickers-pro', plan: 'pro'},
    ],
  },
  {
    id: 'charts',
    slug: 'react-charts',
    label: 'Charts',
    packages: [
      {name: '@mui/x-charts', plan: 'community'},
      {name: '@mui/x-charts-pro', plan: 'pro'},
    ],
  },
  {
    id: 'tree-view',
    slug: 'react-tree-view',
    label: 'Tree View',
    packages: [
      {name: '@mui/x-tree-view', plan: 'community'},
      {name: '@mui/x-tree-view-pro', plan: 'pro'},
    ],
  },
];

/** Sections of /x that show the version switcher: the introduction and every product. */
export const VERSIONED_SECTIONS = ['introduction', ...PRODUCTS.map((p) => p.slug)];

/** Chinese product names for build-time config (search contexts); the UI uses translate(). */
export const PRODUCT_LABELS_ZH: Record<Product['id'], string> = {
  'data-grid': '数据表格',
  'date-pickers': '日期和时间选择器',
  charts: '图表',
  'tree-view': '树视图',
};

/** Top-level sections of the Material UI docs instance (served at the site root). */
export const MATERIAL_SECTIONS = [
  'getting-started', 'components', 'system', 'customization', 'guides', 'discover-more', 'css-in-js', 'styles', 'versions',
];

/** Sections of /x that are docs (not generated API pages). */
export const X_DOC_SECTIONS = [...VERSIONED_SECTIONS, 'migration', 'common-concepts', 'guides'];
