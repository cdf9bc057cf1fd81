import {supportedComponents, type ManifestEntry} from '../components';
import type {DemoFacts} from '../../demo-blocks/facts';

const manifest: ManifestEntry[] = [
  {section: 'material', kind: 'component', name: 'Chip', path: '/api/chip'},
  {section: 'material', kind: 'component', name: 'Avatar', path: '/api/avatar'},
  {section: 'material', kind: 'component', name: 'SpeedDial', path: '/api/speed-dial'},
  {section: 'data-grid', kind: 'component', name: 'DataGrid', path: '/x/api/data-grid/data-grid'},
];

const facts: DemoFacts = {
  demos: [
    {file: 'docs-material/components/demos/chips/A.tsx', imports: [{specifier: '@mui/material/Chip', names: ['Chip']}]},
    {file: 'docs-material/components/demos/chips/B.tsx', imports: [{specifier: '@mui/material', names: ['Chip', 'Avatar']}]},
    {file: 'docs-material/components/demos/avatars/C.tsx', imports: [{specifier: '@mui/material/Avatar', names: ['default']}]},
    {file: 'docs-material/getting-started/demos/D.tsx', imports: [{specifier: '@mui/material/Chip', names: ['Chip']}]},
  ],
  pages: {
    'docs-material/components/chips.mdx': ['docs-material/components/demos/chips/A.tsx', 'docs-material/components/demos/chips/B.tsx'],
    'docs-material/components/avatars.mdx': ['docs-material/components/demos/avatars/C.tsx'],
    // Not a component page: a starter that happens to use Chip is no guide for it.
    'docs-material/getting-started/example-projects.mdx': ['docs-material/getting-started/demos/D.tsx'],
  },
};

const docs: Record<string, {title: string; path: string}> = {
  'docs-material/components/chips.mdx': {title: 'Chip', path: '/components/chips'},
  'docs-material/components/avatars.mdx': {title: 'Avatar', path: '/components/avatars'},
  'docs-material/getting-started/example-projects.mdx': {title: 'Example projects', path: '/getting-started/example-projects'},
};

const rows = supportedComponents(manifest, facts, (source) => docs[source]);

test('lists every Material UI component of the API data, by name, and nothing from MUI X', () => {
  expect(rows.map((r) => [r.name, r.api])).toEqual([
    ['Avatar', '/api/avatar'],
    ['Chip', '/api/chip'],
    ['SpeedDial', '/api/speed-dial'],
  ]);
});

test('guides are component pages whose demos import it, the page with most such demos first', () => {
  expect(rows.find((r) => r.name === 'Avatar')!.guides.map((g) => g.path)).toEqual(['/components/avatars', '/components/chips']);
  expect(rows.find((r) => r.name === 'Chip')!.guides.map((g) => g.path)).toEqual(['/components/chips']);
});

test('a component no page demonstrates has no guide (the page says so instead of linking)', () => {
  expect(rows.find((r) => r.name === 'SpeedDial')!.guides).toEqual([]);
});

test('a page the docs plugin did not build is left out, never linked', () => {
  const partial = supportedComponents(manifest, facts, (source) => (source.endsWith('chips.mdx') ? undefined : docs[source]));
  expect(partial.find((r) => r.name === 'Chip')!.guides).toEqual([]);
});
