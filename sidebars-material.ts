import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

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
  ],
};

export default sidebars;
