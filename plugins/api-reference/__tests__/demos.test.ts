import {demoPagesByComponent, sectionOfModule} from '../demos';
import type {DemoFacts} from '../../demo-blocks/facts';

test('sectionOfModule maps packages and subpaths to API sections', () => {
  expect(sectionOfModule('@mui/x-data-grid-premium')).toBe('data-grid');
  expect(sectionOfModule('@mui/x-date-pickers/DatePicker')).toBe('date-pickers');
  expect(sectionOfModule('@mui/x-charts-pro/LineChartPro')).toBe('charts');
  expect(sectionOfModule('@mui/x-tree-view')).toBe('tree-view');
  expect(sectionOfModule('@mui/material/Button')).toBe('material');
  expect(sectionOfModule('@mui/icons-material/Add')).toBeNull();
  expect(sectionOfModule('react')).toBeNull();
});

test('a component links to the pages whose demos import it (types too), not to pages of unused demos', () => {
  const facts: DemoFacts = {
    demos: [
      {
        file: 'docs/react-data-grid/demos/Basic.tsx',
        imports: [
          {specifier: 'react', names: ['useState']},
          {specifier: '@mui/x-data-grid-pro', names: ['DataGridPro', 'useGridApiRef', 'GridColDef']},
          {specifier: '@mui/material/Button', names: ['Btn']},
          {specifier: '@mui/x-charts/LineChart', names: ['LineChart']},
        ],
      },
      {file: 'docs/react-data-grid/demos/Unused.tsx', imports: [{specifier: '@mui/x-data-grid', names: ['DataGrid']}]},
    ],
    pages: {
      'docs/react-data-grid/rows.mdx': ['docs/react-data-grid/demos/Basic.tsx'],
      'docs/react-data-grid/more.mdx': ['docs/react-data-grid/demos/Basic.tsx'],
    },
  };
  const found = demoPagesByComponent(facts);
  expect(found.get('data-grid:DataGridPro')).toEqual(['docs/react-data-grid/rows.mdx', 'docs/react-data-grid/more.mdx']);
  expect(found.get('data-grid:GridColDef')).toEqual(['docs/react-data-grid/rows.mdx', 'docs/react-data-grid/more.mdx']);
  expect(found.has('data-grid:useGridApiRef')).toBe(false);
  // A default import from a component's own path is that component, whatever its local name.
  expect(found.get('material:Button')).toEqual(['docs/react-data-grid/rows.mdx', 'docs/react-data-grid/more.mdx']);
  expect(found.get('charts:LineChart')).toHaveLength(2);
  expect(found.get('data-grid:DataGrid')).toEqual([]);
});
