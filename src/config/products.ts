/**
 * The product registry: the MUI X products, their packages and their API reference. Everything
 * that lists products derives from this list: the product switcher, the home page, the sidebars'
 * product roots, the API sections and their labels, search contexts, the version switcher's
 * sections, and the pages tests walk. Adding a product is one entry here plus its docs folder
 * (`docs/<slug>/index.mdx`); its Chinese name, summary and package descriptions go in
 * `i18n/zh/portal-products/products.json` (`npm run write-translations -- --locale zh` adds the keys).
 */
/** Name of the plugin that publishes the products to the site (and of its translation folder). */
export const PRODUCTS_PLUGIN_NAME = 'portal-products';

/** The paid plans, cheapest first: what the plan badges and flags name. */
export const PAID_PLANS = ['pro', 'premium'] as const;
/** Every plan a package can be under, in the order the tables show them. */
export const PLANS = ['community', ...PAID_PLANS] as const;
export type Plan = (typeof PLANS)[number];

export interface ProductPackage {
  name: string;
  plan: Plan;
  /**
   * What the package adds over the one before it in the same product (the package tables'
   * "What it contains" column), checked against its .d.ts; translated like the label.
   */
  description: string;
}

export interface ProductApi {
  /**
   * Exported types (interfaces and type aliases) that get an API page of their own, besides the
   * components: the objects readers configure or call (e.g. `GridApi`, a series type).
   */
  interfaces: readonly string[];
  /**
   * Types named in the props of `components` whose names match `pattern` get a page too (e.g.
   * every `Grid*` type a `DataGrid` prop takes).
   */
  followReferences?: {components: readonly string[]; pattern: string};
}

export interface Product {
  /** Stable id, also the API route segment: /x/api/{id}/... */
  id: string;
  /** Docs folder and landing path segment: /x/{slug}. */
  slug: string;
  /** English name; translated through the portal-products plugin's translation file. */
  label: string;
  /** One line for the home page card; translated like the label. */
  summary: string;
  /** Community package first: its name is the one shown on the home page. */
  packages: readonly ProductPackage[];
  api: ProductApi;
}

/** What the running site knows of a product (published by the portal-products plugin, its texts translated). */
export interface SiteProduct {
  id: string;
  slug: string;
  label: string;
  summary: string;
  packages: ProductPackage[];
}

