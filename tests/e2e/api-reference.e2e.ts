/**
 * Generated API reference in the browser: a page renders in en and zh (headings translated, the
 * English-descriptions note shown), prop anchors scroll their row into view, the props filter
 * filters, long tables do not scroll sideways at 1280px, the page loads no MUI or demo code, and
 * Back from a page linked deep in it returns the reader to where they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {
  baseUrl,
  errorsOf,
  expandSidebarCategory,
  launchBrowser,
  newDesktopContext,
  openPageIn,
  saveScreenshot,
  waitForHydration,
  waitForPageLeft,
  watchProblems,
} from './harness';
import {API_NAV, switchAndCaptureFirstFrame} from './first-frame';
import {pushPath} from './client-navigation';
import {SharedTab} from './shared-tab';
import {buildDir} from './site-pages';
import {waitForIdle} from './settle';

const GRID_PAGE = '/x/api/data-grid/data-grid';
const PRO_PAGE = '/x/api/data-grid/data-grid-pro';
const PREMIUM_PAGE = '/x/api/data-grid/data-grid-premium';

let browser: Browser;
let tab: SharedTab;
let cold: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  // Reading and filtering API pages leaves nothing a later test would see: one tab walks them by the router.
  tab = new SharedTab(browser);
  // Tests that need a page loaded cold (a URL with a hash or a query, hydration from the HTML, a
  // section whose data is not loaded yet, requests routed to fail) open a tab of their own here:
  // each tab starts a fresh page; the tabs share only the HTTP cache, which no test here measures.
  cold = await newDesktopContext(browser);
});
afterAll(async () => {
  await tab?.close();
  await cold?.close();
  await browser?.close();
});

/** h2 texts without the zero-width space of Docusaurus's hash link. */
async function h2Texts(page: Page): Promise<string[]> {
  return (await page.locator('article h2').allTextContents()).map((t) => t.replace(/\u200b/g, '').trim());
}

async function rowNames(page: Page, visibleOnly: boolean): Promise<string[]> {
  return page
    .locator('[data-testid="api-props-table"] tbody tr')
    .evaluateAll(
      (rows, onlyVisible) => rows.filter((r) => !onlyVisible || !(r as HTMLElement).hidden).map((r) => r.getAttribute('data-prop') ?? ''),
      visibleOnly,
    );
}

/**
 * Waits until the page's tables hold a row for every prop, slot and class of its data: a page
 * reached by a link renders its first rows with the heading and the rest right after.
 */
async function waitForEveryRow(page: Page, pathname: string): Promise<void> {
  const data = (await (await fetch(`${baseUrl()}/api-data${pathname}.json`)).json()) as {
    props: unknown[];
    slots: unknown[];
    classes: unknown[];
  };
  await page.waitForFunction(
    ([props, slots, classes]) => {
      const rows = (tables: string) =>
        document.querySelectorAll(
          tables
            .split(',')
            .map((t) => `[data-testid="${t}"] tbody tr`)
            .join(','),
        ).length;
      return (
        rows('api-props-table,api-deprecated-table') === props && rows('api-slots-table') === slots && rows('api-classes-table') === classes
      );
    },
    [data.props.length, data.slots.length, data.classes.length] as const,
  );
}

/** Links of the section's API nav in the built HTML of `pathname`: what the page lists once whole. */
function builtApiNavLinks(pathname: string): number {
  const doc = parseDocument(fs.readFileSync(path.join(buildDir(), `${pathname}.html`), 'utf8'));
  const nav = DomUtils.findOne((e) => e.name === 'nav' && /API pages$/.test(e.attribs['aria-label'] ?? ''), doc.children, true);
  return nav
    ? DomUtils.findAll((e) => e.name === 'a' && e.parent !== null && 'name' in e.parent && e.parent.name === 'li', nav.children).length
    : 0;
}

