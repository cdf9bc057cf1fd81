/**
 * Generated API reference in the browser: a page renders in en and zh (headings translated, the
 * English-descriptions note shown), prop anchors scroll their row into view, the props filter
 * filters, long tables do not scroll sideways at 1280px, and the page loads no MUI or demo code.
 */
import type {Browser, Page} from 'playwright-core';
import {baseUrl, expandSidebarCategory, launchBrowser, openPage, saveScreenshot, waitForHydration, waitForPageLeft} from './harness';
import {API_NAV, switchAndCaptureFirstFrame} from './first-frame';

const GRID_PAGE = '/x/api/data-grid/data-grid';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** h2 texts without the zero-width space of Docusaurus's hash link. */
async function h2Texts(page: Page): Promise<string[]> {
  return (await page.locator('article h2').allTextContents()).map((t) => t.replace(/\u200b/g, '').trim());
}

async function rowNames(page: Page, visibleOnly: boolean): Promise<string[]> {
  return page
    .locator('[data-testid="api-props-table"] tbody tr')
    .evaluateAll((rows, onlyVisible) => rows.filter((r) => !onlyVisible || !(r as HTMLElement).hidden).map((r) => r.getAttribute('data-prop') ?? ''), visibleOnly);
}

test('DataGrid API page renders in English with props, defaults and the CSS classes table', async () => {
  const {page, status, problems} = await openPage(browser, GRID_PAGE);
  expect(status).toBe(200);
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
  await saveScreenshot(page, 'api-data-grid-en');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await page.context().close();
});

test('the zh page translates headings and says descriptions stay English', async () => {
  const {page, status, problems} = await openPage(browser, `/zh${GRID_PAGE}`);
  expect(status).toBe(200);
  await expect(page.getAttribute('html', 'lang')).resolves.toBe('zh-CN');
  const headings = await h2Texts(page);
  expect(headings).toEqual(expect.arrayContaining(['导入', '属性', '插槽', 'CSS 类名']));
  await expect(page.locator('[data-testid="api-english-note"]').isVisible()).resolves.toBe(true);
  // Links inside the page stay in the zh locale.
  const navHref = await page.locator('nav a[href*="/x/api/data-grid/data-grid-pro"]').first().getAttribute('href');
  expect(navHref).toBe('/zh/x/api/data-grid/data-grid-pro');
  await saveScreenshot(page, 'api-data-grid-zh');
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test('a prop anchor brings its row into view and targets it', async () => {
  const {page} = await openPage(browser, `${GRID_PAGE}#prop-pageSizeOptions`);
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
  await page.context().close();
});

/** Names of the visible rows of every filterable table (props, deprecated props, slots, classes). */
async function visibleRows(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const rows = (testId: string) =>
      Array.from(document.querySelectorAll<HTMLTableRowElement>(`[data-testid="${testId}"] tbody tr`)).filter((r) => !r.hidden && !r.closest('[hidden]')).map((r) => r.id);
    return {props: rows('api-props-table'), deprecated: rows('api-deprecated-table'), slots: rows('api-slots-table'), classes: rows('api-classes-table')};
  });
}

test('one filter narrows every table as the reader types, and a shared URL with the query shows the same rows', async () => {
  const {page} = await openPage(browser, GRID_PAGE);
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
  await expect(page.getByTestId('api-filter-count').innerText()).resolves.toMatch(new RegExp(`^\\d+ of ${all.props.length + all.deprecated.length + all.slots.length + all.classes.length}$`));
  const shared = page.url();
  await page.context().close();

  const again = await openPage(browser, new URL(shared).pathname + new URL(shared).search);
  await again.page.waitForFunction(() => (document.querySelector('[data-testid="api-filter"]') as HTMLInputElement | null)?.value === 'toolbar');
  expect(await visibleRows(again.page)).toEqual(shown);
  await again.page.getByTestId('api-filter').fill('no-such-thing');
  await expect(again.page.locator('article').innerText()).resolves.toContain('Nothing matches');
  // No empty "Deprecated (0)" group under a filter that matches none of them.
  await expect(again.page.getByTestId('api-deprecated-props').count()).resolves.toBe(0);
  await again.page.context().close();
});

