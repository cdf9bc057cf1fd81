/**
 * The API URL contract: /x/api/{product}/{kebab} for MUI X, /api/{kebab} for Material UI.
 * The section of a page is derived from its URL prefix here, and only here.
 */
import {PRODUCTS} from '../../src/config/products';
import {X_BASE} from '../../src/config/site';
import type {ApiSection} from './model';
import portalVersions from '../../src/config/versions.json';

export const X_API_BASE = `${X_BASE}/api`;
export const MATERIAL_API_BASE = '/api';
export const X_API_SECTIONS: readonly ApiSection[] = PRODUCTS.map((p) => p.id);

export function apiPagePath(section: ApiSection, slug: string): string {
  return section === 'material' ? `${MATERIAL_API_BASE}/${slug}` : `${X_API_BASE}/${section}/${slug}`;
}

/** Path prefixes of the kept versions (`7.x`), whose API reference lives at /x/<prefix>/api/... */
export const KEPT_VERSION_PREFIXES: readonly string[] = portalVersions.map((v) => v.pathPrefix).filter(Boolean);
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `(?:7\.x/)?`: an optional kept version's segment after `/x/`. */
export const VERSION_SEGMENT = KEPT_VERSION_PREFIXES.length ? `(?:(${KEPT_VERSION_PREFIXES.map(escapeRe).join('|')})/)?` : '()?';

/** The kept version an API page path belongs to (`7.x`), '' for the current version's pages. */
export function apiVersionPrefixOf(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0]!.replace(LOCALE_PREFIX, '');
  return new RegExp(`^/x/${VERSION_SEGMENT}api/`).exec(clean)?.[1] ?? '';
}

/** The label of the kept version an API page path belongs to (`v7`), undefined for the current version. */
export function keptVersionLabelOf(pathname: string): string | undefined {
  const prefix = apiVersionPrefixOf(pathname);
  return prefix ? portalVersions.find((v) => v.pathPrefix === prefix)?.label : undefined;
}

/** Locale prefixes that may precede a path (the default locale has none). */
const LOCALE_PREFIX = /^\/(zh)(?=\/|$)/;

/**
 * Section of an API page from its pathname (with or without locale prefix, trailing slash, query or
 * hash), or null when the path is not an API page.
 */
export function sectionFromApiPath(pathname: string): ApiSection | null {
  const clean = pathname.split(/[?#]/)[0].replace(LOCALE_PREFIX, '').replace(/\/+$/, '');
  const x = new RegExp(`^/x/${VERSION_SEGMENT}api/([a-z-]+)/[^/]+$`).exec(clean);
  if (x) return X_API_SECTIONS.find((section) => section === x[2]) ?? null;
  if (/^\/api\/[^/]+$/.test(clean)) return 'material';
  return null;
}