test('the DataGrid API page renders in English: props (required first, defaults, linked types), slots, CSS classes, highlighted imports, sections in "On this page", deprecated props collapsed', async () => {
  const {page, problems} = await tab.open(GRID_PAGE);
  await waitForEveryRow(page, GRID_PAGE);
  await expect(page.locator('h1').textContent()).resolves.toContain('DataGrid');
  expect(await h2Texts(page)).toEqual(expect.arrayContaining(['Import', 'Props', 'Slots', 'CSS classes']));
  const names = await rowNames(page, false);
  expect(names).toEqual(expect.arrayContaining(['rows', 'columns', 'pageSizeOptions']));
  expect(names[0]).toBe('columns'); // required first
  await expect(page.locator('#prop-pageSizeOptions').innerText()).resolves.toContain('[25, 50, 100]');
  // Names of other API pages in a type are links (columns: readonly GridColDef<R>[]).
  expect(await page.locator('#prop-columns a[href="/x/api/data-grid/grid-col-def"]').count()).toBe(1);
  await expect(page.locator('[data-testid="api-classes-table"]').innerText()).resolves.toContain('.MuiDataGrid-root');
  await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toContain('DataGrid');
  expect(await page.locator('[data-testid="api-english-note"]').count()).toBe(0);
  // The import lines are highlighted like every other code block.
  const block = page.locator('article .theme-code-block').first();
  await expect(block.innerText()).resolves.toContain("import { DataGrid } from '@mui/x-data-grid';");
  expect(await block.locator('.token.keyword').count()).toBeGreaterThan(0);
  // "On this page" lists the sections, not every prop.
  const toc = await page.locator('aside .table-of-contents a').allInnerTexts();
  expect(toc.length).toBeLessThan(10);
  expect(toc).toEqual(expect.arrayContaining(['Import', 'Props', 'Slots', 'CSS classes']));
  // Deprecated props start collapsed, in a group of their own.
  await expect(page.getByTestId('api-deprecated-props').evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
  expect(await page.locator('[data-testid="api-props-table"] [data-prop="autoHeight"]').count()).toBe(0);
  await saveScreenshot(page, 'api-data-grid-en');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test.each<[string, string | null]>([
  [PREMIUM_PAGE, null],
  ['/x/api/data-grid/grid-api', null],
  ['/x/api/date-pickers/date-picker', '#slot-textField'],
  ['/api/button', null],
  ['/x/api/charts/line-chart', '#prop-series'],
  ['/x/api/tree-view/rich-tree-view', '#prop-items'],
])('%s renders every row (and a known one) and does not scroll sideways at 1280px', async (pathname, knownRow) => {
  const {page, problems} = await tab.open(pathname);
  await waitForEveryRow(page, pathname);
  if (knownRow) expect(await page.locator(knownRow).count()).toBe(1);
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});

/** Names of the visible rows of every filterable table (props, deprecated props, slots, classes). */
async function visibleRows(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const rows = (testId: string) =>
      Array.from(document.querySelectorAll<HTMLTableRowElement>(`[data-testid="${testId}"] tbody tr`))
        .filter((r) => !r.hidden && !r.closest('[hidden]'))
        .map((r) => r.id);
    return {
      props: rows('api-props-table'),
      deprecated: rows('api-deprecated-table'),
      slots: rows('api-slots-table'),
      classes: rows('api-classes-table'),
    };
  });
}

test('one filter narrows every table as the reader types, and a shared URL with the query shows the same rows', async () => {
  const {page} = await tab.open(GRID_PAGE);
  await waitForEveryRow(page, GRID_PAGE);
  const all = await visibleRows(page);
  expect(all.slots.length).toBeGreaterThan(5);
  expect(all.classes.length).toBeGreaterThan(5);
  const filter = page.getByTestId('api-filter');
  await filter.pressSequentially('toolbar', {delay: 20});
  await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'toolbar');
  const shown = await visibleRows(page);
  const names = Object.values(shown).flat();
  expect(names.length).toBeGreaterThan(0);
  // Props, slots and classes all narrowed to what matches (a slot also matches by its default component).
  expect(shown.props.every((id) => id.toLowerCase().includes('toolbar'))).toBe(true);
  expect(shown.slots).toContain('slot-toolbar');
  expect(shown.classes.every((id) => /toolbar/i.test(id) || id === '')).toBe(true);
  expect(shown.classes.length).toBeLessThan(all.classes.length);
  await expect(page.getByTestId('api-filter-count').innerText()).resolves.toMatch(
    new RegExp(`^\\d+ of ${all.props.length + all.deprecated.length + all.slots.length + all.classes.length}$`),
  );
  const shared = new URL(page.url());

  // The shared URL, opened as a new visit.
  const again = await openPageIn(cold, shared.pathname + shared.search);
  await again.page.waitForFunction(
    () => (document.querySelector('[data-testid="api-filter"]') as HTMLInputElement | null)?.value === 'toolbar',
  );
  expect(await visibleRows(again.page)).toEqual(shown);
  await again.page.getByTestId('api-filter').fill('no-such-thing');
  await expect(again.page.locator('article').innerText()).resolves.toContain('Nothing matches');
  // No empty "Deprecated (0)" group under a filter that matches none of them.
  await expect(again.page.getByTestId('api-deprecated-props').count()).resolves.toBe(0);
  await again.page.close();
});

