/** The tokenized lines of a code block: the build's tokens (plugins/static-highlight) when they match its code. */
import {useContext, useMemo} from 'react';
import type {Token} from 'prism-react-renderer';
import {StaticTokensContext} from '@site/src/lib/code-highlight/static-tokens-context';
import {staticLinesFor} from '@site/src/lib/code-highlight/static-tokens';
import {useHighlightedLines} from '@site/src/lib/code-highlight/use-highlighted-lines';

export function useCodeLines(code: string, language: string): Token[][] {
  const encoded = useContext(StaticTokensContext);
  const staticLines = useMemo(() => staticLinesFor(encoded, code), [encoded, code]);
  return useHighlightedLines(code, language, staticLines);
}
