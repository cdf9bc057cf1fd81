/**
 * Where an API page finds its data. Pages carry no per-route data module (534 per locale would put
 * a registry entry and a chunk for each into every page's JavaScript); instead the static HTML
 * embeds the page's JSON in a script element, and a client-side navigation fetches the same JSON
 * from `<baseUrl>api-data/<page path>.json`, written by the plugin after the build.
 */
import type {ApiPageData} from './model';

export const API_DATA_DIR = 'api-data';
export const PAGE_DATA_SCRIPT_ID = 'api-page-data';

/** `/zh/x/api/data-grid/data-grid/` with baseUrl `/zh/` -> `/x/api/data-grid/data-grid`. */
export function pagePathOf(pathname: string, baseUrl: string): string {
  const clean = pathname.split(/[?#]/)[0];
  const base = baseUrl.replace(/\/+$/, '');
  const withoutBase = base && (clean === base || clean.startsWith(`${base}/`)) ? clean.slice(base.length) : clean;
  const trimmed = withoutBase.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function apiDataUrl(baseUrl: string, pagePath: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${API_DATA_DIR}${pagePath}.json`;
}

/** Output file of a page's JSON, relative to the locale's build folder. */
export function apiDataFile(pagePath: string): string {
  return `${API_DATA_DIR}${pagePath}.json`;
}

/** JSON safe inside a <script> element: no `</script>`, no HTML comment, no line separators. */
export function serializePageData(page: ApiPageData): string {
  return JSON.stringify(page)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Parses page JSON; anything that is not an API page (wrong path, garbage) is rejected. */
export function parsePageData(text: string, expectedPath: string): ApiPageData | undefined {
  try {
    const value = JSON.parse(text) as Partial<ApiPageData> | null;
    if (!value || typeof value !== 'object' || value.path !== expectedPath || !Array.isArray(value.props)) return undefined;
    return value as ApiPageData;
  } catch {
    return undefined;
  }
}
