/**
 * Page data in the browser (production): the JSON embedded in the static HTML on the first load,
 * fetched on a client-side navigation. The server bundle uses ./server.ts instead (webpack alias).
 */
import type {ApiPageData} from '../model';
import {PAGE_DATA_SCRIPT_ID, parsePageData} from '../page-data';

export function initialPageData(pagePath: string): ApiPageData | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(PAGE_DATA_SCRIPT_ID);
  // The previous page's script is still in the DOM during a navigation: it must name this page.
  if (!script || script.getAttribute('data-path') !== pagePath) return undefined;
  return parsePageData(script.textContent ?? '', pagePath);
}

export {fetchPageData} from './fetch';
