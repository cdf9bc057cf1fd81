/**
 * Remark plugin: every fenced code block in a language Prism knows gets its tokens, computed now,
 * as a `data-tokens` attribute; the code block renders them (src/theme/CodeBlock/Content) instead
 * of running Prism in the browser. Blocks with Docusaurus magic comments are left to the browser:
 * those comments are removed before highlighting, so build-time lines would not match.
 */
import {encodeLines} from '../../src/lib/code-highlight/static-tokens';
import {knowsLanguage, tokenize} from '../../src/lib/code-highlight/prism-tokenize';
import {PRISM_LANGUAGES} from '../../src/lib/code-highlight/prism-languages';

/** The attribute the code element receives (hast property name; `data-tokens` in JSX). */
export const TOKENS_PROPERTY = 'dataTokens';

/** Docusaurus's default magic comments (theme-classic prism.magicComments). */
const MAGIC_COMMENT = /highlight-(next-line|start|end)/;

interface CodeNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: CodeNode[];
  data?: {hProperties?: Record<string, unknown>};
}

/** The encoded tokens of one block, or undefined when the browser should handle it as before. */
export function staticTokensFor(code: string, lang: string | null | undefined): string | undefined {
  if (!lang || !code || MAGIC_COMMENT.test(code)) return undefined;
  // Plain-text languages need no tokens: the browser renders their lines without Prism.
  if (!PRISM_LANGUAGES.has(lang.toLowerCase()) || !knowsLanguage(lang)) return undefined;
  return JSON.stringify(encodeLines(tokenize(code, lang)));
}

function walk(node: CodeNode): void {
  if (node.type === 'code') {
    const tokens = staticTokensFor(node.value ?? '', node.lang);
    if (tokens) node.data = {...node.data, hProperties: {...node.data?.hProperties, [TOKENS_PROPERTY]: tokens}};
    return;
  }
  node.children?.forEach(walk);
}

export default function remarkStaticHighlight() {
  return (tree: CodeNode): void => walk(tree);
}
