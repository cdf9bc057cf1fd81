/**
 * The pages browser tests walk, derived from the build's sitemaps (every page of every docs instance,
 * version and locale), never from a hand-kept list: a new page is swept as soon as it is built.
 */
import path from 'node:path';
import {readBuildSitemaps} from '@site/bench/lib/sitemap';

/** Generated API pages share one template: the API tests and the a11y sample cover them. */
const NOT_DOC_PAGE = /^(\/zh)?(\/x\/api\/|\/api\/|\/search$)/;

export function buildDir(): string {
  return path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');
}

/** Every doc page of the build (both locales), sorted. `filter` keeps paths containing one of its parts. */
export function docPages(filter: readonly string[] = []): string[] {
  return readBuildSitemaps(buildDir())
    .filter((p) => !NOT_DOC_PAGE.test(p))
    .filter((p) => filter.length === 0 || filter.some((part) => p.includes(part)));
}

export function isChinesePage(pathname: string): boolean {
  return pathname === '/zh' || pathname.startsWith('/zh/');
}
