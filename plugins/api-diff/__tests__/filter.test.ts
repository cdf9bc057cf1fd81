import {countByKind, rowLink, visibleChanges} from '../filter';
import type {ComponentChanges} from '../model';

const components: ComponentChanges[] = [
  {
    name: 'DataGrid',
    kind: 'component',
    plan: 'community',
    path: '/x/api/data-grid/data-grid',
    changes: [
      {change: 'added', part: 'prop', name: 'showToolbar'},
      {change: 'removed', part: 'prop', name: 'indeterminateCheckboxAction'},
      {change: 'renamed', part: 'prop', name: 'rowSpanning', from: 'unstable_rowSpanning'},
      {change: 'removed', part: 'class', name: 'pinnedColumns'},
      {change: 'added', part: 'slot', name: 'baseInput'},
      {change: 'added', part: 'class', name: 'main--hiddenContent'},
    ],
  },
  {name: 'GridOverlays', kind: 'component', plan: 'community', changes: [{change: 'removed', part: 'component', name: 'GridOverlays'}]},
];

test('filtering to one kind of change keeps only those rows and the components that have some', () => {
  const removed = visibleChanges(components, {kind: 'removed', text: ''});
  expect(removed.map((v) => v.component.name)).toEqual(['DataGrid', 'GridOverlays']);
  expect(removed.flatMap((v) => v.rows).every((r) => r.change === 'removed')).toBe(true);
  expect(visibleChanges(components, {kind: 'renamed', text: ''}).map((v) => v.component.name)).toEqual(['DataGrid']);
  expect(visibleChanges(components, {kind: 'type', text: ''})).toEqual([]);
});

test('the name filter matches the component, the member and the old name of a rename', () => {
  expect(visibleChanges(components, {kind: 'all', text: 'UNSTABLE_'}).flatMap((v) => v.rows.map((r) => r.name))).toEqual(['rowSpanning']);
  expect(visibleChanges(components, {kind: 'all', text: 'overlays'}).map((v) => v.component.name)).toEqual(['GridOverlays']);
  expect(visibleChanges(components, {kind: 'all', text: '', only: ['GridOverlays']}).length).toBe(1);
});

test('counts per kind follow the name filter', () => {
  expect(countByKind(components, {text: ''})).toEqual({all: 7, added: 3, removed: 3, renamed: 1, type: 0, default: 0});
  expect(countByKind(components, {text: 'pinned'})).toEqual({all: 1, added: 0, removed: 1, renamed: 0, type: 0, default: 0});
});

test('rows link to their anchor on the v8 API page, except what v8 no longer has', () => {
  const grid = components[0];
  expect(rowLink(grid, grid.changes[0])).toBe('/x/api/data-grid/data-grid#prop-showToolbar');
  expect(rowLink(grid, grid.changes[1])).toBeUndefined();
  expect(rowLink(grid, grid.changes[4])).toBe('/x/api/data-grid/data-grid#slot-baseInput');
  expect(rowLink(grid, grid.changes[5])).toBe('/x/api/data-grid/data-grid#classes-main--hiddenContent');
  expect(rowLink(components[1], components[1].changes[0])).toBeUndefined();
});
