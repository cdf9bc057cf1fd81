import type {SidebarItem} from '../types';

/** Quickstart, features and the showcase demos, right under the Data Grid landing page. */
export const overviewItems: SidebarItem[] = [
  'react-data-grid/quickstart',
  'react-data-grid/features',
  {
    type: 'category',
    label: 'Demos',
    key: 'data-grid-demos',
    items: [
      'react-data-grid/demos/real-time-data',
      {type: 'doc', id: 'react-data-grid/demos/time-off-calendar', customProps: {plan: 'pro'}},
      {type: 'doc', id: 'react-data-grid/demos/inventory', customProps: {plan: 'premium'}},
    ],
  },
];

/** Styling and overlays (the "Customization" group). */
export const customizationItems: SidebarItem[] = ['react-data-grid/style', 'react-data-grid/style-recipes', 'react-data-grid/overlays'];
