import {useEffect, useState} from 'react';
import {fetchPageData, initialPageData} from '@api-reference/page-source';
import type {ApiPageData} from '../../model';
import {apiDataUrl} from '../../page-data';

export type ApiPageDataState = {pagePath: string; page?: ApiPageData; error?: string; notFound?: boolean};

/**
 * The data of the API page at `pagePath`: synchronously when the server render embedded it (first
 * load), bundled it (server, dev) or it was seen lately, else fetched after mount (client-side
 * navigation). A page its section does not list (`known` false) is not found, without a request.
 */
export function useApiPageData(pagePath: string, baseUrl: string, known = true): ApiPageDataState {
  const [state, setState] = useState<ApiPageDataState>(() => ({pagePath, page: initialPageData(pagePath)}));
  const current = state.pagePath === pagePath;
  const settled = current && Boolean(state.page || state.error);
  useEffect(() => {
    if (settled || !known) return undefined;
    const embedded = initialPageData(pagePath);
    if (embedded) {
      setState({pagePath, page: embedded});
      return undefined;
    }
    let cancelled = false;
    fetchPageData(apiDataUrl(baseUrl, pagePath), pagePath).then(
      (page) => !cancelled && setState({pagePath, page}),
      (error: Error & {status?: number}) => !cancelled && setState({pagePath, error: error.message, notFound: error.status === 404}),
    );
    return () => {
      cancelled = true;
    };
  }, [pagePath, baseUrl, settled, known]);
  if (!known) return {pagePath, notFound: true};
  // Another page of the section (the same component): its data at once when seen lately, so Back
  // renders it whole in the pass that shows it, without a loading frame the browser restores into.
  return current ? state : {pagePath, page: initialPageData(pagePath)};
}
