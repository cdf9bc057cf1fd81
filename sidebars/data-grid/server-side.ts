import type {SidebarItem} from '../types';

/**
 * Scrolling, list view and the Server-side data group (inside "Advanced features").
 * Flags come from the 8.15.0 packages: `dataSource` is in all three plans (stable, no `unstable_`
 * prefix since v8), lazy loading and tree data need Pro, grouping, aggregation and pivoting on the
 * server need Premium; server-side pivoting is new in v8.
 */
export const serverSideItems: SidebarItem[] = [
  'react-data-grid/scrolling',
  {type: 'doc', id: 'react-data-grid/list-view', customProps: {plan: 'pro'}},
  {
    type: 'category',
    label: 'Server-side data',
    key: 'data-grid-server-side-data',
    link: {type: 'doc', id: 'react-data-grid/server-side-data/index'},
    items: [
      {type: 'doc', id: 'react-data-grid/server-side-data/lazy-loading', customProps: {plan: 'pro'}},
      {type: 'doc', id: 'react-data-grid/server-side-data/tree-data', customProps: {plan: 'pro'}},
      {type: 'doc', id: 'react-data-grid/server-side-data/row-grouping', customProps: {plan: 'premium'}},
      {type: 'doc', id: 'react-data-grid/server-side-data/aggregation', customProps: {plan: 'premium'}},
      {type: 'doc', id: 'react-data-grid/server-side-data/pivoting', customProps: {plan: 'premium', newFeature: true}},
      'react-data-grid/server-side-data/recipes',
    ],
  },
];
