import {headingSlug, localizeDocsLinks, mdxHeadingIds, portalPathOf} from '../portal-links';

const PAGES = new Map([
  ['/x/react-data-grid/layout', {title: 'Data Grid - Layout', anchors: new Set(['flex-parent-container'])}],
  ['/x/api/data-grid/data-grid', {title: 'DataGrid', anchors: new Set(['props', 'prop-autoHeight'])}],
  ['/api/input', {title: 'Input', anchors: new Set<string>()}],
]);

test('mui.com docs URLs map to portal paths', () => {
  expect(portalPathOf('https://mui.com/x/react-data-grid/layout/#flex-parent-container')).toEqual({
    path: '/x/react-data-grid/layout',
    hash: 'flex-parent-container',
  });
  expect(portalPathOf('https://mui.com/material-ui/api/input/')).toEqual({path: '/api/input', hash: ''});
  expect(portalPathOf('https://mui.com/material-ui/customization/palette/')).toBeNull();
  expect(portalPathOf('https://example.com/x/react-data-grid/')).toBeNull();
});

test('a link leads to the portal page that exists, with its anchor only when the page has it', () => {
  const html =
    '<a href="https://mui.com/x/react-data-grid/layout/#flex-parent-container">a</a> ' +
    '<a href="https://mui.com/x/react-data-grid/layout/#gone">b</a> ' +
    '<a href="https://mui.com/material-ui/api/input/">c</a> ' +
    '<a href="https://mui.com/x/react-data-grid/no-such-page/">d</a>';
  expect(localizeDocsLinks(html, PAGES, '/zh')).toBe(
    '<a href="/zh/x/react-data-grid/layout#flex-parent-container">a</a> ' +
      '<a href="/zh/x/react-data-grid/layout">b</a> ' +
      '<a href="/zh/api/input">c</a> ' +
      '<a href="https://mui.com/x/react-data-grid/no-such-page/">d</a>',
  );
});

test("a link whose text is its own mui.com URL shows the portal page's title; other texts stay", () => {
  const url = 'https://mui.com/x/react-data-grid/layout/#flex-parent-container';
  const html = `Read more: <a href="${url}">${url}</a>, <a class="x" href="https://mui.com/material-ui/api/input/">the input</a>, <a href="https://mui.com/x/gone/">https://mui.com/x/gone/</a>`;
  expect(localizeDocsLinks(html, PAGES)).toBe(
    'Read more: <a href="/x/react-data-grid/layout#flex-parent-container">Data Grid - Layout</a>, ' +
      '<a class="x" href="/api/input">the input</a>, <a href="https://mui.com/x/gone/">https://mui.com/x/gone/</a>',
  );
});

test('heading anchors: explicit ids win, else the slug of the text; code fences are not headings', () => {
  const mdx = [
    '## Flex parent container {/* #flex-parent-container */}',
    '## Auto height',
    '### The `rows` prop',
    '```md',
    '## Not a heading',
    '```',
    '## Custom {#custom-id}',
  ].join('\n');
  expect([...mdxHeadingIds(mdx)]).toEqual(['flex-parent-container', 'auto-height', 'the-rows-prop', 'custom-id']);
  expect(headingSlug('Sorting & filtering: 2 ways')).toBe('sorting--filtering-2-ways');
});
