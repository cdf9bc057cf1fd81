/**
 * Markdown twins and llms.txt in the built site (PORTAL_BUILD_DIR; a locale that was not built is
 * skipped). For a sample of doc pages per product, locale and version (all of them with
 * PORTAL_BUILD_TESTS_FULL=1): the twin exists, and every demo box of the HTML page appears in it as
 * a fenced block identical to the TypeScript the demo generator gives the page's source view. API
 * twins carry the props, slots and classes tables. Each llms.txt lists every page of its sidebar,
 * read here from the sidebar files themselves, not from the plugin that wrote it.
 */
import fs from 'node:fs';
import path from 'node:path';
import xSidebars from '@site/sidebars';
import materialSidebars from '@site/sidebars-material';
import {LOCALES, SITE_URL, VERSIONS} from '@site/src/config/portal';
import {PRODUCTS} from '@site/src/config/products';
import {builtPages, sourceOfPage, type BuiltPage} from '@site/tests/lib/built-site';
import {demoTagsOfPage} from '@site/plugins/demo-blocks/facts';
import {buildDemo} from '@site/plugins/demo-blocks/generate/build-demo';
import {resolveDemoFile} from '@site/plugins/demo-blocks/generate/paths';
import {collectNavEntries} from '@site/plugins/nav-flags/nav-entries';
import {resolveSidebarConfig, scanDocs} from '@site/plugins/nav-flags/sidebar-config';

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE_DIR, 'build'));
const FULL = process.env.PORTAL_BUILD_TESTS_FULL === '1';
const ORIGIN = SITE_URL.replace(/\/$/, '');
const builtLocales = LOCALES.filter((l) => fs.existsSync(path.join(BUILD_DIR, l === LOCALES[0] ? '' : l, 'llms.txt')));
const prefixOf = (locale: string) => (locale === LOCALES[0] ? '' : `/${locale}`);
const older = VERSIONS.filter((v) => v.kind === 'in-portal' && v.name !== 'current').map((v) =>
  v.kind === 'in-portal' ? v.pathPrefix : '',
);

/** Groups a sample is drawn from: each product and the sections around them, per version, and Material UI. */
const GROUPS = [
  ...['', ...older.map((p) => `/${p}`)].flatMap((version) => [
    ...PRODUCTS.map((p) => `/x${version}/${p.slug}`),
    `/x${version}/introduction`,
  ]),
  '/x/migration',
  '/components',
  '/getting-started',
];

const pages = builtPages(BUILD_DIR);

function sample(locale: string): BuiltPage[] {
  const chosen: BuiltPage[] = [];
  for (const group of GROUPS) {
    const prefix = `${prefixOf(locale)}${group}`;
    const inGroup = pages.filter(
      (p) => p.locale === locale && (p.pathname === prefix || p.pathname.startsWith(`${prefix}/`)) && sourceOfPage(SITE_DIR, p),
    );
    const withDemos = inGroup.filter((p) => fs.readFileSync(path.join(SITE_DIR, sourceOfPage(SITE_DIR, p)!), 'utf8').includes('<Demo'));
    // The first page, and two with demos spread over the group.
    const picks = FULL ? inGroup : [inGroup[0], withDemos[0], withDemos[Math.floor(withDemos.length / 2)]];
    for (const p of picks) if (p && !chosen.includes(p)) chosen.push(p);
  }
  return chosen;
}

const twinOf = (pathname: string) => path.join(BUILD_DIR, `${pathname}.md`);
const demoNamesInHtml = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/data-demo="?([A-Za-z0-9_]+)/g)].map((m) => m[1]);

