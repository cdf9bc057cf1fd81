import React from 'react';
import type {Token} from 'prism-react-renderer';
import {tokenMarkup} from '@site/src/lib/code-highlight/token-markup';
import {displayRuns} from '@site/src/lib/code-highlight/display-runs';

/**
 * One highlighted line with prism-react-renderer's class names, in as few nodes as look the same
 * (colours come from the code theme's CSS): the source view and the live editor's coloured layer.
 */
export default function SourceLine({line}: {line: Token[]}) {
  return (
    <span className="token-line">
      {displayRuns(line).map((run, key) => (typeof run === 'string' ? run : <span key={key} {...tokenMarkup(run)} />))}
      {'\n'}
    </span>
  );
}
