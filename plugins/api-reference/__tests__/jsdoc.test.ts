// marked ships ESM only; jest (CommonJS) loads its UMD build instead.
jest.mock('marked', () => jest.requireActual(require('node:path').resolve('node_modules/marked/lib/marked.umd.js')));
import {escapeHtml, firstSentence, markdownToHtml, replaceJsDocLinks, safeHref, stripControlChars} from '../generate/jsdoc';
import {compareMembers, nativeElementOf, withoutUndefined} from '../generate/members';

describe('markdownToHtml (JSDoc descriptions)', () => {
  test('renders Markdown', () => {
    expect(markdownToHtml('Use `rows` with **care**.')).toBe('<p>Use <code>rows</code> with <strong>care</strong>.</p>');
  });
  test('raw HTML in a comment is shown as text, never as markup', () => {
    const html = markdownToHtml('Hello <img src=x onerror=alert(1)> and <script>alert(1)</script>');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&#60;script&#62;');
  });
  test('code spans keep their angle brackets as text', () => {
    expect(markdownToHtml('Renders `<div>`.')).toBe('<p>Renders <code>&lt;div&gt;</code>.</p>');
  });
  test('links: http(s) kept, root-relative sent to upstream docs, other schemes dropped', () => {
    expect(markdownToHtml('[a](https://example.com/x)')).toContain('href="https://example.com/x"');
    expect(markdownToHtml('[b](/x/react-data-grid/rows/)')).toContain('href="https://mui.com/x/react-data-grid/rows/"');
    expect(markdownToHtml('[c](javascript:alert(1))')).not.toContain('javascript:');
    expect(safeHref('data:text/html,x')).toBe('');
  });
  test('{@link} and [[Type]] become code', () => {
    expect(replaceJsDocLinks('See {@link GridApi} and [[GridRowsProp]].')).toBe('See `GridApi` and `GridRowsProp`.');
    expect(replaceJsDocLinks('See {@link https://x.dev | the site}.')).toBe('See [the site](https://x.dev).');
    // A URL link stays a link (as the packages' deprecation notes write them), never raw `{@link …}` text.
    expect(
      markdownToHtml(
        'Use the {@link https://mui.com/x/react-data-grid/server-side-data/lazy-loading/#viewport-loading Server-side data-Viewport loading} instead.',
      ),
    ).toBe(
      '<p>Use the <a href="https://mui.com/x/react-data-grid/server-side-data/lazy-loading/#viewport-loading">Server-side data-Viewport loading</a> instead.</p>',
    );
  });
  test('control characters are removed', () => {
    expect(stripControlChars('a\b\b\bb\u0000c\nd')).toBe('abc\nd');
  });
  test('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

test('firstSentence gives a plain-text summary', () => {
  expect(firstSentence('The `rows` of the [grid](https://x). More text here.')).toBe('The rows of the grid.');
});

test('props sort: required first, then alphabetical ignoring case', () => {
  const list = [
    {name: 'b', required: false},
    {name: 'A', required: false},
    {name: 'z', required: true},
    {name: 'c', required: true},
  ];
  expect(list.sort(compareMembers).map((m) => m.name)).toEqual(['c', 'z', 'A', 'b']);
});

test('nativeElementOf names the element the rest props go to', () => {
  expect(nativeElementOf(new Set(['ButtonHTMLAttributes', 'DOMAttributes']))).toBe('button');
  expect(nativeElementOf(new Set(['AnchorHTMLAttributes']))).toBe('a');
  expect(nativeElementOf(new Set(['HTMLAttributes', 'AriaAttributes']))).toBe('element');
  expect(nativeElementOf(new Set())).toBeUndefined();
});

test('optional props drop a top-level `| undefined`, required ones keep it', () => {
  expect(withoutUndefined('React.CSSProperties | undefined', true)).toBe('React.CSSProperties');
  expect(withoutUndefined('Array<string | undefined>', true)).toBe('Array<string | undefined>');
  expect(withoutUndefined('string | undefined', false)).toBe('string | undefined');
  expect(withoutUndefined('undefined', true)).toBe('undefined');
});
