/**
 * Code blocks highlighted when the site is built, so a page needs no syntax highlighter in the
 * browser: Prism (prism-react-renderer, ~26 KB gzip) used to sit in the bundle every page loads and
 * re-tokenized every block during hydration. The build tokenizes each fenced block with the same
 * prism-react-renderer the browser would use and hands the lines to the code block as compact JSON;
 * colours come from CSS classes (plugins/static-highlight/theme-css.ts), so both colour modes are
 * right in the static HTML.
 *
 * Encoded form: an array of lines; a line is an array of `[types, content]` pairs, `types` being the
 * token's Prism types joined by spaces ('' for plain text). An empty line is `[]`.
 */
import type {Token} from 'prism-react-renderer';

export type EncodedToken = [types: string, content: string];
export type EncodedLines = EncodedToken[][];

/** The subset of prism-react-renderer's Prism a tokenizer needs (the real one in Node and the browser). */
export interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(code: string, grammar: never): unknown[];
}
export type NormalizeTokens = (tokens: never[]) => Token[][];

/** Whether the given Prism instance has a grammar for this language (aliases like `ts` included). */
export function hasGrammar(prism: PrismLike, language: string): boolean {
  const grammar = prism.languages[language.toLowerCase()];
  return typeof grammar === 'object' && grammar !== null;
}

/**
 * Tokenizes as prism-react-renderer's `Highlight` does (its `useTokenize`, without the hooks no one
 * here registers), so the lines equal what the browser would have computed.
 */
export function tokenizeLines(prism: PrismLike, normalize: NormalizeTokens, code: string, language: string): Token[][] {
  const grammar = prism.languages[language.toLowerCase()];
  const raw = hasGrammar(prism, language) ? prism.tokenize(code, grammar as never) : [code];
  return normalize(raw as never[]);
}

export function encodeLines(lines: Token[][]): EncodedLines {
  return lines.map((line) =>
    line.length === 1 && line[0]!.empty
      ? []
      : line.map((t): EncodedToken => [t.types.join(' ') === 'plain' ? '' : t.types.join(' '), t.content]),
  );
}

/** prism-react-renderer's tokens back from the encoded form; undefined when it is not that form. */
export function decodeLines(json: unknown): Token[][] | undefined {
  let value = json;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(value)) return undefined;
  const lines: Token[][] = [];
  for (const line of value) {
    if (!Array.isArray(line)) return undefined;
    if (line.length === 0) {
      lines.push([{types: ['plain'], content: '\n', empty: true}]);
      continue;
    }
    const tokens: Token[] = [];
    for (const token of line) {
      if (!Array.isArray(token) || typeof token[0] !== 'string' || typeof token[1] !== 'string') return undefined;
      tokens.push({types: token[0] ? token[0].split(' ') : ['plain'], content: token[1]});
    }
    lines.push(tokens);
  }
  return lines;
}

/** The code the lines spell out, as the code block holds it (no trailing newline). */
export function linesText(lines: Token[][]): string {
  return lines.map((line) => (line.length === 1 && line[0]!.empty ? '' : line.map((t) => t.content).join(''))).join('\n');
}

/** Lines of one plain token each: what Prism gives for a language it has no grammar for. */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) => [content ? {types: ['plain'], content} : {types: ['plain'], content: '\n', empty: true}]);
}

/**
 * The lines to render from the build's encoded tokens, when they spell exactly this code (a block
 * whose code was changed on the way, or a hostile attribute, falls back to highlighting anew).
 */
export function staticLinesFor(encoded: string | undefined, code: string): Token[][] | undefined {
  if (!encoded) return undefined;
  const lines = decodeLines(encoded);
  return lines && linesText(lines) === code ? lines : undefined;
}
