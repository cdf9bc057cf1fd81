/**
 * The tokenized lines of a code block: the build's tokens when they match its code; plain lines
 * for a language Prism does not colour; otherwise plain lines until Prism, loaded lazily, has
 * coloured them (only code given at run time gets there).
 */
import {useContext, useEffect, useMemo, useState} from 'react';
import type {Token} from 'prism-react-renderer';
import {StaticTokensContext} from '@site/src/lib/code-highlight/static-tokens-context';
import {plainLines, staticLinesFor} from '@site/src/lib/code-highlight/static-tokens';
import {PRISM_LANGUAGES} from '@site/src/lib/code-highlight/prism-languages';

interface Coloured {
  code: string;
  language: string;
  lines: Token[][];
}

export function useCodeLines(code: string, language: string): Token[][] {
  const encoded = useContext(StaticTokensContext);
  const staticLines = useMemo(() => staticLinesFor(encoded, code), [encoded, code]);
  const needsPrism = !staticLines && PRISM_LANGUAGES.has(language);
  const [coloured, setColoured] = useState<Coloured>();
  useEffect(() => {
    if (!needsPrism) return undefined;
    let live = true;
    import('@site/src/lib/code-highlight/browser-tokenize')
      .then(({tokenize}) => live && setColoured({code, language, lines: tokenize(code, language)}))
      .catch(() => undefined); // a failed chunk leaves the code readable, uncoloured
    return () => {
      live = false;
    };
  }, [needsPrism, code, language]);
  if (staticLines) return staticLines;
  if (coloured && coloured.code === code && coloured.language === language) return coloured.lines;
  return plainLines(code);
}
