import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {demoFilesOfPage, scanDemoFacts} from '../facts';

test('the Demo tags of a page are read from its syntax tree, not from text that merely looks like one', () => {
  const mdx = [
    '# Rows',
    '',
    '<Demo file="./demos/Basic.tsx" height={300} />',
    '',
    '```mdx',
    '<Demo file="./demos/InCode.tsx" />',
    '```',
    '',
    'Text: `<Demo file="x" />`',
  ].join('\n');
  expect(demoFilesOfPage(mdx)).toEqual(['./demos/Basic.tsx']);
});

test('the scan lists each page with its demos and each demo with what it imports', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-facts-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write(
    'docs/grid/demos/Basic.tsx',
    `import {DataGridPro as Grid, type GridColDef} from '@mui/x-data-grid-pro';\nimport Button from '@mui/material/Button';\nexport default function Basic() { return null; }`,
  );
  write('docs/grid/demos/Unused.tsx', `import {DataGrid} from '@mui/x-data-grid';`);
  write('docs/grid/rows.mdx', `# Rows\n\n<Demo file="./demos/Basic.tsx" />\n`);
  write('docs/grid/plain.md', `# No demos here\n`);
  try {
    expect(scanDemoFacts(dir, ['docs', 'missing-dir'])).toEqual({
      pages: {[path.join('docs', 'grid', 'rows.mdx')]: [path.join('docs', 'grid', 'demos', 'Basic.tsx')]},
      demos: [
        {
          file: path.join('docs', 'grid', 'demos', 'Basic.tsx'),
          imports: [
            {specifier: '@mui/x-data-grid-pro', names: ['DataGridPro', 'GridColDef']},
            {specifier: '@mui/material/Button', names: ['Button']},
          ],
        },
      ],
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
