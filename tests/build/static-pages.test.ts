/**
 * Every built HTML page (doc, API and other pages, every locale and version) as it reaches a
 * reader or a crawler before any script runs: it declares its language, has a title and a heading
 * (Chinese on a Chinese page), names its canonical URL, links only to pages and anchors that exist,
 * shows in its sidebar and beside its title exactly the flags the navigation gives each page, and
 * reserves for each demo the height its page's `<Demo>` tag asks for. Read from the files in one
 * pass (tests/lib/page-facts.ts), about 10 ms a page; the browser tests then run the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {EXTERNAL_VERSION_HOSTS, MUI_X_VERSION, SITE_URL} from '@site/src/config/portal';
import {navFlagNames, navPathKey, type NavFlags, type NavFlagsGlobalData} from '@site/src/lib/nav-flags';
import {demoTagsOfPage} from '@site/plugins/demo-blocks/facts';
import {brokenLinks, classifyHref, describeBroken, type LinkRecord, type TargetState} from '../lib/links';
import {readMainText, readPageFacts, type PageFacts} from '../lib/page-facts';
import {builtPages, DEFAULT_LOCALE, sourceOfPage, targetOf, type BuiltPage} from '../lib/built-site';

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE_DIR, 'build'));
const SITE_ORIGIN = new URL(SITE_URL).origin;
/** Pages that are not documents: the 404 page answers for every unknown path and is never indexed. */
const NOT_FOUND_PAGE = /^(\/[a-z]{2})?\/404$/;
const HAN = /\p{Script=Han}/u;

interface ReadPage extends BuiltPage {
  facts: PageFacts;
}

let pages: ReadPage[] = [];
let byPath = new Map<string, ReadPage>();

beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html')))
    throw new Error(`No build at ${BUILD_DIR}: run \`npm run build\` first (or set PORTAL_BUILD_DIR).`);
  const started = Date.now();
  pages = builtPages(BUILD_DIR).map((page) => ({...page, facts: readPageFacts(fs.readFileSync(page.file, 'utf8'))}));
  byPath = new Map(pages.map((page) => [page.pathname, page]));
  console.log(`static pages: read ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

/** Lists what breaks a rule, page by page (a readable failure instead of thousands of tests). */
function violations(check: (page: ReadPage) => string | string[] | null | undefined): string[] {
  return pages.flatMap((page) => {
    const found = check(page);
    const list = Array.isArray(found) ? found : found ? [found] : [];
    return list.map((problem) => `${page.pathname}: ${problem}`);
  });
}

/** A link as the browser resolves it on the page at `pathname`. */
const classify = (href: string, pathname: string) => classifyHref(href, SITE_ORIGIN, SITE_ORIGIN + pathname);

test('the build has pages in every locale, doc and API pages among them', () => {
  expect(pages.length).toBeGreaterThan(1000);
  expect(new Set(pages.map((p) => p.locale)).size).toBeGreaterThan(1);
  expect(pages.filter((p) => /\/api\//.test(p.pathname)).length).toBeGreaterThan(500);
});

test("every page declares its locale's language", () => {
  expect(
    violations((page) => (page.facts.lang.split('-')[0] === page.locale ? null : `lang="${page.facts.lang}", expected ${page.locale}`)),
  ).toEqual([]);
});

test('every page has a title and an h1; a Chinese page has Chinese in its title', () => {
  expect(
    violations(({facts, locale}) => [
      ...(facts.title ? [] : ['empty <title>']),
      ...(facts.h1 ? [] : ['no <h1> (or an empty one)']),
      ...(locale === 'zh' && !HAN.test(facts.title) ? [`title without Chinese: "${facts.title}"`] : []),
    ]),
  ).toEqual([]);
});

test('every page names its own URL as canonical: slashless, but for the home of each locale (`/`, `/zh/`)', () => {
  expect(
    violations(({pathname, locale, facts}) => {
      if (NOT_FOUND_PAGE.test(pathname)) return null;
      const isHome = pathname === '/' || pathname === `/${locale}`;
      const expected = SITE_URL + pathname + (isHome && pathname !== '/' ? '/' : '');
      return facts.canonical === expected ? null : `canonical ${facts.canonical ?? '(none)'}, expected ${expected}`;
    }),
  ).toEqual([]);
});

test('every internal link leads to a page or file of the build, and every anchor to an element of its target', () => {
  const links: LinkRecord[] = pages.flatMap(({pathname, facts}) =>
    facts.hrefs.flatMap((href) => {
      const link = classify(href, pathname);
      return link.kind === 'internal' ? [{from: pathname, path: link.path, hash: link.hash}] : [];
    }),
  );
  const targets = new Map<string, TargetState>();
  for (const {path: target} of links) {
    if (targets.has(target)) continue;
    const kind = targetOf(BUILD_DIR, target);
    // A page's anchors are its ids; a file's (or a folder's index) are not checked.
    targets.set(target, {status: kind ? 200 : 404, ids: kind === 'page' ? (byPath.get(target)?.facts.ids ?? null) : null});
  }
  console.log(`static pages: ${links.length} internal links checked over ${targets.size} targets`);
  expect(links.length).toBeGreaterThan(100_000);
  expect(describeBroken(brokenLinks(links, targets))).toEqual([]);
});

test("no link within the portal reads as a mui.com URL (the API pages' JSDoc links show the page's title)", () => {
  // The built HTML is minified: attribute quotes may be gone.
  const rawUrlText = /<a\b[^>]*\bhref="?\/[^"\s>]*"?[^>]*>\s*https:\/\/mui\.com\//g;
  expect(violations((page) => (fs.readFileSync(page.file, 'utf8').match(rawUrlText) ?? []).map((a) => a.slice(0, 160)))).toEqual([]);
});

/** Sections readers reach by mui.com's URLs (`/x/react-charts/#planned-charts`): the anchor exists in every locale. */
const MUI_COM_ANCHORS = ['/x/react-charts#planned-charts', '/x/react-charts#all-charts'];

test("the sections mui.com's URLs name exist on our page in every locale", () => {
  const missing = ['', '/zh'].flatMap((prefix) =>
    MUI_COM_ANCHORS.map((url) => `${prefix}${url}`).filter((url) => {
      const [pathname, id] = url.split('#');
      return !byPath.get(pathname!)?.facts.ids.has(id!);
    }),
  );
  expect(missing).toEqual([]);
});

/** The pages a reader starts from (the URL contract's foundation): each must exist in every locale. */
const FOUNDATION_ROUTES = [
  '/',
  '/x/introduction',
  '/x/introduction/installation',
  '/x/introduction/licensing',
  '/x/react-data-grid',
  '/x/react-date-pickers',
  '/x/react-charts',
  '/x/react-tree-view',
  '/getting-started/installation',
  '/versions',
  '/x/7.x/introduction',
  '/x/7.x/react-data-grid',
  '/x/7.x/react-date-pickers',
  '/x/7.x/react-charts',
  '/x/7.x/react-tree-view',
];
const mainTextOf = (pathname: string) => readMainText(fs.readFileSync(byPath.get(pathname)!.file, 'utf8'));

test('the foundation pages exist in every locale; in Chinese their text reads as Chinese, not English under a Chinese navbar', () => {
  const locales = [...new Set(pages.map((p) => p.locale))];
  const missing = FOUNDATION_ROUTES.flatMap((route) =>
    locales.map((locale) => (locale === DEFAULT_LOCALE ? route : `/${locale}${route === '/' ? '' : route}`)).filter((p) => !byPath.has(p)),
  );
  expect(missing).toEqual([]);
  const notChinese = FOUNDATION_ROUTES.map((route) => `/zh${route === '/' ? '' : route}`).filter(
    (p) => (mainTextOf(p).match(/\p{Script=Han}/gu)?.length ?? 0) <= 20,
  );
  expect(notChinese).toEqual([]);
});

test('/x/7.x pages show v7 content, not the current version', () => {
  for (const route of FOUNDATION_ROUTES.filter((r) => r.startsWith('/x/7.x/'))) {
    // The notice that a newer major exists names it (src/theme/DocVersionBanner); the content must not.
    const html = fs.readFileSync(byPath.get(route)!.file, 'utf8').replace(/<div[^>]*data-version-notice[^>]*>.*?<\/div>/s, '');
    expect(html).not.toBe(fs.readFileSync(byPath.get(route)!.file, 'utf8'));
    const text = readMainText(html);
    expect({route, v7: /\bv7\b|7\.x|version 7/i.test(text), current: text.includes(MUI_X_VERSION)}).toEqual({
      route,
      v7: true,
      current: false,
    });
  }
});

test('the API navigation, filled in on demand, links only to built API pages in every locale', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'api-docs/manifest.json'), 'utf8')) as {pages: {path: string}[]};
  expect(manifest.pages.length).toBeGreaterThan(500);
  const locales = [...new Set(pages.map((p) => p.locale))];
  const missing = manifest.pages.flatMap(({path: p}) =>
    locales.map((locale) => (locale === DEFAULT_LOCALE ? p : `/${locale}${p}`)).filter((localized) => !byPath.has(localized)),
  );
  expect(missing).toEqual([]);
});

