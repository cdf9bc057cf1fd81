import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarItems} from './plugins/api-reference/sidebar';
import {dataGridSidebarItems} from './sidebars/data-grid';

/**
 * Navigation of the MUI X docs (/x). Entries may carry flags in `customProps`:
 * `plan: 'pro' | 'premium'`, `newFeature`, `unstable`, `planned` (see plugins/nav-flags).
 * Categories get an explicit `key` so translation keys never collide (several share labels).
 */
const sidebars: SidebarsConfig = {
  xSidebar: [
    {
      type: 'category',
      label: 'Introduction',
      key: 'introduction',
      link: {type: 'doc', id: 'introduction/index'},
      items: ['introduction/installation', 'introduction/licensing'],
    },
    {
      type: 'category',
      label: 'Data Grid',
      key: 'data-grid',
      link: {type: 'doc', id: 'react-data-grid/index'},
      items: [
        ...dataGridSidebarItems(),
        ...apiSidebarItems('data-grid'),
      ],
    },
    {
      type: 'category',
      label: 'Date and Time Pickers',
      key: 'date-pickers',
      link: {type: 'doc', id: 'react-date-pickers/index'},
      items: [...apiSidebarItems('date-pickers')],
    },
    {
      type: 'category',
      label: 'Charts',
      key: 'charts',
      link: {type: 'doc', id: 'react-charts/index'},
      items: [
        {type: 'doc', id: 'react-charts/sankey', customProps: {plan: 'pro', unstable: true}},
        {type: 'doc', id: 'react-charts/range-bar', customProps: {planned: true}},
        ...apiSidebarItems('charts'),
      ],
    },
    {
      type: 'category',
      label: 'Tree View',
      key: 'tree-view',
      link: {type: 'doc', id: 'react-tree-view/index'},
      items: [...apiSidebarItems('tree-view')],
    },
  ],
};

export default sidebars;
