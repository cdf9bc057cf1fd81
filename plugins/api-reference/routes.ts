/**
 * The API URL contract: /x/api/{product}/{kebab} for MUI X, /api/{kebab} for Material UI.
 * The section of a page is derived from its URL prefix here, and only here.
 */
import {PRODUCTS} from '../../src/config/products';
import {X_BASE} from '../../src/config/site';
import type {ApiSection} from './model';

export const X_API_BASE = `${X_BASE}/api`;
export const MATERIAL_API_BASE = '/api';
export const X_API_SECTIONS: readonly ApiSection[] = PRODUCTS.map((p) => p.id);

export function apiPagePath(section: ApiSection, slug: string): string {
  return section === 'material' ? `${MATERIAL_API_BASE}/${slug}` : `${X_API_BASE}/${section}/${slug}`;
}

/** Locale prefixes that may precede a path (the default locale has none). */
const LOCALE_PREFIX = /^\/(zh)(?=\/|$)/;

/**
 * Section of an API page from its pathname (with or without locale prefix, trailing slash, query or
 * hash), or null when the path is not an API page.
 */
export function sectionFromApiPath(pathname: string): ApiSection | null {
  const clean = pathname.split(/[?#]/)[0].replace(LOCALE_PREFIX, '').replace(/\/+$/, '');
  const x = /^\/x\/api\/([a-z-]+)\/[^/]+$/.exec(clean);
  if (x) return X_API_SECTIONS.find((section) => section === x[1]) ?? null;
  if (/^\/api\/[^/]+$/.test(clean)) return 'material';
  return null;
}
