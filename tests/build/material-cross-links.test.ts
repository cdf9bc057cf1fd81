/**
 * Material UI component pages and their API pages link to each other in the built site: every
 * component a page's demos import has a link to its `/api/<component>` page on that page, and the
 * API page of each such component links back to the pages that show it. Run against a build
 * (PORTAL_BUILD_DIR); locales that were not built are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES} from '@site/src/config/portal';
import {scanDemoFacts} from '@site/plugins/demo-blocks/facts';
import {apiLinksOfImports} from '@site/plugins/api-reference/demo-api-links';
import type {ApiManifest} from '@site/plugins/api-reference/model';

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE_DIR, 'build'));
const COMPONENT_PAGES = /^docs-material\/components\/[^/]+\.mdx$/;

/** `/components/buttons` from `docs-material/components/buttons.mdx`. */
const routeOf = (source: string) => `/${source.replace(/^docs-material\//, '').replace(/\.mdx$/, '')}`;

/** The link paths (no hash, no query) of a built page, or null when the page was not built. */
function hrefsOf(pathname: string): Set<string> | null {
  const file = path.join(BUILD_DIR, `${pathname}.html`);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  // The minified HTML leaves simple attribute values unquoted (`href=/api/button`).
  return new Set([...html.matchAll(/href=(?:"([^"#?]*)|([^\s"'>#?]+))/g)].map((m) => m[1] ?? m[2]));
}

const facts = scanDemoFacts(SITE_DIR, ['docs-material']);
const manifest = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'api-docs', 'manifest.json'), 'utf8')) as ApiManifest;
const demoImports = new Map(facts.demos.map((d) => [d.file, d.imports]));
/** Component page route -> API pages its demos lead to. */
const expected = Object.entries(facts.pages)
  .filter(([source]) => COMPONENT_PAGES.test(source))
  .map(([source, demos]) => ({
    route: routeOf(source),
    links: apiLinksOfImports(
      demos.flatMap((d) => demoImports.get(d) ?? []),
      manifest.pages,
      'material',
    ),
  }));
const builtLocales = LOCALES.filter((locale) => fs.existsSync(path.join(BUILD_DIR, locale === LOCALES[0] ? '' : locale, 'components')));
const prefixOf = (locale: string) => (locale === LOCALES[0] ? '' : `/${locale}`);

beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html')))
    throw new Error(`No build at ${BUILD_DIR}: run a build first (or set PORTAL_BUILD_DIR).`);
});

test('there are Material UI component pages with demos, built in at least one locale', () => {
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.every((page) => page.links.length > 0)).toBe(true);
  expect(builtLocales.length).toBeGreaterThan(0);
});

test('each component page links to the API page of every component its demos render', () => {
  const missing = builtLocales.flatMap((locale) =>
    expected.flatMap(({route, links}) => {
      const hrefs = hrefsOf(prefixOf(locale) + route);
      if (!hrefs) return [`${prefixOf(locale)}${route}: not built`];
      return links
        .filter((l) => !hrefs.has(prefixOf(locale) + l.path))
        .map((l) => `${prefixOf(locale)}${route}: no link to ${l.path} (${l.name})`);
    }),
  );
  expect(missing).toEqual([]);
});

test('the API page of every documented component links back to the pages whose demos use it', () => {
  const pagesByApi = new Map<string, string[]>();
  for (const {route, links} of expected) for (const l of links) pagesByApi.set(l.path, [...(pagesByApi.get(l.path) ?? []), route]);
  const missing = builtLocales.flatMap((locale) =>
    [...pagesByApi].flatMap(([apiPath, routes]) => {
      const hrefs = hrefsOf(prefixOf(locale) + apiPath);
      if (!hrefs) return [`${prefixOf(locale)}${apiPath}: not built`];
      return routes.filter((r) => !hrefs.has(prefixOf(locale) + r)).map((r) => `${prefixOf(locale)}${apiPath}: no demo link to ${r}`);
    }),
  );
  expect(missing).toEqual([]);
});