test('deprecated props start collapsed, open for a link to one of them, and their notes link to portal pages', async () => {
  const {page} = await openPage(browser, GRID_PAGE);
  const group = page.getByTestId('api-deprecated-props');
  await expect(group.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
  expect(await page.locator('[data-testid="api-props-table"] [data-prop="autoHeight"]').count()).toBe(0);
  await page.context().close();

  const linked = await openPage(browser, `${GRID_PAGE}#prop-autoHeight`);
  const row = linked.page.locator('#prop-autoHeight');
  await linked.page.waitForFunction(() => (document.querySelector('[data-testid="api-deprecated-props"]') as HTMLDetailsElement | null)?.open === true);
  expect(await row.isVisible()).toBe(true);
  // The packages' JSDoc points at mui.com; where this portal has the page, the link leads here.
  const hrefs = await linked.page.locator('[data-testid="api-deprecated-table"] a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.some((h) => h?.startsWith('/x/react-data-grid/'))).toBe(true);
  expect(hrefs.some((h) => h?.includes('{@link'))).toBe(false);
  await linked.page.context().close();
});

test('the import lines are highlighted like every other code block', async () => {
  const {page} = await openPage(browser, GRID_PAGE);
  const block = page.locator('article .theme-code-block').first();
  await expect(block.innerText()).resolves.toContain("import { DataGrid } from '@mui/x-data-grid';");
  expect(await block.locator('.token.keyword').count()).toBeGreaterThan(0);
  // "On this page" lists the sections, not every prop.
  const toc = await page.locator('aside .table-of-contents a').allInnerTexts();
  expect(toc.length).toBeLessThan(10);
  expect(toc).toEqual(expect.arrayContaining(['Import', 'Props', 'Slots', 'CSS classes']));
  await page.context().close();
});

test.each(['/x/api/data-grid/data-grid-premium', '/x/api/data-grid/grid-api', '/x/api/date-pickers/date-picker', '/api/button'])(
  '%s does not scroll sideways at 1280px',
  async (path) => {
    const {page, status} = await openPage(browser, path);
    expect(status).toBe(200);
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.context().close();
  },
);

test('known facts render: DatePicker slot textField, LineChart series, RichTreeView items', async () => {
  for (const [path, selector] of [
    ['/x/api/date-pickers/date-picker', '#slot-textField'],
    ['/x/api/charts/line-chart', '#prop-series'],
    ['/x/api/tree-view/rich-tree-view', '#prop-items'],
  ]) {
    const {page} = await openPage(browser, path);
    expect(await page.locator(selector).count()).toBe(1);
    await page.context().close();
  }
});

test('an API page loads no MUI runtime or demo code: little JS beyond the site shell', async () => {
  const measure = async (path: string) => {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const requests: import('playwright-core').Request[] = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'script') requests.push(req);
    });
    await page.goto(baseUrl() + path, {waitUntil: 'networkidle'});
    // Wait until the page is hydrated (its route chunks ran), then for the network to settle.
    await page.waitForFunction(() => Boolean((window as unknown as {docusaurus?: unknown}).docusaurus));
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
  const api = await measure('/x/api/data-grid/data-grid-premium');
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

test('a client-side navigation to another API page fetches its data and renders it; hydration reads the embedded copy', async () => {
  const {page, problems} = await openPage(browser, GRID_PAGE);
  const dataRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api-data/')) dataRequests.push(new URL(r.url()).pathname);
  });
  await waitForHydration(page);
  // The first load needed no request: the page's JSON is embedded in its HTML.
  expect(await page.locator('script#api-page-data').getAttribute('data-path')).toBe(GRID_PAGE);
  await page.locator('nav a[href="/x/api/data-grid/data-grid-pro"]').first().click();
  await page.waitForURL('**/x/api/data-grid/data-grid-pro');
  await expect(page.locator('h1').textContent()).resolves.toContain('DataGridPro');
  await page.locator('#prop-treeData').waitFor();
  expect(dataRequests).toEqual(['/api-data/x/api/data-grid/data-grid-pro.json']);
  // The switch renders the first rows with the heading and the rest right after: every row arrives.
  const data = (await (await fetch(baseUrl() + '/api-data/x/api/data-grid/data-grid-pro.json')).json()) as {props: unknown[]; slots: unknown[]};
  await page.waitForFunction(
    ([props, slots]) =>
      document.querySelectorAll('[data-testid="api-props-table"] tbody tr, [data-testid="api-deprecated-table"] tbody tr').length === props &&
      document.querySelectorAll('[data-testid="api-slots-table"] tbody tr').length === slots,
    [data.props.length, data.slots.length],
  );
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  await page.context().close();
});

test('a switch into an API page lists the section\'s first pages with the heading, then every one, and keeps the nav when the data arrives', async () => {
  const {page, problems} = await openPage(browser, GRID_PAGE);
  const all = await page.locator(`${API_NAV} li a`).count();
  expect(all).toBeGreaterThan(100);
  await page.goto(baseUrl() + '/x/react-data-grid/sorting');
  await waitForHydration(page);
  // The sorting guide links to rows of the page (#prop-…): rows need the page whole, the nav does not.
  const firstFrame = await switchAndCaptureFirstFrame(page, {to: GRID_PAGE, linkSelector: `article a[href^="${GRID_PAGE}#"]`, markSelector: API_NAV});
  expect(firstFrame.navCurrent).toBe('DataGrid');
  expect(firstFrame.navLinks).toBeGreaterThanOrEqual(40);
  expect(firstFrame.navLinks).toBeLessThan(all);
  await page.waitForFunction(([nav, n]) => document.querySelectorAll(`${nav} li a`).length === n, [API_NAV, all] as const);
  // The page's data arrives after the first frame: the article changes, the nav stays the same element.
  await page.locator('#prop-sortModel').waitFor();
  expect(await page.locator(`${API_NAV}[data-first-frame]`).count()).toBe(1);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  await page.context().close();
});

