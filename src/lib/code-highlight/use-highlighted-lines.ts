/**
 * The lines to render for some code: the build's tokens when it has them for exactly this code;
 * plain lines for a language Prism does not colour; otherwise plain lines until Prism, loaded
 * lazily (its own chunk), has coloured them. Only code that changes at run time (an edited demo,
 * a code block given its code by a component) gets that far.
 */
import {useEffect, useState} from 'react';
import type {Token} from 'prism-react-renderer';
import {plainLines} from './static-tokens';
import {PRISM_LANGUAGES} from './prism-languages';

interface Coloured {
  code: string;
  language: string;
  lines: Token[][];
}

export function useHighlightedLines(code: string, language: string, buildLines: Token[][] | undefined): Token[][] {
  const needsPrism = !buildLines && PRISM_LANGUAGES.has(language);
  const [coloured, setColoured] = useState<Coloured>();
  useEffect(() => {
    if (!needsPrism) return undefined;
    let live = true;
    import('./prism-tokenize')
      .then(({tokenize}) => live && setColoured({code, language, lines: tokenize(code, language)}))
      .catch(() => undefined); // a failed chunk leaves the code readable, uncoloured
    return () => {
      live = false;
    };
  }, [needsPrism, code, language]);
  if (buildLines) return buildLines;
  if (coloured && coloured.code === code && coloured.language === language) return coloured.lines;
  return plainLines(code);
}
