/**
 * Prism in the browser, for the rare code block that gets its code at run time in a language Prism
 * colours (MDX code is tokenized at build time). Imported lazily: it is Prism's own chunk.
 */
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import {tokenizeLines, type NormalizeTokens, type PrismLike} from './static-tokens';

export function tokenize(code: string, language: string): Token[][] {
  return tokenizeLines(Prism as unknown as PrismLike, normalizeTokens as unknown as NormalizeTokens, code, language);
}
