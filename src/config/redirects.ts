/**
 * Redirects for URLs readers hold from mui.com (bookmarks, answers, links in issues): the paths the
 * Data Grid and the pickers had under /components and /api before MUI X moved to /x, the Material UI
 * sections that mui.com serves under /material-ui (here at the site root), and API and guide pages
 * that were renamed. deploy/cli.ts turns them into nginx rewrites (build/.hosting/redirects.conf,
 * included by deploy/nginx.conf); each applies to the same path under every locale prefix (/zh/...),
 * with or without a trailing slash, and answers 301 to the slashless URL in one step.
 *
 * `from` ending in `*` is a prefix: what follows it is carried over to the `*` of `to`; a prefix
 * ending in `/*` also redirects the bare path (`/components/data-grid` → `/x/react-data-grid`).
 * The build step refuses a rule whose `from` is a page of the site (it would hide the page) and
 * leaves out, with a note, an exact rule whose target is not built (yet).
 */
export interface Redirect {
  from: string;
  to: string;
}

export const REDIRECTS: readonly Redirect[] = [
  // Exact renames first: they win over the prefixes below.
  // Data Grid API pages under their old names (mui.com 2021-2022).
  {from: '/api/data-grid/x-grid', to: '/x/api/data-grid/data-grid-pro'},
  {from: '/x/api/data-grid/x-grid', to: '/x/api/data-grid/data-grid-pro'},
  {from: '/api/data-grid/grid-export-csv-options', to: '/x/api/data-grid/grid-csv-export-options'},
  {from: '/x/api/data-grid/grid-export-csv-options', to: '/x/api/data-grid/grid-csv-export-options'},
  // Picker API pages renamed in v6 (the v5 component names).
  {from: '/x/api/date-pickers/clock-picker', to: '/x/api/date-pickers/time-clock'},
  {from: '/x/api/date-pickers/calendar-picker', to: '/x/api/date-pickers/date-calendar'},
  {from: '/x/api/date-pickers/calendar-picker-skeleton', to: '/x/api/date-pickers/day-calendar-skeleton'},
  {from: '/x/api/date-pickers/month-picker', to: '/x/api/date-pickers/month-calendar'},
  {from: '/x/api/date-pickers/year-picker', to: '/x/api/date-pickers/year-calendar'},
  {from: '/x/api/date-pickers/next-date-picker', to: '/x/api/date-pickers/date-picker'},
  {from: '/x/api/date-pickers/desktop-next-date-picker', to: '/x/api/date-pickers/desktop-date-picker'},
  // v7 components that v8 renamed (the v7 API pages keep the old names under /x/7.x/).
  {from: '/x/api/tree-view/tree-item-2', to: '/x/api/tree-view/tree-item'},
  {from: '/x/api/charts/responsive-chart-container', to: '/x/api/charts/chart-container'},
  {from: '/x/api/charts/responsive-chart-container-pro', to: '/x/api/charts/chart-container-pro'},
  // mui.com names the charts' series types' pages without `-type` (`/x/api/charts/bar-series`).
  ...['bar', 'line', 'pie', 'scatter', 'radar', 'funnel', 'heatmap'].map((type) => ({
    from: `/x/api/charts/${type}-series`,
    to: `/x/api/charts/${type}-series-type`,
  })),
  // Guide pages that moved.
  {from: '/x/react-data-grid/group-pivot', to: '/x/react-data-grid/tree-data'},
  {from: '/x/react-data-grid/migration-v4', to: '/x/migration/migration-data-grid-v4'},
  {from: '/x/react-data-grid/migration-v5', to: '/x/migration/migration-data-grid-v5'},
  {from: '/x/react-date-pickers/migration-lab', to: '/x/migration/migration-pickers-lab'},
  {from: '/x/react-date-pickers/calendar', to: '/x/react-date-pickers/date-calendar'},
  {from: '/x/react-charts/heat-map', to: '/x/react-charts/heatmap'},
  {from: '/x/react-charts/tree-map', to: '/x/react-charts/treemap'},
  {from: '/x/advanced-components', to: '/x/introduction'},
  // The pickers and the tree view when they were Material UI components.
  {from: '/components/date-pickers', to: '/x/react-date-pickers/date-picker'},
  {from: '/components/date-picker', to: '/x/react-date-pickers/date-picker'},
  {from: '/components/date-range-picker', to: '/x/react-date-pickers/date-range-picker'},
  {from: '/components/date-time-pickers', to: '/x/react-date-pickers/date-time-picker'},
  {from: '/components/date-time-picker', to: '/x/react-date-pickers/date-time-picker'},
  {from: '/components/time-pickers', to: '/x/react-date-pickers/time-picker'},
  {from: '/components/time-picker', to: '/x/react-date-pickers/time-picker'},
  {from: '/components/tree-view', to: '/x/react-tree-view'},
  {from: '/material-ui/react-tree-view', to: '/x/react-tree-view'},
  {from: '/material-ui', to: '/'},
  // The singular name mui.com also uses for the table page.
  {from: '/components/table', to: '/components/tables'},

  // Prefixes.
  {from: '/components/data-grid/*', to: '/x/react-data-grid/*'},
  {from: '/api/data-grid/*', to: '/x/api/data-grid/*'},
  {from: '/material-ui/getting-started/*', to: '/getting-started/*'},
  {from: '/material-ui/customization/*', to: '/customization/*'},
  {from: '/material-ui/guides/*', to: '/guides/*'},
  {from: '/material-ui/discover-more/*', to: '/discover-more/*'},
  {from: '/material-ui/api/*', to: '/api/*'},
  {from: '/material-ui/react-*', to: '/components/*'},
];