test('a link to an API page that does not exist shows the not-found page, also after a client-side navigation', async () => {
  const {page} = await tab.open(PRO_PAGE);
  // The router's own push, as the site's links do: the page's data is fetched first; its 404 turns the page into the not-found page.
  expect(await pushPath(page, '/x/api/data-grid/no-such-component')).toBe(true);
  await page.waitForFunction(() => /Page Not Found/i.test(document.querySelector('h1')?.textContent ?? ''), undefined, {timeout: 10000});
  // Loaded directly, the server answers 404.
  expect((await fetch(`${baseUrl()}/x/api/data-grid/no-such-component`)).status).toBe(404);
});

test('the zh page translates headings and says descriptions stay English', async () => {
  const {page, problems} = await tab.open(`/zh${GRID_PAGE}`);
  await expect(page.getAttribute('html', 'lang')).resolves.toBe('zh-CN');
  const headings = await h2Texts(page);
  expect(headings).toEqual(expect.arrayContaining(['导入', '属性', '插槽', 'CSS 类名']));
  await expect(page.locator('[data-testid="api-english-note"]').isVisible()).resolves.toBe(true);
  // Links inside the page stay in the zh locale.
  const navHref = await page.locator(`nav a[href*="${PRO_PAGE}"]`).first().getAttribute('href');
  expect(navHref).toBe(`/zh${PRO_PAGE}`);
  await saveScreenshot(page, 'api-data-grid-zh');
  expect(problems.pageErrors).toEqual([]);
});

test('a prop anchor brings its row into view and targets it', async () => {
  const {page} = await openPageIn(cold, `${GRID_PAGE}#prop-pageSizeOptions`);
  const row = page.locator('#prop-pageSizeOptions');
  await expect(row.evaluate((el) => el.matches(':target'))).resolves.toBe(true);
  await page.waitForFunction(() => {
    const r = document.getElementById('prop-pageSizeOptions')!.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
  // A row's own anchor link targets it too (the TOC lists sections, not rows).
  await page.locator('#prop-rows a[href="#prop-rows"]').click();
  await page.waitForFunction(() => location.hash === '#prop-rows');
  await page.waitForFunction(() => {
    const r = document.getElementById('prop-rows')!.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
  await expect(page.locator('.table-of-contents a[href="#prop-rows"]').count()).resolves.toBe(0);
  await expect(page.locator('.table-of-contents a[href="#props"]').count()).resolves.toBe(1);
  await page.close();
});

test('a link to a deprecated prop opens their group, and their notes link to portal pages', async () => {
  const {page} = await openPageIn(cold, `${GRID_PAGE}#prop-autoHeight`);
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="api-deprecated-props"]') as HTMLDetailsElement | null)?.open === true,
  );
  expect(await page.locator('#prop-autoHeight').isVisible()).toBe(true);
  // The packages' JSDoc points at mui.com; where this portal has the page, the link leads here.
  const hrefs = await page
    .locator('[data-testid="api-deprecated-table"] a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.some((h) => h?.startsWith('/x/react-data-grid/'))).toBe(true);
  expect(hrefs.some((h) => h?.includes('{@link'))).toBe(false);
  await page.close();
});

test('an API page loads no MUI runtime or demo code: little JS beyond the site shell', async () => {
  // Each page in a context of its own: an empty cache, so every script it needs is downloaded and counted.
  const measure = async (pathname: string) => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const requests: import('playwright-core').Request[] = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'script') requests.push(req);
    });
    await page.goto(baseUrl() + pathname, {waitUntil: 'networkidle'});
    // Wait until the page is hydrated (its route chunks ran), then for the network to settle.
    await waitForHydration(page);
    const filter = page.getByTestId('api-filter');
    if (await filter.count()) {
      await filter.fill('zzzz');
      await page.getByText('Nothing matches', {exact: false}).first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    // Encoded (gzip) body sizes, as the static server sends them.
    const sizes = await Promise.all(requests.map(async (r) => ({url: r.url(), bytes: (await r.sizes()).responseBodySize})));
    await context.close();
    return sizes;
  };
  const api = await measure(PREMIUM_PAGE);
  const doc = await measure('/x/introduction');
  const total = (list: {bytes: number}[]) => list.reduce((n, s) => n + s.bytes, 0);
  const shell = new Set(doc.map((s) => s.url));
  const extra = total(api.filter((s) => !shell.has(s.url)));
  // The biggest API page (206 props) adds its JSON and the table component, nothing like MUI (~100 kB gz).
  console.log(`API page scripts: ${total(api)} B encoded in ${api.length} files (${extra} B beyond the docs shell)`);
  expect(api.length).toBeGreaterThan(2);
  expect(extra).toBeGreaterThan(1_000); // its own data and component really are measured
  expect(extra).toBeLessThan(60_000);
});

