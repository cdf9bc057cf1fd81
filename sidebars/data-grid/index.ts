/**
 * The Data Grid part of the X sidebar. Each page group keeps its entries in its own file (so the
 * people writing them never edit the same file); this one only decides the order and the groups.
 */
import type {SidebarItem} from '../types';
import {customizationItems, overviewItems} from './overview';
import {cellsItems, columnsItems, layoutItems} from './columns';
import {editingItems, rowsItems} from './rows-editing';
import {sortingFilteringItems} from './sorting-filtering';
import {advancedItems, advancedTailItems} from './advanced';
import {serverSideItems} from './server-side';
import {componentsItems, resourcesItems} from './components-resources';

function group(label: string, key: string, items: SidebarItem[], linkDocId?: string): SidebarItem[] {
  if (items.length === 0 && !linkDocId) return [];
  return [{type: 'category', label, key, ...(linkDocId ? {link: {type: 'doc', id: linkDocId}} : {}), items}];
}

const dataGridItems: SidebarItem[] = [
  ...overviewItems,
  ...group(
    'Main features',
    'data-grid-main-features',
    [...layoutItems, ...columnsItems, ...rowsItems, ...cellsItems, ...editingItems, ...sortingFilteringItems],
    'react-data-grid/main-features',
  ),
  ...group('Advanced features', 'data-grid-advanced', [...advancedItems, ...serverSideItems, ...advancedTailItems]),
  ...componentsItems,
  ...group('Customization', 'data-grid-customization', customizationItems),
  ...group('Resources', 'data-grid-resources', resourcesItems),
];

export default dataGridItems;
