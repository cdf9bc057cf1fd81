import type {SidebarItem} from './types';

/** "Advanced features" before the server-side group (tree data ... clipboard). */
export const advancedItems: SidebarItem[] = [
  {type: 'doc', id: 'react-data-grid/tree-data', customProps: {plan: 'pro'}},
  // Flags of this page live in its front matter (plan: premium, newFeature).
  'react-data-grid/pivoting',
];

/** "Advanced features" after the server-side group (charts integration, AI assistant). */
export const advancedTailItems: SidebarItem[] = [];