test('a first load reads the data embedded in the HTML; a link to another API page fetches its data and renders every row; when that download fails the reader is told so, and a reload shows the page', async () => {
  const page = await cold.newPage();
  const problems = watchProblems(page);
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api-data/')) dataRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(baseUrl() + GRID_PAGE, {waitUntil: 'load'});
  await waitForHydration(page);
  expect(await page.locator('script#api-page-data').getAttribute('data-path')).toBe(GRID_PAGE);
  await page.locator(`nav a[href="${PRO_PAGE}"]`).first().click();
  await page.waitForURL(`**${PRO_PAGE}`);
  await expect(page.locator('h1').textContent()).resolves.toContain('DataGridPro');
  await page.locator('#prop-treeData').waitFor();
  // The switch renders the first rows with the heading and the rest right after: every row arrives.
  await waitForEveryRow(page, PRO_PAGE);
  expect(dataRequests).toEqual([`/api-data${PRO_PAGE}.json`]);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);

  await page.route('**/api-data/**', (route) => route.fulfill({status: 503, body: 'down'}));
  await page.locator(`nav a[href="${PREMIUM_PAGE}"]`).first().click();
  await expect(page.getByTestId('api-load-error').textContent()).resolves.toContain('HTTP 503');
  await expect(page.locator('h1').textContent()).resolves.toContain('DataGridPremium');
  await page.unroute('**/api-data/**');
  await page.reload();
  await page.locator('#prop-rowGroupingModel').waitFor();
  await page.close();
});

test("a switch into an API page lists the section's first pages with the heading, then every one, and keeps the nav when the data arrives", async () => {
  const all = builtApiNavLinks(GRID_PAGE);
  expect(all).toBeGreaterThan(100);
  const {page, problems} = await openPageIn(cold, '/x/react-data-grid/sorting');
  // The sorting guide links to rows of the page (#prop-…): rows need the page whole, the nav does not.
  const firstFrame = await switchAndCaptureFirstFrame(page, {
    to: GRID_PAGE,
    linkSelector: `article a[href^="${GRID_PAGE}#"]`,
    markSelector: API_NAV,
  });
  expect(firstFrame.navCurrent).toBe('DataGrid');
  expect(firstFrame.navLinks).toBeGreaterThanOrEqual(40);
  expect(firstFrame.navLinks).toBeLessThan(all);
  await page.waitForFunction(([nav, n]) => document.querySelectorAll(`${nav} li a`).length === n, [API_NAV, all] as const);
  // The page's data arrives after the first frame: the article changes, the nav stays the same element.
  await page.locator('#prop-sortModel').waitFor();
  expect(await page.locator(`${API_NAV}[data-first-frame]`).count()).toBe(1);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  await page.close();
});

test('the browser route table folds each API section into one route (no per-page entries)', async () => {
  // The app's main script, as a guide page names it (attribute quotes are minified away).
  const html = await (await fetch(`${baseUrl()}/x/introduction/installation`)).text();
  const src = /<script[^>]*\ssrc="?([^"\s>]*\/assets\/js\/main\.[^"\s>]*)/.exec(html)?.[1];
  expect(src).toBeDefined();
  const main = await (await fetch(new URL(src!, baseUrl()))).text();
  expect(main).toContain('/x/api/data-grid/:slug');
  expect(main).not.toContain('/x/api/data-grid/grid-col-def');
});

/** The docs sidebar's "API reference" group (the only one on a product's pages). */
const apiGroup = (page: Page) =>
  page.locator('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-category').filter({
    has: page.locator(':scope > div > .menu__link', {hasText: /^(API reference|API 参考)$/}),
  });

