import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarItems} from './plugins/api-reference/sidebar';

/**
 * Component pages (`docs-material/components/<name>.mdx`), grouped as Material UI's own navigation
 * groups them. Add a page's id to its group, in the reference's order.
 */
const INPUTS: string[] = [
  'components/autocomplete',
  'components/buttons',
  'components/button-group',
  'components/checkboxes',
  'components/floating-action-button',
  'components/radio-buttons',
  'components/rating',
  'components/selects',
  'components/slider',
  'components/switches',
  'components/text-fields',
  'components/transfer-list',
  'components/toggle-button',
];
const DATA_DISPLAY: string[] = [
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
];

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** A sidebar category; none while it has no page yet (Docusaurus rejects an empty category). */
function group(label: string, key: string, items: string[]): SidebarItem[] {
  return items.length ? [{type: 'category', label, key, items}] : [];
}

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
      items: [...group('Inputs', 'components-inputs', INPUTS), ...group('Data display', 'components-data-display', DATA_DISPLAY)],
    },
    'versions',
    ...apiSidebarItems('material'),
  ],
};

export default sidebars;
