import type {SidebarItem} from '../types';

const PRO = {plan: 'pro'} as const;

/** Layout, the Columns group and Cells (inside "Main features"). */
export const layoutItems: SidebarItem[] = ['react-data-grid/layout'];

export const columnsItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Columns',
    key: 'data-grid-columns',
    link: {type: 'doc', id: 'react-data-grid/columns'},
    items: [
      'react-data-grid/column-definition',
      'react-data-grid/column-dimensions',
      'react-data-grid/column-visibility',
      'react-data-grid/column-header',
      'react-data-grid/column-menu',
      'react-data-grid/column-spanning',
      'react-data-grid/column-groups',
      {type: 'doc', id: 'react-data-grid/column-ordering', customProps: PRO},
      {type: 'doc', id: 'react-data-grid/column-pinning', customProps: PRO},
      'react-data-grid/column-recipes',
      'react-data-grid/custom-columns',
    ],
  },
];

export const cellsItems: SidebarItem[] = ['react-data-grid/cells'];
