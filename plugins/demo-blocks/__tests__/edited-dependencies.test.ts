/** An edited demo exports the dependencies of the code being exported, not the original list. */
import {dependenciesOfExportedCode} from '../export/edited-dependencies';
import {importSpecifiersOf} from '../live/import-specifiers';
import {buildProjectFiles} from '../export/project';
import {UNKNOWN_ADAPTER_MESSAGE} from '../dependency-rules';
import type {DemoToolVersions} from '../types';

const original = {
  dependencies: {
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
    '@mui/material': '7.3.4',
    '@mui/x-date-pickers': '8.15.0',
    dayjs: '1.11.18',
    react: '19.2.0',
    'react-dom': '19.2.0',
  },
  localModules: [
    {
      specifier: '@site/src/demo-data/stays',
      exportPath: 'demo-data/stays',
      tsExtension: '.ts' as const,
      ts: "import dayjs from 'dayjs';\nexport const first = dayjs('2025-01-01');\n",
      js: '',
    },
  ],
};
const demoCode = `import * as React from 'react';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {first} from '@site/src/demo-data/stays';
export default function Demo() { return <DatePicker defaultValue={first} />; }
`;

test('reads every run-time import, unused ones too, and no type-only ones', () => {
  expect(
    importSpecifiersOf(`import debounce from 'lodash/debounce';\nimport type {Dayjs} from 'dayjs';\nimport './x.css';\n${demoCode}`),
  ).toEqual(['lodash/debounce', './x.css', 'react', '@mui/x-date-pickers/DatePicker', '@site/src/demo-data/stays']);
});

test("an added import joins package.json: pinned when the portal knows it, 'latest' with a note otherwise", () => {
  const edited = `import debounce from 'lodash/debounce';\nimport {LineChart} from '@mui/x-charts/LineChart';\n${demoCode}`;
  const deps = dependenciesOfExportedCode(edited, original, [original]);
  expect(deps).toEqual({...original.dependencies, lodash: 'latest', '@mui/x-charts': '8.15.0'});

  const tools = {
    vite: '1',
    '@vitejs/plugin-react': '1',
    typescript: '1',
    tailwindcss: '1',
    '@tailwindcss/postcss': '1',
    '@types/react': '1',
    '@types/react-dom': '1',
  } as DemoToolVersions;
  const files = buildProjectFiles(
    {name: 'BookingDatePicker', tools},
    {styling: 'css', ts: edited, js: '', extraFiles: [], localModules: original.localModules, dependencies: deps},
    'TS',
  );
  const pkg = JSON.parse(files['package.json']!);
  expect(pkg.dependencies.lodash).toBe('latest');
  expect(pkg['//']).toMatch(/^lodash: .*latest/);
  expect(files['src/Demo.tsx']).toContain("import debounce from 'lodash/debounce';");
});

test('a removed import leaves package.json; the local modules still count', () => {
  const edited = "import {first} from '@site/src/demo-data/stays';\nexport default function Demo() { return <p>{first.year()}</p>; }\n";
  expect(dependenciesOfExportedCode(edited, original, [original])).toEqual({dayjs: '1.11.18', react: '19.2.0', 'react-dom': '19.2.0'});
});

test('an adapter the map does not know is an error the export menu can show', () => {
  const edited = `import {AdapterTemporal} from '@mui/x-date-pickers/AdapterTemporal';\n${demoCode}`;
  expect(() => dependenciesOfExportedCode(edited, original, [original])).toThrow(UNKNOWN_ADAPTER_MESSAGE);
  // A mapped adapter brings its pinned date library.
  const luxon = dependenciesOfExportedCode(`import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';\n${demoCode}`, original, [
    original,
  ]);
  expect(luxon.luxon).toMatch(/^3\./);
});

test('code that does not parse exports with the build-time list', () => {
  expect(dependenciesOfExportedCode('export default function Demo( {', original, [original])).toBe(original.dependencies);
});

test("a v7 demo's added MUI X package takes its own product's v7 version (v7 grid and pickers were released apart)", () => {
  const v7 = {
    ...original,
    dependencies: {...original.dependencies, '@mui/x-data-grid': '7.29.13', '@mui/x-date-pickers': '7.29.4'},
  };
  const edited = `import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';\nimport {DataGridPro} from '@mui/x-data-grid-pro';\n${demoCode}`;
  const deps = dependenciesOfExportedCode(edited, v7, [v7]);
  expect(deps['@mui/x-date-pickers-pro']).toBe('7.29.4');
  expect(deps['@mui/x-data-grid-pro']).toBe('7.29.13');
});
