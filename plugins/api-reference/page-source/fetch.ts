import type {ApiPageData} from '../model';
import {parsePageData} from '../page-data';

/** A download that failed; `status` is the HTTP status when the server answered. */
export class PageDataError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PageDataError';
  }
}

/** Fetches a page's JSON; rejects with a message a reader can act on. */
export async function fetchPageData(url: string, pagePath: string, fetchImpl: typeof fetch = fetch): Promise<ApiPageData> {
  let response: Response;
  try {
    response = await fetchImpl(url);
  } catch {
    throw new PageDataError('The API data could not be downloaded (network error). Check your connection and reload the page.');
  }
  if (!response.ok)
    throw new PageDataError(`The API data could not be downloaded (HTTP ${response.status}). Reload the page.`, response.status);
  const page = parsePageData(await response.text(), pagePath);
  if (!page) throw new PageDataError('The API data that came back is not valid for this page. Reload the page.');
  return page;
}
