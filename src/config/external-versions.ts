/**
 * What the documentation of each external version (kept on its own host, `EXTERNAL_VERSION_HOSTS`
 * in `portal.ts`) contains, so the version switcher links a page there only where it exists: a
 * product the version did not have leads to that version's introduction, a page it did not have
 * (or that this table does not list) to the product's landing. Lists are allow-lists on purpose:
 * a page left out costs the reader one click from the landing; a page listed wrongly is a 404.
 *
 * Where each fact comes from (installed packages):
 * - All four products existed in v6: the 7.0.0 entry of `@mui/x-data-grid/CHANGELOG.md` links the
 *   v6 → v7 migration guides of Data Grid, Date and Time Pickers, Tree View and Charts.
 * - Only Data Grid and the pickers existed in v5: `@mui/x-codemod`'s `v6.0.0/` (the v5 → v6
 *   codemods) has `data-grid` and `pickers` only; Tree View left `@mui/lab` for
 *   `@mui/x-tree-view` 6 (`docs/migration/migration-tree-view-lab.mdx`).
 * - v6's Tree View had `TreeView` and `TreeItem` only: `v7.0.0/tree-view/rename-tree-view-simple-tree-view`
 *   in `@mui/x-codemod`, and `RichTreeView` first appears in 7.0.0-alpha.7; so the Simple/Rich
 *   Tree View pages (ordering: 7.x, lazy loading: 8.x) lead to the landing.
 * - Charts pages newer than v6, left out of its list (`@mui/x-data-grid/CHANGELOG.md`, which
 *   carries every package's notes): Gauge (7.0.0-beta.3), Heatmap (7.0.0 pre-releases), zoom (7.x),
 *   Funnel (8.x), population pyramid demo (8.3.0), Radar (8.5.0 stable), Sankey (8.11.0), brush (8.15.0).
 * - Data Grid pages newer than v6, left out: list view (7.21.0), row spanning (7.18.0), server-side
 *   data (data source, 7.x), AI assistant (8.0.0), charts integration (8.12.0), pivoting (8.x).
 *   Pickers: date time range picker and fields (7.0.0-beta.0), time range pickers (7.x).
 */

export interface ExternalVersionContent {
  /** Product slug → the pages (paths under the product, '' = its landing) that version has. */
  products: Readonly<Record<string, readonly string[]>>;
}

const GRID_V5_PAGES = [
  'sorting',
  'filtering',
  'pagination',
  'editing',
  'export',
  'selection',
  'localization',
  'accessibility',
  'virtualization',
  'style',
  'components',
  'events',
  'api-object',
  'state',
  'scrolling',
  'layout',
  'tree-data',
  'row-grouping',
  'master-detail',
];

const GRID_V6_PAGES = [
  ...GRID_V5_PAGES,
  'column-definition',
  'column-dimensions',
  'column-visibility',
  'column-header',
  'column-menu',
  'column-spanning',
  'column-groups',
  'column-ordering',
  'column-pinning',
  'row-definition',
  'row-updates',
  'row-height',
  'row-ordering',
  'row-pinning',
  'row-selection',
  'cell-selection',
  'aggregation',
  'clipboard',
  'performance',
];

const PICKERS_V5_PAGES = ['date-picker', 'date-range-picker', 'date-time-picker', 'time-picker', 'localization'];

const PICKERS_V6_PAGES = [
  ...PICKERS_V5_PAGES,
  'date-calendar',
  'time-clock',
  'digital-clock',
  'date-range-calendar',
  'date-field',
  'time-field',
  'date-time-field',
  'date-range-field',
  'fields',
  'adapters-locale',
  'validation',
  'base-concepts',
  'custom-components',
  'custom-layout',
  'custom-field',
  'shortcuts',
  'timezone',
];

const CHARTS_V6_PAGES = [
  'bars',
  'lines',
  'pie',
  'scatter',
  'sparkline',
  'axis',
  'legend',
  'tooltip',
  'styling',
  'stacking',
  'bar-demo',
  'line-demo',
  'pie-demo',
  'scatter-demo',
  'areas-demo',
];

/** Keyed by the external version's `name` in `VERSIONS` (`portal.ts`). */
export const EXTERNAL_VERSION_CONTENT: Readonly<Record<string, ExternalVersionContent>> = {
  v6: {
    products: {
      'react-data-grid': ['', ...GRID_V6_PAGES],
      'react-date-pickers': ['', ...PICKERS_V6_PAGES],
      'react-charts': ['', ...CHARTS_V6_PAGES],
      'react-tree-view': [''],
    },
  },
  v5: {
    products: {
      'react-data-grid': ['', ...GRID_V5_PAGES],
      'react-date-pickers': ['', ...PICKERS_V5_PAGES],
    },
  },
};
