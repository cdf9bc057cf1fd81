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

const FEEDBACK: string[] = [];
const SURFACES: string[] = [];
const NAVIGATION: string[] = [];
const LAYOUT: string[] = [];
const UTILS: string[] = [];
const LAB: string[] = [];

/** The general sections around the components, each in the reference's order. */
const GETTING_STARTED: string[] = ['getting-started/installation'];
const SYSTEM: string[] = [
  'system/getting-started',
  'system/properties',
  'system/the-sx-prop',
  'system/borders',
  'system/display',
  'system/flexbox',
  'system/grid',
  'system/palette',
  'system/positions',
  'system/shadows',
  'system/sizing',
  'system/spacing',
  'system/typography',
  'system/styled',
];
const CUSTOMIZATION: string[] = [
  'customization/how-to-customize',
  'customization/dark-mode',
  'customization/color',
  'customization/right-to-left',
  'customization/theming',
  // 'customization/palette' goes here (its page is written on another branch).
  'customization/typography',
  'customization/spacing',
  'customization/breakpoints',
  'customization/density',
  'customization/z-index',
  'customization/transitions',
  // 'customization/default-theme' goes here (its page is written on another branch).
  'customization/css-theme-variables/overview',
  'customization/css-theme-variables/usage',
  'customization/css-theme-variables/configuration',
  'customization/css-theme-variables/native-color',
  // 'customization/theme-builder' goes here (its page is written on another branch).
];
const GUIDES: string[] = [];
const DISCOVER_MORE: string[] = [];
const LEGACY_STYLES: string[] = [];

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** A sidebar category; none while it has no page yet (Docusaurus rejects an empty category). */
function group(label: string, key: string, items: string[]): SidebarItem[] {
  return items.length ? [{type: 'category', label, key, items}] : [];
}

/** Navigation of the general Material UI sections served at the site root. */
const sidebars: SidebarsConfig = {
  materialSidebar: [
    ...group('Getting started', 'getting-started', GETTING_STARTED),
    {
      type: 'category',
      label: 'Components',
      key: 'components',
      items: [
        ...group('Inputs', 'components-inputs', INPUTS),
        ...group('Data display', 'components-data-display', DATA_DISPLAY),
        ...group('Feedback', 'components-feedback', FEEDBACK),
        ...group('Surfaces', 'components-surfaces', SURFACES),
        ...group('Navigation', 'components-navigation', NAVIGATION),
        ...group('Layout', 'components-layout', LAYOUT),
        ...group('Utils', 'components-utils', UTILS),
        ...group('Lab', 'components-lab', LAB),
      ],
    },
    ...group('System', 'system', SYSTEM),
    ...group('Customization', 'customization', CUSTOMIZATION),
    ...group('How-to guides', 'guides', GUIDES),
    ...group('Discover more', 'discover-more', DISCOVER_MORE),
    ...group('Legacy styles', 'legacy-styles', LEGACY_STYLES),
    'versions',
    ...apiSidebarItems('material'),
  ],
};

export default sidebars;
