/**
 * The built site as files: every HTML page with the URL it is served at, what a link's path lands
 * on, and the MDX source a doc page was built from (docs instances, versions and translations laid
 * out as Docusaurus reads them; no page here sets `slug` or `id`, so the URL is the file's path).
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, X_BASE} from '@site/src/config/site';

export const DEFAULT_LOCALE = LOCALES[0];
const OTHER_LOCALES: readonly string[] = LOCALES.slice(1);

export interface BuiltPage {
  /** The URL path it is served at (`/zh/x/react-charts`; `/` and `/zh` for the home pages). */
  pathname: string;
  file: string;
  locale: string;
}

/** Folders of the build that hold no pages (hashed assets, hosting files). */
const NOT_PAGES = /^(assets|\.hosting)(\/|$)|^[a-z]{2}\/assets(\/|$)/;

/** Every HTML file of the build as the page it serves, sorted by path. */
export function builtPages(buildDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const entry of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true}) as fs.Dirent[]) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const relative = path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (NOT_PAGES.test(relative)) continue;
    const route = relative.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
    const pathname = `/${route}`;
    const first = pathname.split('/')[1] ?? '';
    pages.push({pathname, file: path.join(buildDir, relative), locale: OTHER_LOCALES.includes(first) ? first : DEFAULT_LOCALE});
  }
  return pages.sort((a, b) => a.pathname.localeCompare(b.pathname));
}

/**
 * What a site path lands on in the build: a page, a file, or nothing (404). A path with a trailing
 * slash is a page only where a folder's `index.html` answers it (a locale's home, `/zh/`); elsewhere
 * it is the host's redirect to the slashless page, not a page.
 */
export function targetOf(buildDir: string, pathname: string): 'page' | 'file' | null {
  if (pathname.endsWith('/')) return fs.existsSync(path.join(buildDir, pathname, 'index.html')) ? 'page' : null;
  const base = path.join(buildDir, pathname);
  if (fs.existsSync(`${base}.html`) || fs.existsSync(path.join(base, 'index.html'))) return 'page';
  return fs.existsSync(base) && fs.statSync(base).isFile() ? 'file' : null;
}

/** Where each docs instance keeps its pages, and its translations (Docusaurus's i18n layout). */
interface DocsInstance {
  /** URL prefix after the locale ('' for the instance at the root). */
  routeBase: string;
  contentDir: (version: string | null) => string;
  translatedDir: (locale: string, version: string | null) => string;
}

const DOCS_INSTANCES: DocsInstance[] = [
  {
    routeBase: X_BASE,
    contentDir: (version) => (version ? `versioned_docs/version-${version}` : 'docs'),
    translatedDir: (locale, version) => `i18n/${locale}/docusaurus-plugin-content-docs/${version ? `version-${version}` : 'current'}`,
  },
  {
    routeBase: '',
    contentDir: () => 'docs-material',
    translatedDir: (locale) => `i18n/${locale}/docusaurus-plugin-content-docs-material/current`,
  },
];

const VERSION_SEGMENT = /^\d+\.x$|^\d+\.\d+(\.\d+)?$/;

/**
 * The MDX (or Markdown) file a doc page was built from, site-relative: its translation when one
 * exists, else the default locale's file. Null for pages no docs instance builds (API pages, the
 * home page, search).
 */
export function sourceOfPage(siteDir: string, page: Pick<BuiltPage, 'pathname' | 'locale'>): string | null {
  const withoutLocale = page.locale === DEFAULT_LOCALE ? page.pathname : page.pathname.slice(page.locale.length + 1) || '/';
  for (const instance of DOCS_INSTANCES) {
    if (instance.routeBase && withoutLocale !== instance.routeBase && !withoutLocale.startsWith(`${instance.routeBase}/`)) continue;
    let rest = withoutLocale.slice(instance.routeBase.length).replace(/^\//, '');
    const [first, ...others] = rest.split('/');
    const version = instance.routeBase && first && VERSION_SEGMENT.test(first) ? first : null;
    if (version) rest = others.join('/');
    const dirs = [...(page.locale === DEFAULT_LOCALE ? [] : [instance.translatedDir(page.locale, version)]), instance.contentDir(version)];
    for (const dir of dirs) {
      for (const candidate of rest ? [`${rest}.mdx`, `${rest}.md`, `${rest}/index.mdx`, `${rest}/index.md`] : ['index.mdx', 'index.md']) {
        const file = `${dir}/${candidate}`;
        if (fs.existsSync(path.join(siteDir, file))) return file;
      }
    }
  }
  return null;
}
