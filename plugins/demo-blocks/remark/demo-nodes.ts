/**
 * Finding `<Demo file="…" height={…} />` in an MDX syntax tree: used by the remark plugin (which
 * replaces each one) and by the demo facts scan (facts.ts), so both read the same tags the same way.
 */

/** The tag authors write in MDX. */
export const DEMO_TAG = 'Demo';

/** The theme component the tag becomes; swizzlable as @theme/DemoBlock. Here, not in the remark plugin, so other build steps (page-rest's first-screen estimate) read it without loading the demo generator. */
export const DEMO_BLOCK_COMPONENT = 'DemoBlock';

// Minimal mdast / mdx-jsx node shapes this plugin reads and writes.
interface MdxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | {type: 'mdxJsxAttributeValueExpression'; value: string; data?: unknown} | null;
}
export interface Node {
  type: string;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: Node[];
  value?: string;
  data?: unknown;
  position?: {start: {line: number; column: number}};
}
export interface VFileLike {
  path?: string;
  history?: string[];
}

export function findDemoNodes(tree: Node): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === DEMO_TAG) found.push(node);
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** The height (px) a demo box reserves when its tag names none. */
export const DEFAULT_DEMO_HEIGHT_PX = 320;

/** The height a `<Demo>` tag asks for, as written (NaN when it is not a number: the remark plugin reports it). */
export function demoHeightPx(node: Node): number {
  const text = attributeText(node, 'height');
  return text === undefined ? DEFAULT_DEMO_HEIGHT_PX : Number(text);
}

export function attributeText(node: Node, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr || attr.value === null || attr.value === undefined) return undefined;
  return typeof attr.value === 'string' ? attr.value : attr.value.value.trim();
}