test('the version switcher in the static HTML offers v6 and v5 on their own hosts', () => {
  const external = (byPath.get('/x/introduction')?.facts.hrefs ?? []).flatMap((href) => {
    const link = classify(href, '/x/introduction');
    return link.kind === 'external' ? [link.url] : [];
  });
  expect(external.some((url) => url.startsWith(EXTERNAL_VERSION_HOSTS.v6))).toBe(true);
  expect(external.some((url) => url.startsWith(EXTERNAL_VERSION_HOSTS.v5))).toBe(true);
});

describe('navigation flags', () => {
  let flags: Record<string, NavFlags>;
  beforeAll(() => {
    // The flags nav-flags computed from the sidebars and front matter, as the build's global data records them.
    const globalData = JSON.parse(fs.readFileSync(path.join(SITE_DIR, '.docusaurus/globalData.json'), 'utf8')) as Record<
      string,
      Record<string, NavFlagsGlobalData>
    >;
    flags = globalData['nav-flags']!.default!.flags;
    expect(Object.keys(flags).length).toBeGreaterThan(20);
  });
  const badgesOf = (f: NavFlags | undefined) => (f ? [...(f.plan ? [f.plan] : []), ...navFlagNames(f)] : []).sort();
  const flagsOfPath = (p: string, locale: string) => flags[navPathKey(locale === DEFAULT_LOCALE ? p : p.slice(locale.length + 1) || '/')];

  test('each sidebar entry is a link and shows exactly the flags of the page it links to (a planned page too)', () => {
    let entries = 0;
    const wrong = violations(({facts, locale}) =>
      facts.sidebar.flatMap((entry) => {
        entries += 1;
        if (!entry.href) return [`sidebar entry "${entry.label}" is not a link`];
        const link = classify(entry.href, '/');
        if (link.kind !== 'internal') return [];
        const expected = badgesOf(flagsOfPath(link.path, locale));
        const shown = [...entry.badges].sort();
        return JSON.stringify(shown) === JSON.stringify(expected)
          ? []
          : [`sidebar entry "${entry.label}" (${entry.href}) shows [${shown}], its flags are [${expected}]`];
      }),
    );
    expect(entries).toBeGreaterThan(2000);
    expect(wrong).toEqual([]);
  });

  test('the title of each doc page shows exactly its flags', () => {
    expect(
      violations(({pathname, locale, facts}) => {
        if (!sourceOfPage(SITE_DIR, {pathname, locale})) return null;
        const expected = badgesOf(flagsOfPath(pathname, locale));
        const shown = [...facts.titleBadges].sort();
        return JSON.stringify(shown) === JSON.stringify(expected) ? null : `title shows [${shown}], the page's flags are [${expected}]`;
      }),
    ).toEqual([]);
  });
});

test("every demo box reserves the height its page's <Demo> tag asks for, in page order", () => {
  let boxes = 0;
  const wrong = violations(({pathname, locale, facts}) => {
    const source = sourceOfPage(SITE_DIR, {pathname, locale});
    if (!source) return facts.demos.length ? [`${facts.demos.length} demo boxes on a page with no MDX source`] : [];
    const tags = demoTagsOfPage(fs.readFileSync(path.join(SITE_DIR, source), 'utf8'));
    boxes += facts.demos.length;
    const shown = facts.demos.map((d) => `${d.name}:${d.reservedPx}`);
    const asked = tags.map((t) => `${path.basename(t.file, '.tsx')}:${t.heightPx}`);
    return JSON.stringify(shown) === JSON.stringify(asked)
      ? []
      : [`demo boxes [${shown.join(', ')}], ${source} asks [${asked.join(', ')}]`];
  });
  expect(boxes).toBeGreaterThan(1000);
  expect(wrong).toEqual([]);
});
