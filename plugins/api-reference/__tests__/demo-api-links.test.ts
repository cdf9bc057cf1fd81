import type {ApiIndexEntry} from '../model';
import {apiLinksOfImports} from '../demo-api-links';

const page = (name: string, path: string, section: ApiIndexEntry['section'] = 'material'): ApiIndexEntry => ({
  section,
  kind: 'component',
  name,
  slug: path.split('/').pop()!,
  path,
  plan: 'community',
  file: '',
});
const PAGES = [
  page('Button', '/api/button'),
  page('Stack', '/api/stack'),
  page('IconButton', '/api/icon-button'),
  page('DataGrid', '/x/api/data-grid/data-grid', 'data-grid'),
];

describe('apiLinksOfImports', () => {
  it("links the section's components a page's demos import, once each, sorted", () => {
    const links = apiLinksOfImports(
      [
        {specifier: '@mui/material/Stack', names: ['Stack']},
        {specifier: '@mui/material/Button', names: ['Button', 'ButtonProps']},
        {specifier: '@mui/material', names: ['IconButton', 'Button']},
        {specifier: '@mui/icons-material/Send', names: ['SendIcon']},
        {specifier: '@mui/x-data-grid', names: ['DataGrid']},
        {specifier: 'react', names: ['React']},
      ],
      PAGES,
      'material',
    );
    expect(links).toEqual([
      {name: 'Button', path: '/api/button'},
      {name: 'IconButton', path: '/api/icon-button'},
      {name: 'Stack', path: '/api/stack'},
    ]);
  });

  it('links nothing for a page without Material UI imports', () => {
    expect(apiLinksOfImports([{specifier: '@mui/x-data-grid', names: ['DataGrid']}], PAGES, 'material')).toEqual([]);
  });
});
