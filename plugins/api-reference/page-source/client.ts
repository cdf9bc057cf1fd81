/**
 * Page data in the browser (production): the JSON embedded in the static HTML on the first load,
 * fetched on a client-side navigation, and kept for the pages seen last (recent-pages.ts), so
 * Back to one of them renders it at once.
 */
import type {ApiPageData} from '../model';
import {PAGE_DATA_SCRIPT_ID, parsePageData} from '../page-data';
import {fetchPageData as download} from './fetch';
import {RecentPages} from './recent-pages';

/** Enough for a reader's trail through API pages; a page further back is fetched again. */
const RECENT_PAGES = 12;

const recent = new RecentPages<ApiPageData>(RECENT_PAGES);

export function initialPageData(pagePath: string): ApiPageData | undefined {
  if (typeof document === 'undefined') return undefined;
  const kept = recent.get(pagePath);
  if (kept) return kept;
  const script = document.getElementById(PAGE_DATA_SCRIPT_ID);
  // The previous page's script is still in the DOM during a navigation: it must name this page.
  if (!script || script.getAttribute('data-path') !== pagePath) return undefined;
  const page = parsePageData(script.textContent ?? '', pagePath);
  if (page) recent.set(pagePath, page);
  return page;
}

export async function fetchPageData(url: string, pagePath: string): Promise<ApiPageData> {
  const page = await download(url, pagePath);
  recent.set(pagePath, page);
  return page;
}
