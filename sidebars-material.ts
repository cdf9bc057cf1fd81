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
    'versions',
    ...apiSidebarItems('material'),
  ],
};

export default sidebars;
