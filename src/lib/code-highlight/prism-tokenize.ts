/**
 * prism-react-renderer's Prism, as lines of tokens: the one place its tokenizer is called. The build
 * uses it for MDX code blocks (plugins/static-highlight) and demo sources (plugins/demo-blocks); the
 * browser imports it lazily, for code the build never saw, so it stays Prism's own chunk.
 */
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import {hasGrammar, tokenizeLines, type NormalizeTokens, type PrismLike} from './static-tokens';

const prism = Prism as unknown as PrismLike;
const normalize = normalizeTokens as unknown as NormalizeTokens;

export function tokenize(code: string, language: string): Token[][] {
  return tokenizeLines(prism, normalize, code, language);
}

/** Prism has a grammar for `language` (else tokenize gives plain lines). */
export function knowsLanguage(language: string): boolean {
  return hasGrammar(prism, language);
}
