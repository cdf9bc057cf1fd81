/**
 * Remark plugin: a long page's content after its first screen (first-screen.ts) goes into
 * `<PageRest>`, which a link navigation renders in the frame after the first one (see
 * theme/PageRest). The static HTML and hydration still render everything. Runs after Docusaurus's
 * own plugins (the table of contents and heading ids see the unwrapped tree); imports and exports
 * stay at the top level, where MDX needs them.
 */
import {parse} from 'acorn';
import {firstScreenCount, type MdNode} from './first-screen';

/** The theme component the rest goes into; swizzlable as @theme/PageRest. */
export const PAGE_REST_COMPONENT = 'PageRest';

const isEsm = (node: MdNode) => node.type === 'mdxjsEsm';

export default function remarkPageRest() {
  return function transformer(tree: MdNode): void {
    const all = tree.children ?? [];
    const content = all.filter((node) => !isEsm(node));
    const count = firstScreenCount(content);
    if (count === null) return;
    const importCode = `import ${PAGE_REST_COMPONENT} from '@theme/${PAGE_REST_COMPONENT}';`;
    tree.children = [
      {type: 'mdxjsEsm', value: importCode, data: {estree: parse(importCode, {ecmaVersion: 'latest', sourceType: 'module'})}} as MdNode,
      ...all.filter(isEsm),
      ...content.slice(0, count),
      {type: 'mdxJsxFlowElement', name: PAGE_REST_COMPONENT, attributes: [], children: content.slice(count)} as MdNode,
    ];
  };
}
