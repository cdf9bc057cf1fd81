/**
 * On a client-side switch to an API page, its tables render their first rows with the heading and
 * the rest right after the new page has painted: the Data Grid page has ~450 rows, and the switch
 * should not wait for all of them. The server HTML and hydration render every row (they must
 * match, and readers without JavaScript get the whole page), and so does a page opened on a row
 * (`#prop-…`) or with a filter (`?q=`), which needs every row at once.
 */
import {startTransition, useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {QUERY_PARAM} from './useApiQuery';

/** Rows of the first table rendered with the heading: more than a screen's worth. */
export const FIRST_ROWS = 24;

function needsEveryRow(): boolean {
  return window.location.hash !== '' || new URLSearchParams(window.location.search).has(QUERY_PARAM);
}

/** How many rows the page's tables may render now: FIRST_ROWS at first on a client-side switch, then all. */
export function useRowLimit(): number {
  const isBrowser = useIsBrowser(); // false while hydrating
  const [all, setAll] = useState(() => !isBrowser || needsEveryRow());
  useEffect(() => {
    if (all) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted, at low priority: typing in the filter stays responsive.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all]);
  return all ? Infinity : FIRST_ROWS;
}
