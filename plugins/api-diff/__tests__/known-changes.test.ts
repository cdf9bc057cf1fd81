/**
 * The generated change tables (api-diff/*.json, `npm run api:diff`) must contain what the v8
 * packages themselves say changed. Each expectation below cites where it is written: the v8
 * release notes (node_modules/@mui/x-codemod/CHANGELOG.md, "Breaking changes" of 8.0.0-alpha.x /
 * beta.x) or the @mui/x-codemod README, never the guide's own prose.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiChange, ChangeKind, ProductChanges} from '../model';

const DIR = path.resolve(__dirname, '../../../api-diff');

function load(product: string): ProductChanges {
  const file = path.join(DIR, `${product}.json`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run api:diff first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ProductChanges;
}

function find(data: ProductChanges, component: string, change: ChangeKind, name: string, part?: ApiChange['part']): ApiChange | undefined {
  return data.components
    .find((c) => c.name === component)
    ?.changes.find((r) => r.change === change && r.name === name && (!part || r.part === part));
}

const grid = load('data-grid');
const pickers = load('date-pickers');
const charts = load('charts');
const treeView = load('tree-view');

test('the tables compare the newest v7 packages with the installed v8 ones', () => {
  expect(grid.from).toContain('@mui/x-data-grid@7.29.13');
  expect(grid.to).toContain('@mui/x-data-grid@8.15.0');
  expect(pickers.from).toContain('@mui/x-date-pickers@7.29.4');
  expect(charts.from).toContain('@mui/x-charts@7.29.1');
  expect(treeView.from).toContain('@mui/x-tree-view@7.29.10');
});

describe('Data Grid', () => {
  test.each([
    // 8.0.0-alpha.2: "The `indeterminateCheckboxAction` prop has been removed."
    ['DataGrid', 'indeterminateCheckboxAction'],
    // 8.0.0-alpha.3: "The `rowPositionsDebounceMs` prop was removed."
    ['DataGrid', 'rowPositionsDebounceMs'],
    // codemod README, v8.0.0/data-grid/remove-props: resetPageOnSortFilter
    ['DataGridPro', 'resetPageOnSortFilter'],
  ])('%s prop %s is removed', (component, name) => {
    expect(find(grid, component, 'removed', name, 'prop')).toBeDefined();
  });

  test.each([
    // 8.0.0-alpha.4: "The "row spanning" feature is now stable." unstable_rowSpanning -> rowSpanning
    ['DataGrid', 'unstable_rowSpanning', 'rowSpanning'],
    // 8.0.0-alpha.13: "The data source feature and its related props are now stable."
    ['DataGridPro', 'unstable_dataSource', 'dataSource'],
    ['DataGridPremium', 'unstable_dataSourceCache', 'dataSourceCache'],
    // 8.0.0-beta.3: list view stable: unstable_listView -> listView
    ['DataGridPro', 'unstable_listView', 'listView'],
  ])('%s prop %s is renamed to %s', (component, from, to) => {
    expect(find(grid, component, 'renamed', to, 'prop')).toMatchObject({from});
  });

  test('detail panel ids and the selection model changed type', () => {
    // 8.0.0-alpha.5: detailPanelExpandedRowIds uses a Set instead of an array.
    expect(find(grid, 'DataGridPro', 'type', 'detailPanelExpandedRowIds')).toMatchObject({before: 'GridRowId[]', after: 'Set<GridRowId>'});
    // 8.0.0-alpha.13: the row selection model changed from GridRowId[] to {type, ids}.
    expect(find(grid, 'DataGrid', 'type', 'onRowSelectionModelChange')?.note).toBe(
      "GridRowSelectionModel: readonly GridRowId[] → { type: 'include' | 'exclude'; ids: Set<GridRowId>; }",
    );
  });

  test('rowSelectionPropagation propagates by default', () => {
    // 8.0.0-alpha.2: "The default value of the `rowSelectionPropagation` prop has been changed to { parents: true, descendants: true }"
    expect(find(grid, 'DataGridPremium', 'default', 'rowSelectionPropagation')).toMatchObject({
      before: '{ parents: false, descendants: false }',
      after: '{ parents: true, descendants: true }',
    });
  });

  test('apiRef methods', () => {
    // 8.0.0-alpha.12: forceUpdate() removed; 8.0.0-alpha.2: resize() removed.
    expect(find(grid, 'GridApi', 'removed', 'forceUpdate', 'method')).toBeDefined();
    expect(find(grid, 'GridApi', 'removed', 'resize', 'method')).toBeDefined();
    // 8.0.0-alpha.5: getExpandedDetailPanels/setExpandedDetailPanels work with a Set.
    expect(find(grid, 'GridApi', 'type', 'getExpandedDetailPanels')?.after).toContain('Set<GridRowId>');
    // 8.0.0-alpha.13: apiRef.current.unstable_dataSource -> apiRef.current.dataSource
    expect(find(grid, 'GridApi', 'removed', 'unstable_dataSource')).toBeDefined();
    expect(find(grid, 'GridApi', 'added', 'dataSource')).toBeDefined();
  });

  test('slots, classes and components', () => {
    // 8.0.0-alpha.13: "The `slots.baseFormControl` component was removed."
    expect(find(grid, 'DataGrid', 'removed', 'baseFormControl', 'slot')).toBeDefined();
    // 8.0.0-alpha.12: `main--hasSkeletonLoadingOverlay` renamed `main--hiddenContent` (no JSDoc says so: removed + added).
    expect(find(grid, 'DataGrid', 'removed', 'main--hasSkeletonLoadingOverlay', 'class')).toBeDefined();
    expect(find(grid, 'DataGrid', 'added', 'main--hiddenContent', 'class')).toBeDefined();
    // 8.0.0-alpha.2: `<GridOverlays />` not exported; 8.0.0-alpha.14: `<GridSaveAltIcon />` not exported.
    expect(find(grid, 'GridOverlays', 'removed', 'GridOverlays', 'component')).toBeDefined();
    expect(find(grid, 'GridSaveAltIcon', 'removed', 'GridSaveAltIcon', 'component')).toBeDefined();
    // 8.0.0-alpha.13: the showToolbar prop displays the toolbar.
    expect(find(grid, 'DataGrid', 'added', 'showToolbar', 'prop')).toBeDefined();
  });
});

describe('Date and Time Pickers', () => {
  test('the accessible field DOM structure is the default', () => {
    // 8.0.0-alpha.0: "The default DOM structure of the field has changed" ([fields] Enable the new field DOM structure by default)
    for (const component of ['DatePicker', 'DateRangePicker', 'TimeField']) {
      expect(find(pickers, component, 'default', 'enableAccessibleFieldDOMStructure')).toMatchObject({before: 'false', after: 'true'});
    }
  });

  test('props the layout, toolbar and shortcuts slots no longer receive', () => {
    // 8.0.0-alpha.7: the toolbar slot no longer receives `value`, `onChange` and `isLandscape`;
    // the shortcuts slot no longer receives `onChange`, `isValid` and `isLandscape`;
    // the layout slot no longer receives `value`, `onChange` and `onSelectShortcut`.
    for (const name of ['value', 'onChange', 'isLandscape']) expect(find(pickers, 'DatePickerToolbar', 'removed', name)).toBeDefined();
    for (const name of ['onChange', 'isValid', 'isLandscape']) expect(find(pickers, 'PickersShortcuts', 'removed', name)).toBeDefined();
    for (const name of ['value', 'onChange', 'onSelectShortcut']) expect(find(pickers, 'PickersLayout', 'removed', name)).toBeDefined();
    // 8.0.0-alpha.7: the range toolbar no longer receives rangePosition / onRangePositionChange.
    expect(find(pickers, 'DateRangePickerToolbar', 'removed', 'rangePosition')).toBeDefined();
  });

  test('mobile date-time pickers edit time with the digital clock', () => {
    // 8.0.0-alpha.14: "All Date Time Picker variants now use Digital Clock for time editing."
    expect(find(pickers, 'MobileDateTimePicker', 'added', 'timeSteps', 'prop')).toBeDefined();
    expect(find(pickers, 'MobileDateTimePicker', 'added', 'digitalClockItem', 'slot')).toBeDefined();
  });

  test('the TDate generic is gone from the types without flooding the table', () => {
    // 8.0.0-alpha.0: TDate removed in favour of PickerValidDate; read as the same type.
    expect(find(pickers, 'DatePicker', 'type', 'minDate')).toBeUndefined();
    expect(find(pickers, 'DatePicker', 'type', 'shouldDisableDate')).toBeUndefined();
  });
});

describe('Charts', () => {
  test.each([
    // 8.0.0-alpha.0: "The `legend` prop has been removed."
    ['LineChart', 'legend'],
    // 8.0.0-alpha.9: experimentalMarkRendering removed from LineChart.
    ['LineChart', 'experimentalMarkRendering'],
    // 8.0.0-alpha.1: resolveSizeBeforeRender removed from all charts; tooltip prop removed.
    ['BarChart', 'resolveSizeBeforeRender'],
    ['BarChart', 'tooltip'],
    // 8.0.0-alpha.13: topAxis/rightAxis/bottomAxis/leftAxis replaced by the axis `position`.
    ['ScatterChart', 'rightAxis'],
    ['ChartsXAxis', 'position'],
    // 8.0.0-alpha.1: width and height removed from ChartsSurface.
    ['ChartsSurface', 'width'],
  ])('%s prop %s is removed', (component, name) => {
    expect(find(charts, component, 'removed', name, 'prop')).toBeDefined();
  });

  test('labelFontSize and tickFontSize point at their style props', () => {
    // codemod v8.0.0/charts/rename-label-and-tick-font-size; v7 JSDoc names the replacement.
    expect(find(charts, 'ChartsXAxis', 'removed', 'labelFontSize')).toMatchObject({replacement: 'labelStyle'});
    expect(find(charts, 'ChartsYAxis', 'removed', 'tickFontSize')).toMatchObject({replacement: 'tickLabelStyle'});
  });

  test('tooltip slots, palette and removed components', () => {
    // 8.0.0-alpha.1: the popper, axisContent and itemContent slots are replaced by the tooltip slot.
    for (const name of ['popper', 'axisContent', 'itemContent']) expect(find(charts, 'BarChart', 'removed', name, 'slot')).toBeDefined();
    expect(find(charts, 'BarChart', 'added', 'tooltip', 'slot')).toBeDefined();
    // 8.0.0-alpha.10: the default colors changed (blueberryTwilightPalette kept as an import).
    expect(find(charts, 'LineChart', 'default', 'colors')).toMatchObject({before: 'blueberryTwilightPalette'});
    // 8.0.0-alpha.7: DefaultChartsLegend removed; codemod: ResponsiveChartContainer -> ChartContainer, ChartsOnAxisClickHandler removed.
    for (const name of ['DefaultChartsLegend', 'ResponsiveChartContainer', 'ChartsOnAxisClickHandler']) {
      expect(find(charts, name, 'removed', name, 'component')).toBeDefined();
    }
    expect(find(charts, 'LineChart', 'added', 'hideLegend', 'prop')).toBeDefined();
  });
});

describe('Tree View', () => {
  test('TreeItem content props, TreeView and TreeItem2', () => {
    // 8.0.0-alpha.0: ContentComponent / ContentProps removed from TreeItem; TreeView renamed SimpleTreeView; TreeItem2 renamed TreeItem.
    expect(find(treeView, 'TreeItem', 'removed', 'ContentComponent', 'prop')).toBeDefined();
    expect(find(treeView, 'TreeItem', 'removed', 'ContentProps', 'prop')).toBeDefined();
    expect(find(treeView, 'TreeView', 'removed', 'TreeView', 'component')).toBeDefined();
    expect(find(treeView, 'TreeItem2', 'removed', 'TreeItem2', 'component')).toBeDefined();
    expect(find(treeView, 'TreeItem', 'added', 'content', 'slot')).toBeDefined();
  });
});
