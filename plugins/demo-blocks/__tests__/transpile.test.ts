import {transform} from 'sucrase';
import {generateJavaScript} from '../generate/transpile';

const TS = `import * as React from 'react';
import type {ReactNode} from 'react';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Row {
  id: number;
}

const columns: GridColDef<Row>[] = [{field: 'id'}];

// Says hello.
export default function Hello({label}: {label: ReactNode}) {
  const [count, setCount] = React.useState<number>(0);
  return (
    <div>
      <DataGrid rows={[] as Row[]} columns={columns} />
      <button onClick={() => setCount((c) => c + 1)}>{label} {count}</button>
    </div>
  );
}
`;

describe('TS -> JS generation', () => {
  let js: string;
  beforeAll(async () => {
    js = await generateJavaScript(TS, 'Hello.tsx');
  });

  test('types, interfaces and type-only imports are gone', () => {
    expect(js).not.toMatch(/interface Row|GridColDef|ReactNode|<number>|: \{label/);
    expect(js).not.toContain("from 'react';\nimport type");
    expect(js).toContain("import {DataGrid} from '@mui/x-data-grid';");
  });

  test('value code, JSX and comments stay', () => {
    expect(js).toContain('// Says hello.');
    expect(js).toContain('export default function Hello({label})');
    expect(js).toContain('React.useState(0)');
    expect(js).toContain('<DataGrid rows={[]} columns={columns} />');
  });

  test('top-level blank lines survive and the result is prettier-formatted', () => {
    expect(js).toMatch(/from '@mui\/x-data-grid';\n\nconst columns/);
    expect(js).toMatch(/\];\n\n\/\/ Says hello\./);
    expect(js.endsWith('\n')).toBe(true);
    expect(js).not.toContain('__demo_blank_line__');
  });

  test('the output is valid JSX JavaScript', () => {
    expect(() => transform(js, {transforms: ['jsx', 'imports']})).not.toThrow();
  });

  test('a syntax error names the demo file', async () => {
    await expect(generateJavaScript('const = ;', 'Broken.tsx')).rejects.toThrow(/Broken\.tsx/);
  });
});
