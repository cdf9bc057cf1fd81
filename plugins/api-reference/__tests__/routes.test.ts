import {apiPagePath, sectionFromApiPath} from '../routes';
import {toKebab} from '../kebab';

describe('sectionFromApiPath', () => {
  test.each([
    ['/x/api/data-grid/data-grid', 'data-grid'],
    ['/x/api/date-pickers/date-picker', 'date-pickers'],
    ['/x/api/charts/line-chart/', 'charts'],
    ['/zh/x/api/tree-view/rich-tree-view', 'tree-view'],
    ['/api/button', 'material'],
    ['/zh/api/button#prop-size', 'material'],
    ['/x/api/data-grid/grid-col-def?x=1', 'data-grid'],
  ])('%s -> %s', (path, section) => {
    expect(sectionFromApiPath(path)).toBe(section);
  });

  test.each(['/x/api/unknown/foo', '/x/react-data-grid', '/api', '/api/a/b', '/x/api/data-grid', '/zhx/api/button', '/'])(
    '%s is not an API page',
    (path) => {
      expect(sectionFromApiPath(path)).toBeNull();
    },
  );

  test('round-trips with apiPagePath for every section', () => {
    for (const section of ['data-grid', 'date-pickers', 'charts', 'tree-view', 'material'] as const) {
      expect(sectionFromApiPath(apiPagePath(section, 'some-page'))).toBe(section);
      expect(sectionFromApiPath('/zh' + apiPagePath(section, 'some-page'))).toBe(section);
    }
  });
});

describe('toKebab', () => {
  test.each([
    ['DataGridPro', 'data-grid-pro'],
    ['GridColDef', 'grid-col-def'],
    ['Unstable_TrapFocus', 'unstable-trap-focus'],
    ['GridAPIRef', 'grid-api-ref'],
    ['PickerDay2', 'picker-day2'],
    ['Button', 'button'],
  ])('%s -> %s', (name, kebab) => {
    expect(toKebab(name)).toBe(kebab);
  });
});
