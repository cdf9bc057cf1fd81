/**
 * On a client-side switch to an API page, its tables render their first rows with the heading and
 * the rest right after the new page has painted: the Data Grid page has ~450 rows, and the switch
 * should not wait for all of them. The server HTML and hydration render every row (they must
 * match, and readers without JavaScript get the whole page), and so does a page opened on a row
 * (`#prop-…`), with a filter (`?q=`) or by Back/Forward, which needs every row at once (the browser
 * restores the reader's scroll position into the page as it first renders).
 */
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHeldUntilPainted} from '@site/src/lib/use-held-until-painted';
import {QUERY_PARAM} from './useApiQuery';

/** Rows of the first table rendered with the heading: more than a screen's worth. */
export const FIRST_ROWS = 24;

function needsEveryRow(): boolean {
  return window.location.hash !== '' || new URLSearchParams(window.location.search).has(QUERY_PARAM);
}

/**
 * False during a client-side switch's first frame, true from the next one (and at once while
 * hydrating, or when `needsAllNow()`): what may wait for the frame after the page's heading.
 */
export function usePaintedOnce(needsAllNow: () => boolean = () => false): boolean {
  const isBrowser = useIsBrowser(); // false while hydrating
  // Rendered in a transition afterwards: typing in the filter stays responsive.
  return !useHeldUntilPainted(() => isBrowser && !needsAllNow());
}

/** How many rows the page's tables may render now: FIRST_ROWS at first on a client-side switch, then all. */
export function useRowLimit(): number {
  const {action} = useHistory();
  return usePaintedOnce(() => action === 'POP' || needsEveryRow()) ? Infinity : FIRST_ROWS;
}