describe.each(builtLocales.map((l) => [l]))('Markdown twins (%s)', (locale) => {
  const chosen = sample(locale);

  test('the sample covers every group that has pages', () => {
    expect(chosen.length).toBeGreaterThan(GROUPS.length);
  });

  test.each(chosen.map((p) => [p.pathname, p]))('%s: twin with every demo as its TypeScript source', async (_, page) => {
    const twin = fs.readFileSync(twinOf(page.pathname), 'utf8');
    const source = path.join(SITE_DIR, sourceOfPage(SITE_DIR, page)!);
    const tags = demoTagsOfPage(fs.readFileSync(source, 'utf8'));
    const htmlDemos = demoNamesInHtml(page.file);
    expect(htmlDemos).toEqual(tags.map((t) => path.basename(t.file, '.tsx')));
    for (const tag of tags) {
      const built = await buildDemo(resolveDemoFile(source, tag.file, SITE_DIR, fs.existsSync), tag.heightPx, {siteDir: SITE_DIR});
      const shown = built.variants.find((v) => v.styling === 'system')!;
      expect(twin).toContain('```tsx title="' + built.name + '.tsx"\n' + shown.ts.replace(/\n$/, '') + '\n```');
    }
    // Outside code, links are absolute and no MDX is left (imports, `{/* #id */}` comments, tags).
    const prose = twin.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
    expect(prose).not.toMatch(/\]\(\/(?!\/)/);
    expect(prose).not.toMatch(/^import .* from /m);
    expect(prose).not.toContain('{/*');
    expect(prose).not.toMatch(/<(Demo|PropsPlayground|DocCardList|InstallTabs)\b/);
  });

  test('API twins have the props, slots and classes tables', () => {
    const grid = fs.readFileSync(twinOf(`${prefixOf(locale)}/x/api/data-grid/data-grid-pro`), 'utf8');
    expect(grid).toContain('# DataGridPro API');
    expect(grid).toMatch(/^\| `columns` \(required\) \| `readonly GridColDef<R>\[\]` \|/m);
    expect(grid).toContain('## Slots');
    expect(grid).toMatch(/^\| `root` \| `\.MuiDataGrid-root` \|/m);
    const button = fs.readFileSync(twinOf(`${prefixOf(locale)}/api/button`), 'utf8');
    expect(button).toMatch(/^\| `variant` \|/m);
  });
});

interface SidebarSource {
  /** Folder of the llms.txt (locale-less). */
  index: string;
  contentDir: string;
  urlPrefix: string;
  sidebars: Record<string, unknown>;
}

const SIDEBARS: SidebarSource[] = [
  {index: '/x', contentDir: 'docs', urlPrefix: '/x', sidebars: xSidebars},
  {index: '/material-ui', contentDir: 'docs-material', urlPrefix: '/', sidebars: materialSidebars},
  ...older.map((prefix) => ({
    index: `/x/${prefix}`,
    contentDir: `versioned_docs/version-${prefix}`,
    urlPrefix: `/x/${prefix}`,
    sidebars: JSON.parse(fs.readFileSync(path.join(SITE_DIR, `versioned_sidebars/version-${prefix}-sidebars.json`), 'utf8')),
  })),
];

async function sidebarPaths(source: SidebarSource): Promise<string[]> {
  const docs = await scanDocs(path.join(SITE_DIR, source.contentDir), source.urlPrefix, SITE_DIR);
  const docsById = new Map(docs.map((d) => [d.id, d]));
  return Object.entries(source.sidebars).flatMap(([id, config]) =>
    collectNavEntries(resolveSidebarConfig(config, docs, source.urlPrefix), {sidebarSource: id, docsById, baseUrl: '/'})
      .filter((e) => !e.external && e.docId !== undefined)
      .map((e) => e.pathname),
  );
}

describe.each(builtLocales.map((l) => [l]))('llms.txt (%s)', (locale) => {
  const read = (dir: string) => fs.readFileSync(path.join(BUILD_DIR, prefixOf(locale), dir, 'llms.txt'), 'utf8');
  const listed = (text: string) => new Set([...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]));
  const twinUrl = (pathname: string) => `${ORIGIN}${prefixOf(locale)}${pathname === '/' ? '/index' : pathname}.md`;

  test.each(SIDEBARS.map((s) => [s.index, s]))(
    '%s/llms.txt lists every page of its sidebar, each product index its own',
    async (_, source) => {
      const paths = await sidebarPaths(source);
      expect(paths.length).toBeGreaterThan(0);
      const all = listed(read(source.index));
      expect(paths.map(twinUrl).filter((u) => !all.has(u))).toEqual([]);
      for (const u of all) expect(fs.existsSync(path.join(BUILD_DIR, u.slice(ORIGIN.length)))).toBe(true);
      if (source.index.startsWith('/x')) {
        for (const product of PRODUCTS) {
          const own = paths.filter((p) => p.startsWith(`${source.urlPrefix}/${product.slug}`));
          const index = listed(read(`${source.index}/${product.slug}`));
          expect(own.map(twinUrl).filter((u) => !index.has(u))).toEqual([]);
          expect(fs.statSync(path.join(BUILD_DIR, prefixOf(locale), source.index, product.slug, 'llms-full.txt')).size).toBeGreaterThan(
            1000,
          );
        }
      }
    },
  );

  test('the portal index lists Material UI and MUI X pages with plan markers', () => {
    const root = read('/');
    expect(root).toContain(`(${twinUrl('/components/buttons')})`);
    expect(root).toMatch(new RegExp(`\\(${ORIGIN}${prefixOf(locale)}/x/react-data-grid/row-grouping\\.md\\) \\[Premium\\]`));
  });
});