const PRODUCT_LIST = [
  {
    id: 'data-grid',
    slug: 'react-data-grid',
    label: 'Data Grid',
    summary: 'Sorting, filtering, editing, grouping and export for large tables.',
    packages: [
      {
        name: '@mui/x-data-grid',
        plan: 'community',
        description:
          '<DataGrid>: sorting and filtering on one column at a time, pagination (at most 100 rows per page), cell and row editing, row selection, column grouping, CSV export and printing, row and column virtualization.',
      },
      {
        name: '@mui/x-data-grid-pro',
        plan: 'pro',
        description:
          '<DataGridPro>: multi-column sorting and filtering, header filters, tree data, master-detail panels, column and row pinning, column and row reordering, lazy loading and infinite scroll, no page-size limit.',
      },
      {
        name: '@mui/x-data-grid-premium',
        plan: 'premium',
        description:
          '<DataGridPremium>: row grouping, aggregation, pivoting, Excel export, cell range selection, clipboard paste, charts integration and an AI assistant panel.',
      },
    ],
    api: {
      interfaces: [
        'GridApi',
        'GridColDef',
        'GridRenderCellParams',
        'GridFilterModel',
        'GridSortModel',
        // The parts of apiRef, one page per feature (GridApi lists them all at once).
        'GridSortApi',
        'GridFilterApi',
        'GridPaginationApi',
        'GridEditingApi',
        'GridRowSelectionApi',
        'GridCellSelectionApi',
        'GridColumnPinningApi',
        'GridColumnResizeApi',
        'GridDetailPanelApi',
        'GridRowGroupingApi',
        'GridScrollApi',
        'GridVirtualizationApi',
        'GridCsvExportApi',
        'GridExcelExportApi',
        'GridPrintExportApi',
        // Types readers pass in or receive.
        'GridCsvExportOptions',
        'GridExcelExportOptions',
        'GridPrintExportOptions',
        'GridFilterItem',
        'GridFilterOperator',
        'GridActionsColDef',
        'GridSingleSelectColDef',
        'GridRenderContext',
        'GridExportStateParams',
        'GridRowParams',
        'GridRowOrderChangeParams',
      ],
      followReferences: {components: ['DataGrid', 'DataGridPro', 'DataGridPremium'], pattern: '^Grid[A-Z]'},
    },
  },
  {
    id: 'date-pickers',
    slug: 'react-date-pickers',
    label: 'Date and Time Pickers',
    summary: 'Date, time and range pickers and fields with any date library.',
    packages: [
      {
        name: '@mui/x-date-pickers',
        plan: 'community',
        description:
          'Date, time and date-time pickers (desktop, mobile and static variants), fields, calendars and clocks, and adapters for dayjs, date-fns, Luxon and Moment.',
      },
      {
        name: '@mui/x-date-pickers-pro',
        plan: 'pro',
        description: 'Range pickers: date range, time range and date-time range, with their calendars and single or multi-input fields.',
      },
    ],
    api: {interfaces: []},
  },
  {
    id: 'charts',
    slug: 'react-charts',
    label: 'Charts',
    summary: 'Bar, line, pie, scatter and more, built on SVG and D3 scales.',
    packages: [
      {
        name: '@mui/x-charts',
        plan: 'community',
        description: 'Bar, line, pie, scatter, radar, sparkline and gauge charts, with axes, legends, tooltips and a toolbar.',
      },
      {
        name: '@mui/x-charts-pro',
        plan: 'pro',
        description: 'Zoom and pan with a zoom slider, image and print export, heatmap and funnel charts, and an unstable Sankey chart.',
      },
    ],
    api: {
      interfaces: [
        'AxisConfig',
        'XAxis',
        'YAxis',
        'BarSeriesType',
        'LineSeriesType',
        'PieSeriesType',
        'ScatterSeriesType',
        'RadarSeriesType',
        'HeatmapSeriesType',
        'FunnelSeriesType',
        'SankeySeriesType',
        'LegendItemParams',
        'ChartImageExportOptions',
        'ChartPrintExportOptions',
        'ZoomOptions',
        'ZoomData',
        'HighlightScope',
        'ChartsAxisData',
        'ChartProApi',
      ],
    },
  },
  {
    id: 'tree-view',
    slug: 'react-tree-view',
    label: 'Tree View',
    summary: 'Hierarchical lists with selection, expansion and drag and drop.',
    packages: [
      {
        name: '@mui/x-tree-view',
        plan: 'community',
        description:
          '<SimpleTreeView> (items written as JSX) and <RichTreeView> (items as data): expansion, single or multiple selection with checkboxes, label editing, keyboard navigation.',
      },
      {
        name: '@mui/x-tree-view-pro',
        plan: 'pro',
        description: '<RichTreeViewPro>: drag-and-drop reordering of items and lazy loading of children from a data source.',
      },
    ],
    api: {interfaces: []},
  },
] as const satisfies readonly Product[];

export type ProductId = (typeof PRODUCT_LIST)[number]['id'];

export const PRODUCTS: readonly (Product & {id: ProductId})[] = PRODUCT_LIST;

/** Sections of /x that show the version switcher: the introduction and every product. */
export function versionedSections(products: readonly Product[] = PRODUCTS): string[] {
  return ['introduction', ...products.map((p) => p.slug)];
}

export const VERSIONED_SECTIONS = versionedSections();

/** Packages beside the products' whose peer dependencies the Material UI installation page shows. */
export const MATERIAL_PACKAGES = ['@mui/material', '@mui/icons-material'];

/** Every package a peer-dependency table may name: each product's, then Material UI's. */
export function peerTablePackages(products: readonly Pick<Product, 'packages'>[] = PRODUCTS): string[] {
  return [...products.flatMap((p) => p.packages.map((pkg) => pkg.name)), ...MATERIAL_PACKAGES];
}

/** Top-level sections of the Material UI docs instance (served at the site root). */
export const MATERIAL_SECTIONS = [
  'getting-started',
  'components',
  'system',
  'customization',
  'guides',
  'discover-more',
  'css-in-js',
  'styles',
  'versions',
];

/** Sections of /x that are docs (not generated API pages). */
export const X_DOC_SECTIONS = [...VERSIONED_SECTIONS, 'migration', 'common-concepts', 'guides'];
