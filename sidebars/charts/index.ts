/**
 * The Charts part of the X sidebar. Page groups keep their entries in their own files (so the
 * people writing them never edit the same file); this one decides the order and the groups, as
 * the reference navigation has them: overview pages, the chart components, then the main features.
 */
import type {SidebarItem} from '../types';
import {chartOverviewItems, chartTypeItems} from './chart-types';
import {featureItems} from './features';

function group(label: string, key: string, items: SidebarItem[], linkDocId?: string): SidebarItem[] {
  if (items.length === 0 && !linkDocId) return [];
  return [{type: 'category', label, key, ...(linkDocId ? {link: {type: 'doc', id: linkDocId}} : {}), items}];
}

const chartsItems: SidebarItem[] = [
  ...chartOverviewItems,
  ...group('Components', 'charts-components', chartTypeItems),
  ...group('Main features', 'charts-main-features', featureItems, 'react-charts/main-features'),
];

export default chartsItems;
