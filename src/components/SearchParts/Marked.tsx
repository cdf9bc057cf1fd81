/** A search result's text with the words that matched in `<mark>` (the navbar's list and the search page). */
import React from 'react';
import {highlightParts} from '@site/src/lib/search/results';

export default function SearchMarked({text, tokens}: {text: string; tokens: string[]}): React.ReactNode {
  return (
    <>
      {highlightParts(text, tokens).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
