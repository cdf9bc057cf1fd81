import {readApiPage} from '../api-pages';

// The shape plugins/api-reference renders (CSS module class names vary).
const HTML = `<html><head><title>DataGridPro API | MUI X</title><meta name="description" content="Props of DataGridPro."></head><body><nav>Docs menu</nav><main><article>
<h1>DataGridPro API <span>Pro</span></h1>
<h2 id="import">Import<a href="#import" class="hash-link" aria-hidden="true">#</a></h2>
<pre><code>import { DataGridPro } from '@mui/x-data-grid-pro';</code></pre>
<p>The Pro data grid.</p>
<script type="application/json">{"name":"DataGridPro","props":{}}</script>
<h2 id="props">Props</h2>
<table><tbody>
<tr id=prop-pageSizeOptions class=row_a data-prop=pageSizeOptions><td class=colName_b><a href=#prop-pageSizeOptions><code>pageSizeOptions</code></a><td class=colType_c><code>number[]</code><div>Default: <code>[25, 50, 100]</code></div><td><div class=description_d><p>Select the pageSize dynamically using the component UI.</div>
<tr id=slot-toolbar class=row_a><td><a href=#slot-toolbar><code>toolbar</code></a><td><code>elementType</code><td><div><p>Component rendered above the grid.</div>
</tbody></table>
<h2 id="classes">CSS classes</h2>
<table><tbody>
<tr id=classes-actionsCell class=row_a><td><a href=#classes-actionsCell><code>.MuiDataGrid-actionsCell</code></a><td><code>actionsCell</code><td><div><p>Styles applied to the cell with   type="actions".</div>
</tbody></table>
<h2 id="demos">Demos</h2><ul><li><a href="/x/react-data-grid/sorting">Sorting</a></ul>
</article></main></body></html>`;

test('an API page reads as its rows (the name a reader types, the description) and the text around its tables, its embedded data left out', () => {
  const page = readApiPage(HTML, ['pre']);
  expect(page.rows).toEqual([
    {id: 'prop-pageSizeOptions', name: 'pageSizeOptions', description: 'Select the pageSize dynamically using the component UI.'},
    {id: 'slot-toolbar', name: 'toolbar', description: 'Component rendered above the grid.'},
    {id: 'classes-actionsCell', name: 'MuiDataGrid-actionsCell', description: 'Styles applied to the cell with type="actions".'},
  ]);
  expect(page.intro).toBe('DataGridPro API Pro Import The Pro data grid. Props CSS classes Demos Sorting');
  // What the search plugin would take as the page's title and description.
  expect([page.title, page.description, page.keywords]).toEqual(['DataGridPro API Pro', 'Props of DataGridPro.', '']);
});

test('a page without <main> has nothing to split', () => {
  expect(readApiPage('<html><head><title>T</title></head><body><p>x</p></body></html>')).toEqual({
    title: 'T',
    description: '',
    keywords: '',
    intro: '',
    rows: [],
  });
});
