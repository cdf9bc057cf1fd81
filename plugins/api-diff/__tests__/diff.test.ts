import type {ApiPageData} from '../../api-reference/model';
import {diffMembers, diffProduct, shapeChanges} from '../generate/diff';
import {namedInText, normalizeType} from '../generate/normalize';

const prop = (name: string, type: string, extra: Record<string, string> = {}) => ({name, type, ...extra});

test('type text is compared without formatting noise', () => {
  expect(normalizeType('React.ReactNode | string')).toBe(normalizeType('string | ReactNode'));
  expect(normalizeType('{ a: number; }')).toBe(normalizeType('{a: number}'));
  expect(normalizeType('"a" | "b"')).toBe(normalizeType("'b' | 'a'"));
  expect(normalizeType('<V extends any = any>(id: GridRowId) => V')).toBe(normalizeType('<V = any>(id: GridRowId) => V'));
  // The pickers' v7 date generic reads as the date type it was constrained to.
  expect(normalizeType('(day: TDate) => boolean')).toBe(normalizeType('(day: PickerValidDate) => boolean'));
  expect(normalizeType('DatePickerSlots<TDate>')).toBe(normalizeType('DatePickerSlots'));
  expect(normalizeType('DatePickerSlotProps<TDate, TEnableAccessibleFieldDOMStructure>')).toBe(
    normalizeType('DatePickerSlotProps<TEnableAccessibleFieldDOMStructure>'),
  );
  expect(normalizeType('GridRowId[]')).not.toBe(normalizeType('Set<GridRowId>'));
});

test('deprecation texts name members in backticks, dotted paths by the part that is a member', () => {
  expect(namedInText('Use `hideLegend` instead.')).toEqual(['hideLegend']);
  expect(namedInText('Consider using `labelStyle.fontSize` instead.')).toEqual(['labelStyle']);
  expect(namedInText('Consider using `slotProps.legend` instead.')).toEqual(['legend']);
  expect(namedInText('Use the `<TreeItem2 />` component')).toEqual(['TreeItem2']);
  expect(namedInText(undefined)).toEqual([]);
});

describe('renames are taken from the packages, never guessed', () => {
  const opts = {part: 'prop' as const, compareTypes: true};

  test('a dropped unstable_ prefix with the same type is a rename', () => {
    const rows = diffMembers([prop('unstable_rowSpanning', 'boolean')], [prop('rowSpanning', 'boolean')], opts);
    expect(rows).toEqual([{change: 'renamed', part: 'prop', name: 'rowSpanning', from: 'unstable_rowSpanning', evidence: 'prefix'}]);
  });

  test('a dropped prefix with another type stays removed + added', () => {
    const rows = diffMembers([prop('unstable_onError', '(e: Error) => void')], [prop('onError', '(e: GridError) => void')], opts);
    expect(rows.map((r) => `${r.change}:${r.name}`).sort()).toEqual(['added:onError', 'removed:unstable_onError']);
  });

  test('similar names alone are not a rename', () => {
    const rows = diffMembers([prop('colors', 'string[]')], [prop('color', 'string[]')], opts);
    expect(rows.map((r) => r.change).sort()).toEqual(['added', 'removed']);
  });

  test('the v7 deprecation of a removed member naming a new member is a rename', () => {
    const rows = diffMembers(
      [prop('legendHidden', 'boolean', {deprecated: 'Use `hideLegend` instead.'})],
      [prop('hideLegend', 'boolean')],
      opts,
    );
    expect(rows).toEqual([
      {change: 'renamed', part: 'prop', name: 'hideLegend', from: 'legendHidden', evidence: 'Use `hideLegend` instead.'},
    ]);
  });

  test('a v8 deprecation naming a new member is a rename whose old name still works', () => {
    const rows = diffMembers(
      [prop('disableOpen', 'boolean')],
      [prop('disableOpen', 'boolean', {deprecated: 'Use `disableOpenButton` instead.'}), prop('disableOpenButton', 'boolean')],
      opts,
    );
    expect(rows).toEqual([
      {
        change: 'renamed',
        part: 'prop',
        name: 'disableOpenButton',
        from: 'disableOpen',
        deprecated: true,
        evidence: 'Use `disableOpenButton` instead.',
      },
    ]);
  });

  test('a removed member whose deprecation names a member v7 already had is removed, with that replacement', () => {
    const rows = diffMembers(
      [prop('labelFontSize', 'number', {deprecated: 'Consider using `labelStyle.fontSize` instead.'}), prop('labelStyle', 'object')],
      [prop('labelStyle', 'object')],
      opts,
    );
    expect(rows).toEqual([
      {
        change: 'removed',
        part: 'prop',
        name: 'labelFontSize',
        before: 'number',
        replacement: 'labelStyle',
        evidence: 'Consider using `labelStyle.fontSize` instead.',
      },
    ]);
  });
});

