/**
 * What of an English page a translation must keep, so links, demos and copied code behave the same
 * in both languages: the `<Demo>` tags (file and height), the headings' levels and ids, the fenced
 * code blocks, the import lines and the front matter keys. Prose is free. Parsed with the same
 * micromark/mdast extensions the demo scan uses, so a page that fails here fails the build too.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxjs} from 'micromark-extension-mdxjs';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {directive} from 'micromark-extension-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {createSlugger, type Slugger} from '@docusaurus/utils';
import {parse as parseYaml} from 'yaml';
import {attributeText, demoHeightPx, findDemoNodes, type Node} from '../demo-blocks/remark/demo-nodes';

export interface PageStructure {
  frontMatter: Record<string, unknown>;
  demos: string[];
  headings: string[];
  codeBlocks: string[];
  imports: string[];
}

/** A page's leading `---` block: its YAML in group 1; the match ends after the closing line's newline. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function splitFrontMatter(mdx: string): {frontMatter: Record<string, unknown>; body: string} {
  const match = FRONT_MATTER.exec(mdx);
  if (!match) return {frontMatter: {}, body: mdx};
  const parsed: unknown = parseYaml(match[1]!);
  if (parsed !== null && parsed !== undefined && (typeof parsed !== 'object' || Array.isArray(parsed))) {
    throw new Error('front matter is not a YAML mapping');
  }
  return {frontMatter: (parsed ?? {}) as Record<string, unknown>, body: mdx.slice(match[0].length)};
}

function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** `## Title {/* #the-id *\/}` -> the-id; otherwise the slug Docusaurus derives from the text. */
function headingId(node: Node, slugger: Slugger): string {
  const last = node.children?.[node.children.length - 1];
  const explicit = last?.type === 'mdxTextExpression' ? /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/.exec(last.value ?? '') : null;
  return explicit ? explicit[1]! : slugger.slug(textOf(node).trim());
}

/** Parses a page; throws with the parser's message (and position) when the MDX does not parse. */
export function pageStructure(mdx: string): PageStructure {
  const {frontMatter, body} = splitFrontMatter(mdx);
  const tree = fromMarkdown(body, {
    extensions: [mdxjs(), gfm(), directive()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  }) as unknown as Node & {children: (Node & {depth?: number; lang?: string | null; meta?: string | null})[]};
  const slugger = createSlugger();
  const headings: string[] = [];
  const codeBlocks: string[] = [];
  const imports: string[] = [];
  const walk = (node: Node & {depth?: number; lang?: string | null; meta?: string | null}) => {
    if (node.type === 'heading') headings.push(`h${node.depth} #${headingId(node, slugger)}`);
    else if (node.type === 'code') codeBlocks.push(`${node.lang ?? ''}${node.meta ? ' ' + node.meta : ''}\n${node.value ?? ''}`);
    else if (node.type === 'mdxjsEsm')
      imports.push(
        ...(node.value ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      );
    node.children?.forEach(walk);
  };
  walk(tree);
  const demos = findDemoNodes(tree).map((node) => `${attributeText(node, 'file') ?? '?'} height=${demoHeightPx(node)}`);
  return {frontMatter, demos, headings, codeBlocks, imports};
}

/** Front matter keys a translation writes in its own language; every other key must match the source. */
export const TRANSLATED_KEYS = new Set(['title', 'description', 'sidebar_label', 'pagination_label', 'keywords']);
/** The key a translation records its source's hash under (see stamp.ts). */
export const SOURCE_HASH_KEY = 'source_hash';

/** Up to 60 characters of `text` from `at` on, for a message that shows where two texts part. */
function excerpt(text: string | undefined, at: number): string {
  if (text === undefined) return '(none)';
  const start = Math.max(0, at - 20);
  return JSON.stringify(`${start > 0 ? '…' : ''}${text.slice(start, at + 40)}${text.length > at + 40 ? '…' : ''}`);
}

function firstDifference(name: string, source: string[], translation: string[]): string | undefined {
  const length = Math.max(source.length, translation.length);
  for (let i = 0; i < length; i += 1) {
    const a = source[i];
    const b = translation[i];
    if (a === b) continue;
    let at = 0;
    while (a !== undefined && b !== undefined && at < a.length && a[at] === b[at]) at += 1;
    return `${name} #${i + 1} differs: source has ${excerpt(a, at)}, translation has ${excerpt(b, at)}`;
  }
  return undefined;
}

/** Why a translation is broken against its source: empty when it keeps everything it must. */
export function structureProblems(source: PageStructure, translation: PageStructure): string[] {
  const problems: string[] = [];
  // A translation may give a title the source takes from its first heading: only the other keys must match.
  const keys = (fm: Record<string, unknown>) =>
    Object.keys(fm)
      .filter((key) => key !== SOURCE_HASH_KEY && !TRANSLATED_KEYS.has(key))
      .sort();
  const sourceKeys = keys(source.frontMatter);
  if (sourceKeys.join() !== keys(translation.frontMatter).join()) {
    problems.push(
      `front matter keys differ: source has [${sourceKeys.join(', ')}], translation has [${keys(translation.frontMatter).join(', ')}]`,
    );
  }
  for (const key of sourceKeys) {
    if (JSON.stringify(source.frontMatter[key]) !== JSON.stringify(translation.frontMatter[key]))
      problems.push(`front matter "${key}" differs from the source's`);
  }
  for (const [name, a, b] of [
    ['demo', source.demos, translation.demos],
    ['heading', source.headings, translation.headings],
    ['code block', source.codeBlocks, translation.codeBlocks],
    ['import', source.imports, translation.imports],
  ] as const) {
    const problem = firstDifference(name, a, b);
    if (problem) problems.push(problem);
  }
  return problems;
}
