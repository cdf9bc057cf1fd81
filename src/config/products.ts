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
