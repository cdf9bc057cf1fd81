/**
 * The pages browser tests walk, derived from the build's sitemaps (every page of every docs instance,
 * version and locale), never from a hand-kept list: a new page is swept as soon as it is built.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readBuildSitemaps} from '../../bench/lib/sitemap';
import {readPageFacts, type PageFacts} from '../lib/page-facts';

/** Generated API pages share one template (a kept major's too, /x/7.x/api/): the API tests and the a11y sample cover them. */
const NOT_DOC_PAGE = /^(\/zh)?(\/x\/(?:\d+\.x\/)?api\/|\/api\/|\/search$)/;
// The a11y sample takes its API pages from the current version (a kept major's share the template).
const API_PAGE = /^(\/zh)?(\/x\/api\/([a-z-]+)\/|\/api\/)/;

export function buildDir(): string {
  return path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');
}

/** Every doc page of the build (both locales), sorted. `filter` keeps paths containing one of its parts. */
export function docPages(filter: readonly string[] = []): string[] {
  return readBuildSitemaps(buildDir())
    .filter((p) => !NOT_DOC_PAGE.test(p))
    .filter((p) => filter.length === 0 || filter.some((part) => p.includes(part)));
}

/** What the built HTML of `pathname` shows before any script runs: its heading, demo boxes... (tests/lib/page-facts.ts). */
export function builtPageFacts(pathname: string): PageFacts {
  return readPageFacts(fs.readFileSync(builtHtmlFile(pathname), 'utf8'));
}

/** The built HTML file of `pathname`: `page.html` (the site has no trailing slashes), or a folder's `index.html`. */
function builtHtmlFile(pathname: string): string {
  const base = path.join(buildDir(), pathname);
  return fs.existsSync(`${base}.html`) ? `${base}.html` : path.join(base, 'index.html');
}

/** A page shown in a locale without its translation: the English body under that locale's chrome (plugins/translation-status). */
export function isUntranslatedPage(pathname: string): boolean {
  const file = builtHtmlFile(pathname);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('data-translation-notice="missing"');
}

export function isChinesePage(pathname: string): boolean {
  return pathname === '/zh' || pathname.startsWith('/zh/');
}

/**
 * A sample of the generated API pages: per section and kind (component, interface), the first
 * `perGroup` pages in sitemap order, in each locale, or with `localeEach: false` in one locale that
 * alternates from group to group (a locale changes the template's labels, not its layout). They
 * share one template, so a few of each group show it.
 */
export function apiPageSample(perGroup: number, {localeEach = true}: {localeEach?: boolean} = {}): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.resolve('api-docs/manifest.json'), 'utf8')) as {pages: {path: string; kind: string}[]};
  const kinds = new Map(manifest.pages.map((p) => [p.path, p.kind]));
  const isInterface = (pathname: string) => kinds.get(pathname.replace(/^\/zh(?=\/)/, '')) === 'interface';
  const groups = new Map<string, string[]>();
  const order: string[] = [];
  for (const p of readBuildSitemaps(buildDir())) {
    const m = API_PAGE.exec(p);
    if (!m) continue;
    const shape = `${m[3] ?? 'material'}|${isInterface(p) ? 'interface' : 'component'}`;
    if (!order.includes(shape)) order.push(shape);
    if (!localeEach && isChinesePage(p) !== (order.indexOf(shape) % 2 === 1)) continue;
    const key = `${localeEach ? (m[1] ?? '') : ''}|${shape}`;
    const list = groups.get(key) ?? [];
    if (list.length < perGroup) list.push(p);
    groups.set(key, list);
  }
  return [...groups.values()].flat();
}

/**
 * Runs `visit` over `items`, `concurrency` at a time (one browser, one page per core); `lane` says
 * which of the `concurrency` sequences a visit runs in (visits of one lane never overlap).
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  visit: (item: T, lane: number) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({length: concurrency}, async (_, lane) => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await visit(next, lane);
    }),
  );
}