test('the sidebar lists API pages only when its "API reference" group opens, then links to them (en and zh)', async () => {
  for (const [prefix, interfacesLabel] of [
    ['', 'Interfaces'],
    ['/zh', '接口'],
  ]) {
    const {page, problems} = await openPageIn(cold, `${prefix}/x/react-data-grid/sorting`);
    // Nothing about API pages in the page as first loaded: the group is closed and carries no links.
    expect(await page.locator('.theme-doc-sidebar-menu a[href*="/x/api/"]').count()).toBe(0);
    const group = apiGroup(page);
    await expandSidebarCategory(group.locator(':scope > div > .menu__link'));
    const gridLink = group.locator(`a[href="${prefix}${GRID_PAGE}"]`);
    await gridLink.waitFor();
    expect(await group.locator('a[href*="/x/api/data-grid/"]').count()).toBeGreaterThan(100);
    await expect(group.locator('.menu__link', {hasText: interfacesLabel}).count()).resolves.toBe(1);
    await saveScreenshot(page, `sidebar-api-group${prefix.replace('/', '-')}`);
    await gridLink.click();
    await page.waitForURL(`**${prefix}${GRID_PAGE}`);
    // The guide left stays (hidden) until the API page's first frame has painted.
    await waitForPageLeft(page);
    await expect(page.locator('h1').textContent()).resolves.toContain('DataGrid');
    expect({prefix, problems}).toEqual({prefix, problems: {consoleErrors: [], failedRequests: [], pageErrors: []}});
    await page.close();
  }
});

test('when the API page list cannot be downloaded, the group says so and "Try again" loads it', async () => {
  const {page} = await openPageIn(cold, '/x/react-charts');
  await page.route('**/assets/js/**', (route) => route.abort());
  const group = apiGroup(page);
  await expandSidebarCategory(group.locator(':scope > div > .menu__link'));
  await group.locator('[data-api-nav-error="charts"]').waitFor();
  await expect(group.getByRole('alert').textContent()).resolves.toContain('could not be loaded');
  await page.unroute('**/assets/js/**');
  await group.getByRole('button', {name: 'Try again'}).click();
  await group.locator('a[href="/x/api/charts/line-chart"]').waitFor();
  expect(await group.locator('[data-api-nav-error]').count()).toBe(0);
  await page.close();
});

/**
 * Scrolls `page` (on an API page) to about 9,000 px, follows a link to another page shown there,
 * goes Back and returns where the reader was before and after.
 */
async function backFromDeepLink(page: Page): Promise<{before: number; after: number; href: string; height: number; atTop: string}> {
  await page.evaluate(() => window.scrollTo(0, 9000));
  await waitForIdle(page);
  const before = await page.evaluate(() => window.scrollY);
  const href = await page.evaluate((self) => {
    const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('main article a[href^="/"]')).find((a) => {
      const {top, bottom} = a.getBoundingClientRect();
      const target = a.getAttribute('href') ?? '';
      // Well inside the viewport: one under the sticky navbar would be scrolled to before the click.
      return top > 200 && bottom < window.innerHeight - 100 && !target.includes('#') && target !== self;
    });
    link?.setAttribute('data-test-link', '');
    return link?.getAttribute('href') ?? null;
  }, new URL(page.url()).pathname);
  if (href === null) throw new Error('no link to another page in view at 9,000 px');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.locator('[data-test-link]').click();
  await page.waitForURL(`**${href}`);
  await waitForPageLeft(page);
  await page.goBack();
  await page.waitForURL(`**${GRID_PAGE}`);
  // The browser restores the position after the page has rendered: give it until it moves down.
  await page.waitForFunction(() => window.scrollY > 1000, undefined, {timeout: 5000}).catch(() => undefined);
  await waitForIdle(page);
  // What a failure needs to be understood: the page's height and what sits at the top of the window.
  const [after, height, atTop] = await page.evaluate(() => {
    const top = document.elementFromPoint(10, 120);
    return [window.scrollY, document.documentElement.scrollHeight, top?.closest('[id]')?.id ?? top?.tagName ?? ''] as const;
  });
  return {before, after, href, height, atTop};
}

test('Back from a page linked deep in an API page returns the reader to where they were, opened cold or by a link', async () => {
  const page = await cold.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + GRID_PAGE, {waitUntil: 'load'});
  await waitForHydration(page);
  const hydrated = await backFromDeepLink(page);
  expect(hydrated.before).toBeGreaterThan(8500);
  expect({...hydrated, restored: Math.abs(hydrated.after - hydrated.before) <= 50}).toMatchObject({restored: true});
  // Reached by a link this time (its data fetched, not embedded in the HTML).
  await page.goto(baseUrl() + '/x/react-data-grid', {waitUntil: 'load'});
  await waitForHydration(page);
  await pushPath(page, GRID_PAGE);
  await page.locator('#prop-sortModel').waitFor();
  await waitForIdle(page);
  const linked = await backFromDeepLink(page);
  expect({...linked, restored: Math.abs(linked.after - linked.before) <= 50}).toMatchObject({restored: true});
  expect(errorsOf(problems)).toEqual([]);
  await page.close();
});
