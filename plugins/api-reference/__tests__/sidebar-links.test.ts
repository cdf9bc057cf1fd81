import {apiNavSectionOf, apiNavSidebarItems, parseApiNav, type ApiNavEntry} from '../sidebar-links';

const entries: ApiNavEntry[] = [
  {name: 'GridApi', path: '/x/api/data-grid/grid-api', kind: 'interface', plan: 'community'},
  {name: 'DataGridPro', path: '/x/api/data-grid/data-grid-pro', kind: 'component', plan: 'pro'},
  {name: 'DataGrid', path: '/x/api/data-grid/data-grid', kind: 'component', plan: 'community'},
  {name: 'GridColDef', path: '/x/api/data-grid/grid-col-def', kind: 'interface', plan: 'community'},
];

test('components come first by name, interfaces in a collapsed group after them', () => {
  const items = apiNavSidebarItems(entries, '接口');
  expect(items.map((i) => i.label)).toEqual(['DataGrid', 'DataGridPro', '接口']);
  expect(items[0]).toEqual({type: 'link', label: 'DataGrid', href: '/x/api/data-grid/data-grid'});
  const group = items[2];
  expect(group.type === 'category' && group.collapsed).toBe(true);
  expect(group.type === 'category' && group.items.map((i) => i.label)).toEqual(['GridApi', 'GridColDef']);
});

test('a section without interfaces gets no empty group', () => {
  expect(
    apiNavSidebarItems(
      entries.filter((e) => e.kind === 'component'),
      'Interfaces',
    ).map((i) => i.type),
  ).toEqual(['link', 'link']);
});

test('only a known section in customProps marks a placeholder', () => {
  expect(apiNavSectionOf({apiNav: 'charts'})).toBe('charts');
  expect(apiNavSectionOf({apiNav: 'charts/../x'})).toBeUndefined();
  expect(apiNavSectionOf({plan: 'pro'})).toBeUndefined();
  expect(apiNavSectionOf(undefined)).toBeUndefined();
});

test('a loaded page list is checked: garbage is an error with a message, not a broken sidebar', () => {
  expect(parseApiNav(entries, 'data-grid')).toEqual(entries);
  expect(() => parseApiNav({pages: []}, 'charts')).toThrow('API page list of charts is not a list');
  expect(() => parseApiNav([{name: 'X', path: 'javascript:alert(1)', kind: 'component', plan: 'pro'}], 'charts')).toThrow(
    'API page list of charts: entry 0 is not an API page',
  );
  expect(() => parseApiNav([null], 'tree-view')).toThrow('entry 0');
  expect(() => parseApiNav([{name: 'X', path: '/x', kind: 'component', plan: 'gold'}], 'tree-view')).toThrow('entry 0');
});
