import path from 'node:path';
import remarkApiSection from '../remark-api-section';

const SITE_DIR = path.resolve(__dirname, '../../..');
const PAGE = path.join(SITE_DIR, 'docs-material/components/buttons.mdx');

const demo = (file: string) => ({
  type: 'mdxJsxFlowElement',
  name: 'Demo',
  attributes: [{type: 'mdxJsxAttribute', name: 'file', value: file}],
  children: [],
});

describe('remarkApiSection', () => {
  it("appends an API heading and a link to each Material UI component the page's demos import", () => {
    const tree = {
      type: 'root',
      children: [demo('./demos/buttons/IconLabelButtons.tsx'), demo('./demos/buttons/NotificationsIconButton.tsx')] as unknown[],
    };
    remarkApiSection({siteDir: SITE_DIR, section: 'material'})(tree as never, {path: PAGE});
    const [heading, list] = tree.children.slice(-2) as {
      type: string;
      data?: {hProperties?: {id?: string}};
      children: {children: {children: {url: string}[]}[]}[];
    }[];
    expect(heading.type).toBe('heading');
    expect(heading.data?.hProperties?.id).toBe('api');
    // Icons come from @mui/icons-material: no API page, no link.
    expect(list.children.map((item) => item.children[0].children[0].url)).toEqual([
      '/api/badge',
      '/api/button',
      '/api/icon-button',
      '/api/stack',
    ]);
  });

  it('leaves a page without demos alone', () => {
    const tree = {
      type: 'root',
      children: [{type: 'paragraph', children: []}],
    };
    remarkApiSection({siteDir: SITE_DIR, section: 'material'})(tree as never, {path: PAGE});
    expect(tree.children).toHaveLength(1);
  });
});
