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

const FEEDBACK: string[] = [
  'components/alert',
  'components/backdrop',
  'components/dialogs',
  'components/progress',
  'components/skeleton',
  'components/snackbars',
];
const SURFACES: string[] = ['components/accordion', 'components/app-bar', 'components/cards', 'components/paper'];
const NAVIGATION: string[] = [
  'components/bottom-navigation',
  'components/breadcrumbs',
  'components/drawers',
  'components/links',
  'components/menus',
  'components/pagination',
  'components/speed-dial',
  'components/steppers',
  'components/tabs',
];
const LAYOUT: string[] = ['components/box', 'components/container', 'components/grid', 'components/stack', 'components/image-list'];
const UTILS: string[] = [
  'components/click-away-listener',
  'components/css-baseline',
  'components/modal',
  'components/no-ssr',
  'components/popover',
  'components/popper',
  'components/portal',
  'components/textarea-autosize',
  'components/transitions',
  'components/use-media-query',
];
const LAB: string[] = ['components/masonry', 'components/timeline'];

/** The general sections around the components, each in the reference's order. */
const GETTING_STARTED: string[] = [
  'getting-started/installation',
  'getting-started/usage',
  'getting-started/example-projects',
  'getting-started/templates',
  'getting-started/learn',
  'getting-started/faq',
  'getting-started/supported-components',
  'getting-started/supported-platforms',
  'getting-started/support',
];
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
  'customization/palette',
  'customization/typography',
  'customization/spacing',
  'customization/breakpoints',
  'customization/density',
  'customization/z-index',
  'customization/transitions',
  'customization/default-theme',
  'customization/css-theme-variables/overview',
  'customization/css-theme-variables/usage',
  'customization/css-theme-variables/configuration',
  'customization/css-theme-variables/native-color',
  'customization/theme-builder',
];
const GUIDES: string[] = [
  'guides/api',
  'guides/composition',
  'guides/content-security-policy',
  'guides/localization',
  'guides/minimizing-bundle-size',
  'guides/responsive-ui',
  'guides/server-rendering',
  'guides/testing',
  'guides/typescript',
];
const DISCOVER_MORE: string[] = [
  'discover-more/showcase',
  'discover-more/related-projects',
  'discover-more/roadmap',
  'discover-more/backers',
  'discover-more/vision',
  'discover-more/changelog',
];
const LEGACY_STYLES: string[] = ['css-in-js/basics', 'css-in-js/advanced', 'styles/basics', 'styles/advanced'];

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
