/**
 * Page data for the server render (and the dev server, which has no build output to fetch from):
 * every page of the locale, from the JSON the plugin writes into its generated folder. Bundled only
 * where size does not matter; the production browser bundle gets ./client.ts (webpack alias).
 */
import allPages from '@api-reference/all-pages';
import type {ApiPageData} from '../model';

const pages = allPages as unknown as Record<string, ApiPageData | undefined>;

export function initialPageData(pagePath: string): ApiPageData | undefined {
  return pages[pagePath];
}

export {fetchPageData} from './fetch';
