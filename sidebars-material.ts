import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarItems} from './plugins/api-reference/sidebar';

/** Navigation of the general Material UI sections served at the site root. */
const sidebars: SidebarsConfig = {
  materialSidebar: [
    {
      type: 'category',
      label: 'Getting started',
      key: 'getting-started',
      items: ['getting-started/installation'],
    },
    {
      type: 'category',
      label: 'Components',
      key: 'components',
      items: [
        {
          type: 'category',
          label: 'Data display',
          key: 'components-data-display',
          items: [
            'components/avatars',
            'components/badges',
            'components/chips',
            'components/dividers',
            'components/icons',
            'components/material-icons',
            'components/lists',
            'components/tables',
            'components/tooltips',
            'components/typography',
            'components/pickers',
          ],
        },
      ],
    },
    'versions',
    ...apiSidebarItems('material'),
  ],
};

export default sidebars;
