import type {SidebarItem} from '../types';

/** Overview pages and one entry (or group) per chart type. */
export const chartTypeItems: SidebarItem[] = [
  {type: 'doc', id: 'react-charts/sankey', customProps: {plan: 'pro', unstable: true}},
  {type: 'doc', id: 'react-charts/range-bar', customProps: {planned: true}},
];
