import ts from 'typescript';
import {localizeDemoSource} from '../messages/localize';

const DEMO = `import * as React from 'react';
import {DataGrid} from '@mui/x-data-grid';
import {rows} from './Title';

const columns = [
  {field: 'title', headerName: 'Title', flex: 1},
  {field: 'year', headerName: "Year"},
];

export default function Books() {
  const [status, setStatus] = React.useState<'Open' | 'Closed'>('Open');
  return (
    <div aria-label="Books table">
      <button onClick={() => setStatus(status === 'Open' ? 'Closed' : 'Open')}>
        Toggle
      </button>
      <p>{\`Closed\`} and more text</p>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
`;

const compiles = (code: string) =>
  ts.transpileModule(code, {reportDiagnostics: true, compilerOptions: {jsx: ts.JsxEmit.Preserve}, fileName: 'Demo.tsx'}).diagnostics ?? [];

test('every whole-value string literal and trimmed JSX text that is a key is replaced, nothing else', () => {
  const {code, unused} = localizeDemoSource(DEMO, 'Demo.tsx', {
    Title: '书名',
    Year: '出版年份',
    'Books table': '图书表格',
    Toggle: '切换',
    Open: '进行中',
    Closed: '已关闭',
    'Not in the demo': '不在示例里',
  });
  expect(code).toContain(`headerName: '书名'`);
  expect(code).toContain(`headerName: "出版年份"`);
  expect(code).toContain(`aria-label="图书表格"`);
  expect(code).toMatch(/>\n\s+切换\n\s+<\/button>/);
  // Every occurrence, types included, so the file's own comparisons still agree.
  expect(code).toContain(`React.useState<'进行中' | '已关闭'>('进行中')`);
  expect(code).toContain(`status === '进行中' ? '已关闭' : '进行中'`);
  expect(code).toContain('{`已关闭`} and more text');
  // Field names, module specifiers and text that is not a whole key stay.
  expect(code).toContain(`field: 'title'`);
  expect(code).toContain(`from './Title'`);
  expect(unused).toEqual(['Not in the demo']);
  expect(compiles(code)).toEqual([]);
});

test('a translation JSX cannot hold as text or attribute becomes an expression', () => {
  const source = `export default () => <label title="Size">Size {'<'}</label>;\nconst x = <b>Width</b>;\n`;
  const {code} = localizeDemoSource(source, 'Demo.tsx', {Size: '尺寸 "S"', Width: '宽度 {px}'});
  expect(code).toContain(`title={"尺寸 \\"S\\""}`);
  expect(code).toContain(`<b>{"宽度 {px}"}</b>`);
  expect(compiles(code)).toEqual([]);
});

test('without a table entry the source is returned unchanged', () => {
  expect(localizeDemoSource(DEMO, 'Demo.tsx', {}).code).toBe(DEMO);
});
