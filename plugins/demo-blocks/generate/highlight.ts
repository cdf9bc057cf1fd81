/**
 * A demo source's tokens, computed at build time with the prism-react-renderer the browser would
 * use, so demo pages show coloured sources without loading Prism (about 26 KB gzip, and its
 * evaluation in the same task as the first demo's hydration). Tokenized as the source view shows
 * the code: without trailing whitespace.
 */
import {tokenize} from '../../../src/lib/code-highlight/prism-tokenize';
import {compactTokens, type CompactTokens} from '../../../src/lib/code-highlight/compact-tokens';

export function sourceTokens(code: string, language: 'tsx' | 'jsx' | 'css'): CompactTokens {
  const lines = tokenize(code.trimEnd(), language);
  return compactTokens(lines);
}
