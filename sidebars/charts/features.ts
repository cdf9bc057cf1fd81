import type {SidebarItem} from '../types';

/*
 * Features common to every chart, in the order of the reference navigation (mui.com/x 8.15.0,
 * "Main features"), then the hooks and the plugin system. Flags from the installed packages and
 * the reference navigation: zoom and pan and export need `@mui/x-charts-pro`; the Data Grid
 * integration needs `@mui/x-data-grid-premium`; the brush is new in 8.15.0 (`brushConfig`,
 * `ChartsBrushOverlay`, `useBrush`).
 */
export const featureItems: SidebarItem[] = [
  'react-charts/animation',
  'react-charts/axis',
  'react-charts/components',
  'react-charts/composition',
  'react-charts/label',
  'react-charts/legend',
  'react-charts/localization',
  'react-charts/stacking',
  'react-charts/styling',
  'react-charts/tooltip',
  'react-charts/highlighting',
  {type: 'doc', id: 'react-charts/brush', customProps: {newFeature: true}},
  {type: 'doc', id: 'react-charts/zoom-and-pan', customProps: {plan: 'pro'}},
  {type: 'doc', id: 'react-charts/export', customProps: {plan: 'pro'}},
  'react-charts/toolbar',
  {type: 'doc', id: 'react-charts/data-grid-integration', customProps: {plan: 'premium'}},
  {
    type: 'category',
    label: 'Hooks',
    key: 'charts-hooks',
    link: {type: 'doc', id: 'react-charts/hooks/index'},
    items: [
      'react-charts/hooks/use-series',
      'react-charts/hooks/use-legend',
      'react-charts/hooks/use-drawing-area',
      'react-charts/hooks/use-scale',
    ],
  },
  'react-charts/plugins',
];
