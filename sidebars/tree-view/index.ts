/**
 * The Tree View part of the X sidebar (below the landing page, above the API reference), in the
 * order and with the flags of the reference navigation of MUI X 8.15.0.
 */
import type {SidebarItem} from '../types';

const PRO_NEW = {plan: 'pro', newFeature: true};

const treeViewItems: SidebarItem[] = [
  'react-tree-view/quickstart',
  {
    type: 'category',
    label: 'Simple Tree View',
    key: 'tree-view-simple',
    link: {type: 'doc', id: 'react-tree-view/simple-tree-view/index'},
    items: [
      'react-tree-view/simple-tree-view/items',
      'react-tree-view/simple-tree-view/selection',
      'react-tree-view/simple-tree-view/expansion',
      'react-tree-view/simple-tree-view/customization',
      'react-tree-view/simple-tree-view/focus',
    ],
  },
  {
    type: 'category',
    label: 'Rich Tree View',
    key: 'tree-view-rich',
    link: {type: 'doc', id: 'react-tree-view/rich-tree-view/index'},
    items: [
      'react-tree-view/rich-tree-view/items',
      'react-tree-view/rich-tree-view/selection',
      'react-tree-view/rich-tree-view/expansion',
      'react-tree-view/rich-tree-view/customization',
      'react-tree-view/rich-tree-view/focus',
      {type: 'doc', id: 'react-tree-view/rich-tree-view/editing', customProps: {newFeature: true}},
      {type: 'doc', id: 'react-tree-view/rich-tree-view/lazy-loading', customProps: PRO_NEW},
      {type: 'doc', id: 'react-tree-view/rich-tree-view/ordering', customProps: PRO_NEW},
    ],
  },
  {
    type: 'category',
    label: 'Main features',
    key: 'tree-view-main-features',
    link: {type: 'doc', id: 'react-tree-view/main-features'},
    items: ['react-tree-view/accessibility', 'react-tree-view/tree-item-customization'],
  },
];

export default treeViewItems;
