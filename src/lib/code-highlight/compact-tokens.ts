/**
 * Build-time tokens for code that travels with its text, as demo sources do: the page already
 * holds the code, so the tokens need only say where each token ends and what Prism types it has.
 * Spelling the content out again (static-tokens.ts's form, used for MDX code blocks) would add
 * about 1.5x the source's gzip size; this form adds about 0.9x (the four demos of the sorting
 * page: 1.9 KB on 2.1 KB), against 26 KB gzip for Prism itself.
 *
 * Form: `types` lists the distinct Prism type lists (joined by spaces, '' for plain text);
 * `lines` has one entry per line of the code, joined by '\n'; a line is its tokens separated by
 * spaces, each token `<index in types>.<length>`, both in base 36. An empty line is ''.
 */
import type {Token} from 'prism-react-renderer';

export interface CompactTokens {
  types: string[];
  lines: string;
}

const BASE36 = /^[0-9a-z]+$/;

const EMPTY_LINE: Token[] = [{types: ['plain'], content: '\n', empty: true}];

export function compactTokens(lines: Token[][]): CompactTokens {
  const types: string[] = [];
  const encoded: string[] = [];
  for (const line of lines) {
    if (line.length === 1 && line[0]!.empty) {
      encoded.push('');
      continue;
    }
    const parts: string[] = [];
    for (const token of line) {
      const joined = token.types.join(' ');
      const type = joined === 'plain' ? '' : joined;
      let index = types.indexOf(type);
      if (index < 0) index = types.push(type) - 1;
      parts.push(`${index.toString(36)}.${token.content.length.toString(36)}`);
    }
    encoded.push(parts.join(' '));
  }
  return {types, lines: encoded.join('\n')};
}

/**
 * Prism's lines for this code from its compact tokens, or undefined when they do not describe it
 * exactly (a different text, a broken or hostile value): the caller then shows plain lines.
 * The content of every token is cut from `code` itself, never taken from the tokens.
 */
export function expandTokens(compact: unknown, code: string): Token[][] | undefined {
  if (!isCompactTokens(compact)) return undefined;
  const codeLines = code.split('\n');
  const tokenLines = compact.lines.split('\n');
  if (codeLines.length !== tokenLines.length) return undefined;
  const result: Token[][] = [];
  for (let i = 0; i < codeLines.length; i++) {
    const text = codeLines[i]!;
    const encoded = tokenLines[i]!;
    if (encoded === '') {
      if (text !== '') return undefined;
      result.push(EMPTY_LINE);
      continue;
    }
    const line: Token[] = [];
    let at = 0;
    for (const part of encoded.split(' ')) {
      const [index = '', size = ''] = part.split('.');
      const type = BASE36.test(index) ? compact.types[parseInt(index, 36)] : undefined;
      const length = BASE36.test(size) ? parseInt(size, 36) : NaN;
      if (type === undefined || !(length >= 0) || at + length > text.length) return undefined;
      line.push({types: type ? type.split(' ') : ['plain'], content: text.slice(at, at + length)});
      at += length;
    }
    if (at !== text.length) return undefined;
    result.push(line);
  }
  return result;
}

function isCompactTokens(value: unknown): value is CompactTokens {
  if (typeof value !== 'object' || value === null) return false;
  const {types, lines} = value as Partial<CompactTokens>;
  return Array.isArray(types) && types.every((t) => typeof t === 'string') && typeof lines === 'string';
}
