import type {SidebarItem} from '../types';

/** Sorting, Filtering, Pagination, Selection, Virtualization, Accessibility, Localization ("Main features"). */
export const sortingFilteringItems: SidebarItem[] = [
  'react-data-grid/sorting',
  {
    type: 'category',
    label: 'Filtering',
    key: 'data-grid-filtering',
    link: {type: 'doc', id: 'react-data-grid/filtering/index'},
    items: [
      'react-data-grid/filtering/customization',
      'react-data-grid/filtering/quick-filter',
      // `headerFilters` and several filter items exist only in DataGridPro / DataGridPremium.
      {type: 'doc', id: 'react-data-grid/filtering/header-filters', customProps: {plan: 'pro'}},
      {type: 'doc', id: 'react-data-grid/filtering/multi-filters', customProps: {plan: 'pro'}},
      'react-data-grid/filtering/server-side',
      'react-data-grid/filtering-recipes',
    ],
  },
  'react-data-grid/pagination',
  {
    type: 'category',
    label: 'Selection',
    key: 'data-grid-selection',
    link: {type: 'doc', id: 'react-data-grid/selection'},
    items: [
      'react-data-grid/row-selection',
      // `cellSelection` is a DataGridPremium prop.
      {type: 'doc', id: 'react-data-grid/cell-selection', customProps: {plan: 'premium'}},
    ],
  },
  'react-data-grid/virtualization',
  'react-data-grid/accessibility',
  'react-data-grid/localization',
];
