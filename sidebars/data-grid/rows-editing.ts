import type {SidebarItem} from '../types';

const PRO = {plan: 'pro'};

/** The Rows and Editing groups (inside "Main features"). */
export const rowsItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Rows',
    key: 'data-grid-rows',
    link: {type: 'doc', id: 'react-data-grid/rows'},
    items: [
      'react-data-grid/row-definition',
      'react-data-grid/row-updates',
      'react-data-grid/row-height',
      // New in v7.16 and still flagged new in the 8.15.0 navigation.
      {type: 'doc', id: 'react-data-grid/row-spanning', customProps: {newFeature: true}},
      {type: 'doc', id: 'react-data-grid/master-detail', customProps: PRO},
      {type: 'doc', id: 'react-data-grid/row-ordering', customProps: PRO},
      {type: 'doc', id: 'react-data-grid/row-pinning', customProps: PRO},
      'react-data-grid/row-recipes',
    ],
  },
];

export const editingItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Editing',
    key: 'data-grid-editing',
    link: {type: 'doc', id: 'react-data-grid/editing/index'},
    items: [
      'react-data-grid/editing/persistence',
      'react-data-grid/editing/editing-events',
      'react-data-grid/editing/custom-edit-component',
      'react-data-grid/recipes-editing',
    ],
  },
];
