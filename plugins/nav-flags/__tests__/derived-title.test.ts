import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {docPathFromFile, parseFrontMatterWithDerivedTitle} from '../derived-title';

function parse(filePath: string, fileContent: string) {
  return parseFrontMatterWithDerivedTitle({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
}

describe('parseFrontMatterWithDerivedTitle', () => {
  test('a page with no title and no heading gets the title derived from its path', async () => {
    const {frontMatter} = await parse('/site/docs/react-data-grid/column-groups.mdx', '---\ndescription: d\n---\n\nText.');
    expect(frontMatter).toEqual({description: 'd', title: 'Column Groups'});
  });

  test('a front matter title is kept', async () => {
    const {frontMatter} = await parse('/site/docs/react-data-grid/column-groups.mdx', '---\ntitle: 列分组\n---\n\nText.');
    expect(frontMatter.title).toBe('列分组');
  });

  test('a leading # heading is kept (Docusaurus uses it as the title)', async () => {
    const {frontMatter} = await parse(
      '/site/docs/react-data-grid/column-groups.mdx',
      "import X from './x';\n\n# Grouping columns\n\nText.",
    );
    expect(frontMatter.title).toBeUndefined();
  });

  test('a blank title counts as missing', async () => {
    const {frontMatter} = await parse('/site/docs/x/row-pinning.md', '---\ntitle: "  "\n---\nText');
    expect(frontMatter.title).toBe('Row Pinning');
  });
});

describe('docPathFromFile follows the URL Docusaurus gives the file', () => {
  test.each([
    ['/s/docs/react-data-grid/column-groups.mdx', {}, '/react-data-grid/column-groups'],
    ['/s/docs/react-data-grid/index.mdx', {}, '/react-data-grid'],
    ['/s/docs/react-data-grid/README.md', {}, '/react-data-grid'],
    ['/s/docs/react-data-grid/react-data-grid.mdx', {}, '/react-data-grid'],
    ['/s/docs/02-guides/03-server-side-data.mdx', {}, '/guides/server-side-data'],
    ['/s/docs/react-charts/a.mdx', {id: 'zoom-and-pan'}, '/react-charts/zoom-and-pan'],
    ['/s/docs/react-charts/a.mdx', {slug: '/x/bar-charts/'}, '/x/bar-charts'],
    ['/s/docs/react-charts/a.mdx', {slug: 'line-charts'}, '/react-charts/line-charts'],
  ])('%s %j -> %s', (file, fm, expected) => {
    expect(docPathFromFile(file, fm)).toBe(expected);
  });
});
