import remarkStaticHighlight, {TOKENS_PROPERTY, staticTokensFor} from '../remark';
import {decodeLines, linesText} from '../../../src/lib/code-highlight/static-tokens';

interface TestNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: TestNode[];
  data?: {hProperties?: Record<string, unknown>};
}

const code = (lang: string | null, value: string): TestNode => ({type: 'code', lang, value});
const run = (tree: TestNode) => remarkStaticHighlight()(tree);
const tokensOf = (node: TestNode) => node.data?.hProperties?.[TOKENS_PROPERTY] as string | undefined;

describe('remark static highlight', () => {
  test('gives fenced code in a Prism language its tokens, wherever it sits in the tree', () => {
    const block = code('tsx', 'const rows = [];');
    const nested: TestNode = {type: 'root', children: [{type: 'mdxJsxFlowElement', children: [{type: 'listItem', children: [block]}]}]};
    run(nested);
    const lines = decodeLines(tokensOf(block));
    expect(linesText(lines!)).toBe('const rows = [];');
    expect(lines![0]![0]).toEqual({types: ['keyword'], content: 'const'});
  });

  test('keeps properties other plugins set on the block', () => {
    const block: TestNode = {...code('ts', 'let a = 1;'), data: {hProperties: {title: 'x'}}};
    run({type: 'root', children: [block]});
    expect(block.data?.hProperties?.title).toBe('x');
    expect(tokensOf(block)).toBeDefined();
  });

  test.each([
    ['a language Prism does not bundle', 'bash', 'npm install @mui/x-data-grid'],
    ['plain text', 'text', 'just words'],
    ['no language', null, 'const a = 1;'],
    ['magic comments, removed before highlighting', 'tsx', '// highlight-next-line\nconst a = 1;'],
    ['no code', 'tsx', ''],
  ])('leaves %s to the browser', (_label, lang, value) => {
    const block = code(lang, value);
    run({type: 'root', children: [block]});
    expect(tokensOf(block)).toBeUndefined();
    expect(staticTokensFor(value, lang)).toBeUndefined();
  });

  test('leaves inline code alone', () => {
    const inline: TestNode = {type: 'inlineCode', value: 'const a'};
    run({type: 'root', children: [{type: 'paragraph', children: [inline]}]});
    expect(inline.data).toBeUndefined();
  });
});
