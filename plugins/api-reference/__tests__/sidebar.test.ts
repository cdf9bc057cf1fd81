import {apiSidebarItemsFrom as apiSidebarItems} from '../sidebar';
import type {ApiManifest} from '../model';

const manifest: ApiManifest = {
  key: 'k',
  generatedAt: '2026-01-01T00:00:00.000Z',
  skipped: [],
  pages: [
    {
      section: 'data-grid',
      kind: 'component',
      name: 'DataGridPro',
      slug: 'data-grid-pro',
      path: '/x/api/data-grid/data-grid-pro',
      plan: 'pro',
      file: 'a',
    },
    {
      section: 'data-grid',
      kind: 'component',
      name: 'DataGrid',
      slug: 'data-grid',
      path: '/x/api/data-grid/data-grid',
      plan: 'community',
      file: 'b',
    },
    {
      section: 'data-grid',
      kind: 'interface',
      name: 'GridApi',
      slug: 'grid-api',
      path: '/x/api/data-grid/grid-api',
      plan: 'community',
      file: 'c',
    },
    {
      section: 'charts',
      kind: 'component',
      name: 'LineChart',
      slug: 'line-chart',
      path: '/x/api/charts/line-chart',
      plan: 'community',
      file: 'd',
    },
  ],
};

test('no manifest (generator not run yet) means no group, not an error', () => {
  expect(apiSidebarItems('data-grid', undefined)).toEqual([]);
  expect(apiSidebarItems('tree-view', manifest)).toEqual([]);
});

test('a section gets one collapsed "API reference" group holding a placeholder for its page list', () => {
  const [group] = apiSidebarItems('data-grid', manifest);
  expect(group).toEqual({
    type: 'category',
    label: 'API reference',
    key: 'api-data-grid',
    collapsed: true,
    items: [{type: 'html', value: expect.any(String), customProps: {apiNav: 'data-grid'}}],
  });
  // Nothing per page is left in the sidebar data every doc page loads.
  expect(JSON.stringify(group)).not.toContain('/x/api/data-grid/');
});
