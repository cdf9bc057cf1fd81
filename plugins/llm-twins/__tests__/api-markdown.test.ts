import {apiPageMarkdown} from '../api-markdown';
import type {ApiPageData} from '../../api-reference/model';

const page: ApiPageData = {
  section: 'data-grid',
  kind: 'component',
  name: 'DataGridPro',
  slug: 'data-grid-pro',
  path: '/x/api/data-grid/data-grid-pro',
  plan: 'pro',
  descriptionHtml: '',
  summary: '',
  imports: [{packageName: '@mui/x-data-grid-pro', plan: 'pro', code: "import { DataGridPro } from '@mui/x-data-grid-pro';"}],
  props: [
    {
      name: 'columns',
      type: 'readonly GridColDef<R>[]',
      descriptionHtml: '<p>Set of <code>GridColDef</code> | columns.</p>',
      required: true,
    },
    {
      name: 'density',
      type: "'compact' | 'standard'",
      defaultValue: '"standard"',
      descriptionHtml: '<p>See <a href="/x/react-data-grid/accessibility#density">density</a> &amp; more.</p>',
      required: false,
    },
  ],
  slots: [{name: 'toolbar', defaultComponent: 'Toolbar', descriptionHtml: '<p>The toolbar.</p>'}],
  classes: [{ruleName: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>Root.</p>'}],
  classesExport: 'gridClasses',
};

test('props, slots and classes become Markdown tables, pipes escaped, links absolute', () => {
  const md = apiPageMarkdown(page, (u) => `https://portal.test${u}`);
  expect(md).toContain('# DataGridPro API\n\nPlan: Pro');
  expect(md).toContain("```js\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```");
  expect(md).toContain('| `columns` (required) | `readonly GridColDef<R>[]` |  | Set of `GridColDef` \\| columns. |');
  expect(md).toContain(
    "| `density` | `'compact' \\| 'standard'` | `\"standard\"` | See [density](https://portal.test/x/react-data-grid/accessibility#density) & more. |",
  );
  expect(md).toContain(
    '## Slots\n\n| Name | Default component | Description |\n| --- | --- | --- |\n| `toolbar` | `Toolbar` | The toolbar. |\n',
  );
  expect(md).toContain('| `root` | `.MuiDataGrid-root` | Root. |');
});

test('a default written as a Markdown sentence keeps its code spans; a value stays one code span', () => {
  const sentence = '`true` for desktop, `false` for mobile.';
  const md = apiPageMarkdown(
    {...page, props: [{name: 'closeOnSelect', type: 'boolean', defaultValue: sentence, descriptionHtml: '', required: false}]},
    (u) => u,
  );
  expect(md).toContain('| `closeOnSelect` | `boolean` | `true` for desktop, `false` for mobile. |');
});
