/**
 * Reading a portal pathname: locale prefix, docs version and section. One parser for the product
 * switcher, the version switcher and anything else that asks "where is the reader?".
 */
import {PRODUCTS, type Product} from '../config/products';
import {SEARCH_PAGE_PATH} from '../config/search';

import {LOCALE_PREFIXES, X_BASE} from '../config/site';

export {X_BASE};

export interface ParsedPath {
  /** '' for English, '/zh' for Chinese. */
  localePrefix: string;
  /** True under /x. */
  isX: boolean;
  /** Docs version path prefix ('' for current, e.g. '7.x'). Only meaningful when isX. */
  versionPrefix: string;
  /** Path inside the version without leading slash, e.g. 'react-data-grid/sorting'. */
  rest: string;
  /** First segment of rest, e.g. 'react-data-grid', 'introduction', 'api'. */
  section: string;
}

export function parsePortalPath(pathname: string, versionPrefixes: readonly string[]): ParsedPath {
  let path = pathname.replace(/\/+$/, '') || '/';
  const localePrefix = LOCALE_PREFIXES.find((p) => path === p || path.startsWith(p + '/')) ?? '';
  path = path.slice(localePrefix.length) || '/';
  const isX = path === X_BASE || path.startsWith(X_BASE + '/');
  let rest = isX ? path.slice(X_BASE.length + 1) : path.slice(1);
  let versionPrefix = '';
  if (isX) {
    const first = rest.split('/')[0];
    if (first && versionPrefixes.includes(first)) {
      versionPrefix = first;
      rest = rest.slice(first.length + 1);
    }
  }
  return {localePrefix, isX, versionPrefix, rest, section: rest.split('/')[0] ?? ''};
}

/** Builds an in-portal /x path. */
export function xPath(localePrefix: string, versionPrefix: string, rest: string): string {
  return [localePrefix, X_BASE, versionPrefix, rest]
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
}

export type ProductKey = (typeof PRODUCTS)[number]['id'] | 'material' | 'introduction';

/** Which product the reader is in: an X product, the X introduction, or Material UI; none on the home and search pages (every product). */
export function currentProduct(parsed: ParsedPath, products: readonly Pick<Product, 'id' | 'slug'>[] = PRODUCTS): ProductKey | null {
  if (!parsed.isX) return parsed.rest === '' || parsed.rest === SEARCH_PAGE_PATH ? null : 'material';
  if (parsed.section === 'introduction') return 'introduction';
  const bySlug = products.find((p) => p.slug === parsed.section);
  if (bySlug) return bySlug.id as ProductKey;
  if (parsed.section === 'api') return (products.find((p) => p.id === parsed.rest.split('/')[1])?.id as ProductKey | undefined) ?? null;
  return null;
}
