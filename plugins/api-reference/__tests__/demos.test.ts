import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {demoImports, mentionsDemo, sectionOfModule} from '../demos';
import {scanDemoPages} from '../demo-scan';

test('sectionOfModule maps packages and subpaths to API sections', () => {
  expect(sectionOfModule('@mui/x-data-grid-premium')).toBe('data-grid');
  expect(sectionOfModule('@mui/x-date-pickers/DatePicker')).toBe('date-pickers');
  expect(sectionOfModule('@mui/x-charts-pro/LineChartPro')).toBe('charts');
  expect(sectionOfModule('@mui/x-tree-view')).toBe('tree-view');
  expect(sectionOfModule('@mui/material/Button')).toBe('material');
  expect(sectionOfModule('@mui/icons-material/Add')).toBeNull();
  expect(sectionOfModule('react')).toBeNull();
});

test('demoImports finds named and default component imports, not hooks or types', () => {
  const src = `
import * as React from 'react';
import { DataGrid, GridToolbar as Bar, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import type { LineChartProps } from '@mui/x-charts';
import { LineChart } from '@mui/x-charts/LineChart';
`;
  expect(demoImports(src)).toEqual([
    {section: 'data-grid', name: 'DataGrid'},
    {section: 'data-grid', name: 'GridToolbar'},
    {section: 'data-grid', name: 'GridColDef'},
    {section: 'material', name: 'Button'},
    {section: 'charts', name: 'LineChart'},
  ]);
});

test('mentionsDemo matches the demo file as a page refers to it', () => {
  expect(mentionsDemo(`<Demo file="./demos/BasicGrid.tsx" />`, 'BasicGrid')).toBe(true);
  expect(mentionsDemo(`import BasicGrid from './demos/BasicGrid';`, 'BasicGrid')).toBe(true);
  expect(mentionsDemo(`import X from './demos/BasicGridTwo';`, 'BasicGrid')).toBe(false);
});

test('scanDemoPages links a component to the docs pages whose demos use it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-demos-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('docs/react-data-grid/demos/Basic.tsx', `import { DataGridPro } from '@mui/x-data-grid-pro';`);
  write('docs/react-data-grid/demos/Unused.tsx', `import { DataGrid } from '@mui/x-data-grid';`);
  write('docs/react-data-grid/rows.mdx', `# Rows\n\n<Demo file="./demos/Basic.tsx" />\n`);
  write('docs-material/components/demos/Btn.tsx', `import Button from '@mui/material/Button';`);
  write('docs-material/components/buttons.mdx', `import Btn from './demos/Btn';`);
  const found = scanDemoPages(dir);
  expect(found.get('data-grid:DataGridPro')).toEqual([path.join('docs', 'react-data-grid', 'rows.mdx')]);
  expect(found.get('data-grid:DataGrid')).toEqual([]);
  expect(found.get('material:Button')).toEqual([path.join('docs-material', 'components', 'buttons.mdx')]);
  fs.rmSync(dir, {recursive: true, force: true});
});
