/**
 * The API page's filter, kept in the URL (`?q=pagesize`) so a link shares the filtered page. Read
 * after mount (the static HTML shows every row, so hydration matches), written with
 * `history.replaceState` so typing neither adds history entries nor re-runs the router.
 */
import {useCallback, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';

export const QUERY_PARAM = 'q';

/** `search` with the query set (or removed when empty). */
export function searchWithQuery(search: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query) params.set(QUERY_PARAM, query);
  else params.delete(QUERY_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useApiQuery(): [string, (query: string) => void] {
  const {pathname} = useLocation();
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? '');
  }, [pathname]);
  const update = useCallback((next: string) => {
    setQuery(next);
    const {search, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchWithQuery(search, next)}${hash}`);
  }, []);
  return [query, update];
}
