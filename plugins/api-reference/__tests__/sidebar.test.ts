import {apiSidebarItemsFrom as apiSidebarItems} from '../sidebar';
import type {ApiManifest} from '../model';

const manifest: ApiManifest = {
  key: 'k',
  generatedAt: '2026-01-01T00:00:00.000Z',
  skipped: [],
  pages: [
    {section: 'data-grid', kind: 'component', name: 'DataGridPro', slug: 'data-grid-pro', path: '/x/api/data-grid/data-grid-pro', plan: 'pro', file: 'a'},
    {section: 'data-grid', kind: 'component', name: 'DataGrid', slug: 'data-grid', path: '/x/api/data-grid/data-grid', plan: 'community', file: 'b'},
    {section: 'data-grid', kind: 'interface', name: 'GridApi', slug: 'grid-api', path: '/x/api/data-grid/grid-api', plan: 'community', file: 'c'},
    {section: 'charts', kind: 'component', name: 'LineChart', slug: 'line-chart', path: '/x/api/charts/line-chart', plan: 'community', file: 'd'},
  ],
};

test('no manifest (generator not run yet) means no group, not an error', () => {
  expect(apiSidebarItems('data-grid', undefined)).toEqual([]);
  expect(apiSidebarItems('tree-view', manifest)).toEqual([]);
});

test('a section gets one "API reference" group: components by name, then interfaces', () => {
  const [group] = apiSidebarItems('data-grid', manifest);
  expect(group.label).toBe('API reference');
  expect(group.key).toBe('api-data-grid');
  expect(group.items.map((i) => i.label)).toEqual(['DataGrid', 'DataGridPro', 'Interfaces']);
  const interfaces = group.items[2];
  expect(interfaces.type === 'category' && interfaces.items.map((i) => (i.type === 'link' ? i.href : ''))).toEqual(['/x/api/data-grid/grid-api']);
});
