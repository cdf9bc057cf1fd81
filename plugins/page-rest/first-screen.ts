/**
 * Where a page's first screen ends, estimated from its Markdown tree at build time: the content a
 * reader sees on arrival, to be rendered (and laid out) before the rest. The heights are calibrated
 * on the built pages at 1280 px (a paragraph of 378 characters is 172 px, a demo block 865-946 px);
 * the page's title and ad slot (about 235 px) come before the content.
 */

import {DEMO_BLOCK_COMPONENT} from '../demo-blocks/remark/demo-nodes';

/** A Markdown (mdast/MDX) node, as much of it as the estimate reads. */
export interface MdNode {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  children?: MdNode[];
}

/** Content kept ahead of the cut: with the title above it, more than a 1080p window shows. */
export const FIRST_SCREEN_PX = 1000;
/** Below this much estimated content after the cut, splitting does not pay. */
export const MIN_REST_PX = 800;

const LINE_PX = 28;
const CHARS_PER_LINE = 75;
const CODE_LINE_PX = 21;
/** A demo block: preview, toolbar and the collapsed source. */
const DEMO_BLOCK_PX = 900;

function textLength(node: MdNode): number {
  if (typeof node.value === 'string' && node.type !== 'code' && !node.type.startsWith('mdxjs')) return node.value.length;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function textPx(node: MdNode): number {
  return Math.max(1, Math.ceil(textLength(node) / CHARS_PER_LINE)) * LINE_PX;
}

/** Estimated rendered height of one top-level node, in CSS pixels. */
export function estimateHeightPx(node: MdNode): number {
  switch (node.type) {
    case 'heading':
      return node.depth === 1 ? 80 : node.depth === 2 ? 70 : 50;
    case 'paragraph':
    case 'blockquote':
      return textPx(node) + 20;
    case 'code':
      return (node.value ?? '').split('\n').length * CODE_LINE_PX + 40;
    case 'list':
      return textPx(node) + (node.children?.length ?? 0) * 8 + 20;
    case 'table':
      return (node.children?.length ?? 0) * 42 + 20;
    case 'mdxJsxFlowElement':
      return node.name === DEMO_BLOCK_COMPONENT ? DEMO_BLOCK_PX : textPx(node) + 40;
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
      return 0;
    default:
      return textPx(node);
  }
}

/**
 * How many of `children` make the first screen (those whose middle falls within it), or `null`
 * when the page is short enough to render in one piece. ESM nodes (imports, exports) count as
 * nothing: they stay at the top level anyway.
 */
export function firstScreenCount(children: readonly MdNode[], firstScreenPx = FIRST_SCREEN_PX, minRestPx = MIN_REST_PX): number | null {
  let height = 0;
  let index = 0;
  while (index < children.length) {
    const next = estimateHeightPx(children[index]!);
    if (height + next / 2 > firstScreenPx) break;
    height += next;
    index++;
  }
  let rest = 0;
  for (let i = index; i < children.length; i++) rest += estimateHeightPx(children[i]!);
  return rest >= minRestPx ? index : null;
}
