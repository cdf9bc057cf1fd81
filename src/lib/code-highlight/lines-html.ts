/**
 * Tokenized lines as one HTML string, the same markup the React line components give (token spans
 * from tokenMarkup). A code block renders it with `dangerouslySetInnerHTML`: a page switch then
 * parses a demo's ~200 token spans natively in one go instead of creating, diffing and committing
 * them one React element at a time (the largest share of a switch to a page with several demos).
 * Every token's text and class is escaped, so code is shown as text, never read as markup.
 */
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';
import {tokenMarkup} from './token-markup';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function tokenHtml(token: Token): string {
  const {className, style} = tokenMarkup(token);
  return `<span class="${escapeHtml(className)}"${style ? ' style="display:inline-block"' : ''}>${escapeHtml(token.content)}</span>`;
}

/** A demo source's lines: `<span class="token-line">` with a newline each (the demo Source's markup). */
export function sourceLinesHtml(lines: readonly Token[][]): string {
  return lines.map((line) => `<span class="token-line">${line.map(tokenHtml).join('')}\n</span>`).join('');
}

/**
 * A Markdown code block's lines as theme-classic's CodeBlock/Line renders them without line numbers:
 * `<div class="token-line …">` ending in `<br>`, a line holding only a newline emptied first (as the
 * theme does, so the newline and the `<br>` do not make two line breaks).
 */
export function blockLinesHtml(lines: readonly Token[][], lineClassNames: Readonly<Record<number, readonly string[] | undefined>>): string {
  return lines
    .map((line, i) => {
      const fixed = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
      return `<div class="${escapeHtml(clsx('token-line', lineClassNames[i]))}">${fixed.map(tokenHtml).join('')}<br></div>`;
    })
    .join('');
}
