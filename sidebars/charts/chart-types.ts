import type {SidebarItem} from '../types';

/** Quickstart and the examples gallery, right under the Charts landing page. */
export const chartOverviewItems: SidebarItem[] = ['react-charts/quickstart', 'react-charts/examples'];

/**
 * One entry (or small group) per chart type, in the order of the reference navigation. Groups that
 * are not pages there (Bars, Lines, Pie, Scatter, Funnel) are categories without a page here too.
 * The planned range bar closes the list, where the reference lists its future components.
 */
export const chartTypeItems: SidebarItem[] = [
  {type: 'category', label: 'Bars', key: 'charts-bars', items: ['react-charts/bars', 'react-charts/bar-demo']},
  {
    type: 'category',
    label: 'Lines',
    key: 'charts-lines',
    items: ['react-charts/lines', 'react-charts/line-demo', 'react-charts/areas-demo'],
  },
  {type: 'category', label: 'Pie', key: 'charts-pie', items: ['react-charts/pie', 'react-charts/pie-demo']},
  {type: 'category', label: 'Scatter', key: 'charts-scatter', items: ['react-charts/scatter', 'react-charts/scatter-demo']},
  'react-charts/sparkline',
  'react-charts/gauge',
  'react-charts/radar',
  {type: 'doc', id: 'react-charts/heatmap', customProps: {plan: 'pro'}},
  {
    type: 'category',
    label: 'Funnel',
    key: 'charts-funnel',
    items: [
      {type: 'doc', id: 'react-charts/funnel', customProps: {plan: 'pro'}},
      {type: 'doc', id: 'react-charts/pyramid', customProps: {plan: 'pro'}},
    ],
  },
  {type: 'doc', id: 'react-charts/sankey', customProps: {plan: 'pro', unstable: true}},
  {type: 'doc', id: 'react-charts/range-bar', customProps: {planned: true}},
];
