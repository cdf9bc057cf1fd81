/**
 * Every page of the Data Grid docs, as paths under /x/react-data-grid (the paths readers already
 * know from the official site). The browser test visits each one and a unit test checks each has
 * its source file and a zh title.
 */
export const DATA_GRID_PAGE_PATHS = [
  '', '/quickstart', '/features', '/main-features',
  '/demos/real-time-data', '/demos/time-off-calendar', '/demos/inventory',
  '/layout', '/columns', '/column-definition', '/column-dimensions', '/column-visibility', '/column-header',
  '/column-menu', '/column-spanning', '/column-groups', '/column-ordering', '/column-pinning', '/column-recipes',
  '/custom-columns', '/rows', '/row-definition', '/row-updates', '/row-height', '/row-spanning', '/master-detail',
  '/row-ordering', '/row-pinning', '/row-recipes', '/cells', '/editing', '/editing/persistence',
  '/editing/editing-events', '/editing/custom-edit-component', '/recipes-editing', '/sorting', '/filtering',
  '/filtering/customization', '/filtering/quick-filter', '/filtering/header-filters', '/filtering/multi-filters',
  '/filtering/server-side', '/filtering-recipes', '/pagination', '/selection', '/row-selection', '/cell-selection',
  '/virtualization', '/accessibility', '/localization', '/tree-data', '/row-grouping', '/recipes-row-grouping',
  '/aggregation', '/pivoting', '/pivoting-explained', '/export', '/clipboard', '/scrolling', '/list-view',
  '/server-side-data', '/server-side-data/lazy-loading', '/server-side-data/tree-data',
  '/server-side-data/row-grouping', '/server-side-data/aggregation', '/server-side-data/pivoting',
  '/server-side-data/recipes', '/charts-integration', '/ai-assistant', '/components', '/components/usage',
  '/components/toolbar', '/components/export', '/components/quick-filter', '/components/columns-panel',
  '/components/filter-panel', '/components/pivot-panel', '/components/charts-panel',
  '/components/ai-assistant-panel', '/components/prompt-field', '/style', '/style-recipes', '/overlays',
  '/api-object', '/events', '/state', '/performance',
].map((suffix) => `/x/react-data-grid${suffix}`);

/** Group landing pages: they list their children and have no demos of their own. */
export const DATA_GRID_GROUP_PAGES = ['/x/react-data-grid/main-features', '/x/react-data-grid/columns', '/x/react-data-grid/rows'];

/** Pages fully translated into Chinese (the rest show the English body under zh chrome and title). */
export const DATA_GRID_ZH_TRANSLATED = ['/x/react-data-grid', '/x/react-data-grid/quickstart', '/x/react-data-grid/features'];
