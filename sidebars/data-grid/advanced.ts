import type {SidebarItem} from '../types';

/*
 * Flags come from the installed 8.15.0 packages: tree data is in -pro; row grouping, aggregation,
 * pivoting, Excel export, paste, charts and the AI assistant are in -premium. Pivoting and the AI
 * assistant are new in v8.0, the charts integration in 8.12 and still behind
 * `experimentalFeatures.charts` (unstable).
 */

/** "Advanced features" before the server-side group (tree data ... clipboard). */
export const advancedItems: SidebarItem[] = [
  {type: 'doc', id: 'react-data-grid/tree-data', customProps: {plan: 'pro'}},
  {type: 'doc', id: 'react-data-grid/row-grouping', customProps: {plan: 'premium'}},
  {type: 'doc', id: 'react-data-grid/recipes-row-grouping', customProps: {plan: 'premium'}},
  {type: 'doc', id: 'react-data-grid/aggregation', customProps: {plan: 'premium'}},
  // Flags of this page live in its front matter (plan: premium, newFeature).
  'react-data-grid/pivoting',
  {type: 'doc', id: 'react-data-grid/pivoting-explained', customProps: {plan: 'premium', newFeature: true}},
  // CSV and print are in every plan; only the Excel section needs Premium, so no plan badge.
  'react-data-grid/export',
  'react-data-grid/clipboard',
];

/** "Advanced features" after the server-side group (charts integration, AI assistant). */
export const advancedTailItems: SidebarItem[] = [
  {
    type: 'doc',
    id: 'react-data-grid/charts-integration',
    // New in 8.12 too, but three badges do not fit beside the label: "unstable" is the one that matters.
    customProps: {plan: 'premium', unstable: true},
  },
  {type: 'doc', id: 'react-data-grid/ai-assistant', customProps: {plan: 'premium', newFeature: true}},
];