test('when an API page\'s data cannot be downloaded, the reader is told so and the navigation stays usable', async () => {
  const {page} = await openPage(browser, GRID_PAGE);
  await waitForHydration(page);
  await page.route('**/api-data/**', (route) => route.fulfill({status: 503, body: 'down'}));
  await page.locator('nav a[href="/x/api/data-grid/data-grid-pro"]').first().click();
  const alert = page.getByTestId('api-load-error');
  await expect(alert.textContent()).resolves.toContain('HTTP 503');
  await expect(page.locator('h1').textContent()).resolves.toContain('DataGridPro');
  await page.unroute('**/api-data/**');
  await page.reload();
  await page.locator('#prop-treeData').waitFor();
  await page.context().close();
});

test('a link to an API page that does not exist shows the not-found page, also after a client-side navigation', async () => {
  const {page} = await openPage(browser, GRID_PAGE);
  await waitForHydration(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/x/api/data-grid/no-such-component';
    a.id = 'bogus';
    a.textContent = 'bogus';
    document.querySelector('article')?.prepend(a);
  });
  // A plain anchor reloads; a history push is what the site's own links do.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/x/api/data-grid/no-such-component');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The page's data is fetched first; its 404 turns the page into the not-found page.
  await page.waitForFunction(() => /Page Not Found/i.test(document.querySelector('h1')?.textContent ?? ''), undefined, {timeout: 10000});
  const fresh = await openPage(browser, '/x/api/data-grid/no-such-component');
  expect(fresh.status).toBe(404);
  await fresh.page.context().close();
  await page.context().close();
});

test('the browser route table folds each API section into one route (no per-page entries)', async () => {
  const {page} = await openPage(browser, '/x/introduction/installation');
  const scripts = await page.locator('script[src*="/assets/js/main."]').evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src));
  const main = await (await fetch(scripts[0])).text();
  expect(main).toContain('/x/api/data-grid/:slug');
  expect(main).not.toContain('/x/api/data-grid/grid-col-def');
  await page.context().close();
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
    const {page, problems} = await openPage(browser, `${prefix}/x/react-data-grid/sorting`);
    // Nothing about API pages in the page as first loaded: the group is closed and carries no links.
    expect(await page.locator('.theme-doc-sidebar-menu a[href*="/x/api/"]').count()).toBe(0);
    const group = apiGroup(page);
    await expandSidebarCategory(group.locator(':scope > div > .menu__link'));
    const gridLink = group.locator(`a[href="${prefix}/x/api/data-grid/data-grid"]`);
    await gridLink.waitFor();
    expect(await group.locator('a[href*="/x/api/data-grid/"]').count()).toBeGreaterThan(100);
    await expect(group.locator('.menu__link', {hasText: interfacesLabel}).count()).resolves.toBe(1);
    await saveScreenshot(page, `sidebar-api-group${prefix.replace('/', '-')}`);
    await gridLink.click();
    await page.waitForURL(`**${prefix}/x/api/data-grid/data-grid`);
    // The guide left stays (hidden) until the API page's first frame has painted.
    await waitForPageLeft(page);
    await expect(page.locator('h1').textContent()).resolves.toContain('DataGrid');
    expect({prefix, problems}).toEqual({prefix, problems: {consoleErrors: [], failedRequests: [], pageErrors: []}});
    await page.context().close();
  }
});

test('when the API page list cannot be downloaded, the group says so and "Try again" loads it', async () => {
  const {page} = await openPage(browser, '/x/react-charts');
  await page.route('**/assets/js/**', (route) => route.abort());
  const group = apiGroup(page);
  await expandSidebarCategory(group.locator(':scope > div > .menu__link'));
  await group.locator('[data-api-nav-error="charts"]').waitFor();
  await expect(group.getByRole('alert').textContent()).resolves.toContain('could not be loaded');
  await page.unroute('**/assets/js/**');
  await group.getByRole('button', {name: 'Try again'}).click();
  await group.locator('a[href="/x/api/charts/line-chart"]').waitFor();
  expect(await group.locator('[data-api-nav-error]').count()).toBe(0);
  await page.context().close();
});
