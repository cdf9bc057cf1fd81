import {DomUtils, parseDocument} from 'htmlparser2';
import {classRowHtml, escapeHtml, memberRowHtml, slotRowHtml, typeHtml, type RowContext} from '../theme/ApiPage/rows-html';
import type {ApiMember} from '../model';

const ctx: RowContext = {
  classes: {
    row: 'row',
    colName: 'colName',
    colType: 'colType',
    rowAnchor: 'rowAnchor',
    type: 'type',
    badge: 'badge',
    required: 'required',
    optional: 'optional',
    deprecated: 'deprecated',
    default: 'default',
    description: 'description',
    deprecationText: 'deprecationText',
    inherited: 'inherited',
    foldedType: 'foldedType',
    fullType: 'fullType',
  },
  words: {
    required: '必填',
    optional: 'Optional',
    deprecated: 'Deprecated',
    default: 'Default:',
    pro: 'Pro',
    premium: 'Premium',
    expandType: 'Show the full type',
    inheritedFrom: '继承自 {name}',
  },
  href: (path) => `/zh${path}`,
};
const pages = new Map([
  ['GridColDef', '/x/api/data-grid/grid-col-def'],
  ['DataGrid', '/x/api/data-grid/data-grid'],
]);
const options = {kind: 'component' as const, inheritedPaths: {ButtonBase: '/api/button-base'}, typeLinks: pages, self: 'DataGrid'};

function parse(html: string) {
  return parseDocument(`<table><tbody>${html}</tbody></table>`);
}

test('text from the packages is escaped; descriptions (made safe at generate time) are kept as HTML', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  const m: ApiMember = {
    name: 'getRowId',
    type: '(row: R) => GridRowId | "<none>"',
    defaultValue: '"a & b"',
    descriptionHtml: '<p>Returns <code>id</code>.</p>',
    required: false,
  };
  const html = memberRowHtml(m, options, ctx);
  expect(html).toContain('GridRowId | &quot;&lt;none&gt;&quot;');
  expect(html).toContain('<div class="default">Default: <code>&quot;a &amp; b&quot;</code></div>');
  expect(html).toContain('<div class="description"><p>Returns <code>id</code>.</p></div>');
});

test('a member row: its anchor, markers, plan badge, linked type (never to the page itself) and "inherited from" link', () => {
  const m: ApiMember = {
    name: 'columns',
    type: 'readonly GridColDef<R>[] | DataGrid',
    descriptionHtml: '',
    required: true,
    plan: 'pro',
    deprecated: '',
    deprecatedHtml: 'Use x.',
    inheritedFrom: 'ButtonBase',
  };
  const doc = parse(memberRowHtml(m, options, ctx));
  const row = DomUtils.findOne((e) => e.name === 'tr', doc.children, true)!;
  expect(row.attribs).toEqual({id: 'prop-columns', class: 'row', 'data-prop': 'columns'});
  const links = DomUtils.findAll((e) => e.name === 'a', [row]).map((a) => [a.attribs.href, DomUtils.textContent(a)]);
  expect(links).toEqual([
    ['#prop-columns', 'columns'],
    ['/zh/x/api/data-grid/grid-col-def', 'GridColDef'],
    ['/zh/api/button-base', 'ButtonBase'],
  ]);
  expect(DomUtils.textContent(row)).toContain('columns必填DeprecatedPro');
  expect(DomUtils.textContent(row)).toContain('继承自 ButtonBase');
  expect(DomUtils.findOne((e) => e.attribs['data-plan'] === 'pro', [row])).not.toBeNull();
});

test('a long type folds into <details> with the whole type inside', () => {
  const long = Array.from({length: 12}, (_, i) => `'value${i}'`).join(' | ');
  const html = typeHtml(long, pages, undefined, ctx);
  expect(html.startsWith('<details class="foldedType"><summary title="Show the full type">')).toBe(true);
  expect(html).toContain('(12 types)');
  expect(html).toContain('&#39;value11&#39;');
});

test('slot and class rows carry their anchors', () => {
  const slot = parse(slotRowHtml({name: 'toolbar', defaultComponent: 'GridToolbar', descriptionHtml: ''}, ctx));
  expect(DomUtils.findOne((e) => e.name === 'tr', slot.children, true)!.attribs.id).toBe('slot-toolbar');
  const cls = parse(classRowHtml({ruleName: 'root', className: 'MuiDataGrid-root', descriptionHtml: ''}, ctx));
  const row = DomUtils.findOne((e) => e.name === 'tr', cls.children, true)!;
  expect(row.attribs.id).toBe('classes-root');
  expect(DomUtils.textContent(row)).toContain('.MuiDataGrid-rootroot');
});

test('a default written as a Markdown sentence shows as text with its code spans, not one code span with backticks', () => {
  const m: ApiMember = {
    name: 'closeOnSelect',
    type: 'boolean',
    defaultValue: '`true` for desktop, `false` for mobile',
    descriptionHtml: '',
    required: false,
  };
  expect(memberRowHtml(m, options, ctx)).toContain(
    '<div class="default">Default: <code>true</code> for desktop, <code>false</code> for mobile</div>',
  );
});
