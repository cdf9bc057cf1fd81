/**
 * A docs page's MDX source as plain Markdown for a reader that cannot run it: imports and comments
 * dropped, `<Demo file>` replaced by the demo's TypeScript source in a fenced block, admonitions as
 * quotes, the few portal components that carry facts written out (install commands), the others
 * unwrapped to their children, and every link absolute. Parsed with the same micromark/mdast
 * extensions the demo facts scan uses, so a tag is found here exactly where the page has it.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toMarkdown} from 'mdast-util-to-markdown';
import {mdxjs} from 'micromark-extension-mdxjs';
import {mdxFromMarkdown, mdxToMarkdown as mdxToMarkdownExtension} from 'mdast-util-mdx';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {directive} from 'micromark-extension-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {attributeText, DEMO_TAG, findDemoNodes} from '../demo-blocks/remark/demo-nodes';

export interface MdNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdNode[];
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
}

export interface TwinContext {
  /** `<Demo file>` as written -> the TypeScript source the page shows for it. */
  demoSource(file: string): {name: string; ts: string};
  /** A link as written in the page -> an absolute URL (or the link unchanged when it is external). */
  resolveLink(url: string): string;
}

/** Front matter and the leading `# Title` line Docusaurus would take as the page title. */
export function stripFrontMatter(mdx: string): string {
  return mdx.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

export function parseMdx(mdx: string): MdNode {
  return fromMarkdown(mdx, {
    extensions: [mdxjs(), gfm(), directive()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  }) as unknown as MdNode;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** Components whose content the twin cannot show (interactive tools): dropped, with nothing in their place. */
const DROPPED = new Set(['PropsPlayground', 'DocCardList', 'VersionsTable', 'PackageTable', 'PeerDependencies', 'ApiChangeTable']);

/** The string literals of a JSX expression attribute (`packages={['a', 'b']}` -> a, b). */
function stringsOf(node: MdNode, name: string): string[] {
  const attribute = node.attributes?.find((a) => a.name === name);
  const raw = attribute?.value;
  const text = typeof raw === 'string' ? raw : ((raw as {value?: string} | undefined)?.value ?? '');
  return [...text.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]!);
}

const text = (value: string): MdNode => ({type: 'text', value});

function transformChildren(children: MdNode[], ctx: TwinContext): MdNode[] {
  return children.flatMap((child) => transform(child, ctx));
}

function transform(node: MdNode, ctx: TwinContext): MdNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // Imports, `{/* #id */}` heading ids and comments: nothing a reader sees as text.
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      if (name === DEMO_TAG) {
        const file = attributeText(node as never, 'file');
        if (!file) return [];
        const demo = ctx.demoSource(file);
        return [{type: 'code', lang: 'tsx', meta: `title="${demo.name}.tsx"`, value: demo.ts.replace(/\n$/, '')}];
      }
      if (name === 'InstallTabs') {
        const packages = stringsOf(node, 'packages');
        return packages.length ? [{type: 'code', lang: 'bash', value: `npm install ${packages.join(' ')}`}] : [];
      }
      if (DROPPED.has(name)) return [];
      // Anything else (Tabs, details, a live component written inline) keeps what it wraps.
      return transformChildren(node.children ?? [], ctx);
    }
    case 'containerDirective': {
      const label = ADMONITION_LABELS[node.name ?? ''] ?? node.name ?? '';
      const children = transformChildren(node.children ?? [], ctx).filter(
        (c) => !(c as {data?: {directiveLabel?: boolean}}).data?.directiveLabel,
      );
      const first = children[0];
      if (first?.type === 'paragraph')
        first.children = [{type: 'strong', children: [text(`${label}:`)]}, text(' '), ...(first.children ?? [])];
      else children.unshift({type: 'paragraph', children: [{type: 'strong', children: [text(`${label}:`)]}]});
      return [{type: 'blockquote', children}];
    }
    case 'leafDirective':
    case 'textDirective':
      return transformChildren(node.children ?? [], ctx);
    case 'link':
    case 'image':
    case 'definition':
      return [{...node, url: ctx.resolveLink(node.url ?? ''), children: node.children && transformChildren(node.children, ctx)}];
    case 'heading': {
      const children = transformChildren(node.children ?? [], ctx);
      const last = children[children.length - 1];
      if (last?.type === 'text' && last.value) last.value = last.value.replace(/\s+$/, '');
      return [{...node, children}];
    }
    default:
      return node.children ? [{...node, children: transformChildren(node.children, ctx)}] : [node];
  }
}

/** The `<Demo file>` values of a parsed page, in page order (found as demo-blocks finds them). */
export function demoFilesOf(tree: MdNode): string[] {
  return findDemoNodes(tree as never).flatMap((node) => attributeText(node, 'file') ?? []);
}

/** Whether the page opens with its own `# Title` (then Docusaurus takes the title from it). */
export function treeHasOwnTitle(tree: MdNode): boolean {
  return (tree.children ?? []).some((n) => n.type === 'heading' && n.depth === 1);
}

/** The Markdown body of a parsed page (no title: the twin's header adds it when the page has none). */
export function treeToMarkdown(tree: MdNode, ctx: TwinContext): string {
  const [root] = transform(tree, ctx);
  return toMarkdown(root as never, {
    extensions: [gfmToMarkdown(), mdxToMarkdownExtension()],
    bullet: '-',
    fences: true,
    rule: '-',
    emphasis: '_',
  }).trim();
}

/** The same from MDX text (front matter skipped). */
export function mdxToMarkdown(mdx: string, ctx: TwinContext): string {
  return treeToMarkdown(parseMdx(stripFrontMatter(mdx)), ctx);
}

export function hasOwnTitle(mdx: string): boolean {
  return treeHasOwnTitle(parseMdx(stripFrontMatter(mdx)));
}