test('type and default changes, with the v7 and v8 values', () => {
  const rows = diffMembers(
    [prop('ids', 'GridRowId[]'), prop('propagation', 'object', {default: '{ parents: false }'}), prop('same', 'React.ReactNode')],
    [prop('ids', 'Set<GridRowId>'), prop('propagation', 'object', {default: '{ parents: true }'}), prop('same', 'ReactNode')],
    {part: 'prop', compareTypes: true},
  );
  expect(rows).toEqual([
    {change: 'type', part: 'prop', name: 'ids', before: 'GridRowId[]', after: 'Set<GridRowId>'},
    {change: 'default', part: 'prop', name: 'propagation', before: '{ parents: false }', after: '{ parents: true }'},
  ]);
});

test('an unchanged type name whose alias became an interface is a type change, with a note', () => {
  const shapes7 = new Map([['GridRowSelectionModel', {kind: 'alias' as const, definition: 'readonly GridRowId[]'}]]);
  const shapes8 = new Map([['GridRowSelectionModel', {kind: 'interface' as const}]]);
  expect(shapeChanges('(model: GridRowSelectionModel) => void', {shapes7, shapes8})).toEqual([
    'GridRowSelectionModel: readonly GridRowId[] → interface',
  ]);
  const rows = diffMembers([prop('rowSelectionModel', 'GridRowSelectionModel')], [prop('rowSelectionModel', 'GridRowSelectionModel')], {
    part: 'prop',
    compareTypes: true,
    shapes7,
    shapes8,
  });
  expect(rows[0]).toMatchObject({
    change: 'type',
    name: 'rowSelectionModel',
    note: 'GridRowSelectionModel: readonly GridRowId[] → interface',
  });
});

function page(name: string, over: Partial<ApiPageData> = {}): ApiPageData {
  return {
    section: 'charts',
    kind: 'component',
    name,
    slug: name.toLowerCase(),
    path: `/x/api/charts/${name.toLowerCase()}`,
    plan: 'community',
    descriptionHtml: '',
    summary: '',
    imports: [],
    props: [],
    slots: [],
    classes: [],
    ...over,
  };
}

test('diffProduct: removed and added components, member changes, CSS classes only from the same export', () => {
  const product = {id: 'charts', api: {interfaces: []}} as const;
  const v7 = [
    page('Old', {deprecated: 'Use `New` instead.'}),
    page('Chart', {
      props: [{name: 'legend', type: 'LegendProps', descriptionHtml: '', required: false}],
      slots: [{name: 'popper', descriptionHtml: '', defaultComponent: 'Popper'}],
      classes: [{ruleName: 'root', className: 'MuiOther-root', descriptionHtml: ''}],
      classesExport: 'otherClasses',
    }),
  ];
  const v8 = [
    page('New'),
    page('Chart', {
      props: [{name: 'hideLegend', type: 'boolean', descriptionHtml: '', required: false}],
      slots: [{name: 'tooltip', descriptionHtml: '', defaultComponent: 'ChartsTooltip'}],
      classes: [{ruleName: 'root', className: 'MuiChart-root', descriptionHtml: ''}],
      classesExport: 'chartClasses',
    }),
  ];
  const out = diffProduct({product, v7, v8});
  expect(out.map((c) => c.name)).toEqual(['Chart', 'New', 'Old']);
  expect(out[2].changes).toEqual([{change: 'removed', part: 'component', name: 'Old', replacement: 'New', evidence: 'Use `New` instead.'}]);
  expect(out[1].changes).toEqual([{change: 'added', part: 'component', name: 'New'}]);
  expect(out[0].changes.map((c) => `${c.part}:${c.change}:${c.name}`)).toEqual([
    'prop:added:hideLegend',
    'prop:removed:legend',
    'slot:added:tooltip',
    'slot:removed:popper',
  ]);
});
