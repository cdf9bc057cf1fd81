/**
 * The "All results" page (`/search`) as a reader uses it (issue 37, item 2): the navbar's "All
 * results" link searches every section with the navbar's ranking, the query and the scope live in
 * the URL (reload, Back and a shared link show the same results; a scope change keeps the query),
 * the scopes have distinct names in both languages, the product switcher names no product there,
 * and the page passes axe in both colour modes.
 *
 * Selectors are the page's form controls inside the content wrapper, so the search plugin's own
 * page (which this one replaces) is read by the same steps.
 */
import type {Browser, Page} from 'playwright-core';
import {MUI_X_VERSION} from '@site/src/config/portal';
import {PRODUCTS} from '@site/src/config/products';
import {errorsOf, launchBrowser, openPage, waitForHydration} from './harness';
import {seriousAxeViolations} from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CONTENT = '.main-wrapper';
const pageInput = (page: Page) => page.locator(`${CONTENT} input[type="search"]`);
const scopeSelect = (page: Page) => page.locator(`${CONTENT} select`);
const RESULT_LINKS = `${CONTENT} [data-search-page-result], ${CONTENT} article h2 a`;

const params = (page: Page) => new URL(page.url()).searchParams;

/** Waits until every index answered, then returns the result links' paths (no hash) in page order. */
async function resultPaths(page: Page): Promise<string[]> {
  await page.locator(RESULT_LINKS).first().waitFor({timeout: 30000});
  await page.waitForFunction(
    () => {
      const status = document.querySelector('[data-search-page-status]')?.textContent ?? '';
      return status !== '' && !/Searching|more coming|正在搜索|加载中/.test(status);
    },
    null,
    {timeout: 30000},
  );
  return page.evaluate(
    (selector) => Array.from(document.querySelectorAll(selector)).map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    RESULT_LINKS,
  );
}

test('"pie chart" from the introduction\'s "All results" searches every section and finds the Pie page in the top 3', async () => {
  const {page, problems} = await openPage(browser, '/x/introduction');
  await page.locator('[data-search-input]').click();
  await page.keyboard.type('pie chart');
  await page.locator('[role="listbox"] [role="option"]').first().waitFor({timeout: 30000});
  await page.getByRole('link', {name: 'All results'}).click();
  await page.waitForURL((url) => url.pathname === '/search');
  // Every section: the link names no section of the page it was followed from.
  expect(Object.fromEntries(params(page))).toEqual({q: 'pie chart'});
  const paths = await resultPaths(page);
  expect(paths.slice(0, 3)).toContain('/x/react-charts/pie');
  await expect(scopeSelect(page).inputValue()).resolves.toBe('all');
  expect(errorsOf(problems)).toEqual([]);
  await page.context().close();
});

test('a cold load, a reload and Back from a result keep the query and show the same results', async () => {
  const {page, problems} = await openPage(browser, '/search?q=pie+chart');
  // Hydrated: the query is still in the URL and in the field.
  expect(params(page).get('q')).toBe('pie chart');
  await expect(pageInput(page).inputValue()).resolves.toBe('pie chart');
  const first = await resultPaths(page);
  expect(first.slice(0, 3)).toContain('/x/react-charts/pie');

  await page.reload({waitUntil: 'load'});
  await waitForHydration(page);
  expect(params(page).get('q')).toBe('pie chart');
  await expect(pageInput(page).inputValue()).resolves.toBe('pie chart');
  expect(await resultPaths(page)).toEqual(first);

  await page.locator(RESULT_LINKS).first().click();
  await page.waitForURL((url) => url.pathname !== '/search');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/search');
  expect(params(page).get('q')).toBe('pie chart');
  await expect(pageInput(page).inputValue()).resolves.toBe('pie chart');
  expect(await resultPaths(page)).toEqual(first);
  // Hydration of a URL with a query: the query joins after it, no mismatch (React #418).
  expect(errorsOf(problems)).toEqual([]);
  await page.context().close();
});

test('typing on the page writes the query into the URL, so a reload searches it again', async () => {
  const {page} = await openPage(browser, '/search');
  await pageInput(page).click();
  await page.keyboard.type('tooltip');
  await page.waitForURL((url) => url.searchParams.get('q') === 'tooltip');
  const before = await resultPaths(page);
  await page.reload({waitUntil: 'load'});
  await waitForHydration(page);
  await expect(pageInput(page).inputValue()).resolves.toBe('tooltip');
  expect(await resultPaths(page)).toEqual(before);
  await page.context().close();
});

test('the scope changes by keyboard and keeps the query; one scope finds only its sections; Back returns to every section', async () => {
  const {page} = await openPage(browser, '/search?q=pie+chart');
  await resultPaths(page);
  await pageInput(page).focus();
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('SELECT');
  await page.keyboard.press('ArrowDown');
  await page.waitForURL((url) => url.searchParams.has('scope'));
  expect(params(page).get('q')).toBe('pie chart');
  await expect(pageInput(page).inputValue()).resolves.toBe('pie chart');

  await scopeSelect(page).selectOption('charts');
  await page.waitForURL((url) => url.searchParams.get('scope') === 'charts');
  expect(params(page).get('q')).toBe('pie chart');
  const charts = await resultPaths(page);
  expect(charts.length).toBeGreaterThan(0);
  expect(charts.filter((p) => !p.startsWith('/x/react-charts'))).toEqual([]);
  expect(charts[0]).toBe('/x/react-charts/pie');

  await page.goBack();
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('scope'));
  expect(params(page).get('q')).toBe('pie chart');
  await expect(scopeSelect(page).inputValue()).resolves.toBe('all');
  await page.context().close();
});

test('scope names are distinct and say what they search, in English and Chinese', async () => {
  for (const [pathname, all] of [
    ['/search', 'All'],
    ['/zh/search', '全部'],
  ]) {
    const {page} = await openPage(browser, pathname);
    const names = await scopeSelect(page).locator('option').allTextContents();
    expect({pathname, distinct: new Set(names).size}).toEqual({pathname, distinct: names.length});
    expect(names[0]).toBe(all);
    expect(names).toContain('Material UI');
    expect(names.filter((n) => n.startsWith(`MUI X ${MUI_X_VERSION} — `)).length).toBeGreaterThanOrEqual(PRODUCTS.length);
    if (pathname === '/search') expect(names).toContain(`MUI X ${MUI_X_VERSION} — Charts`);
    await page.context().close();
  }
});

test('Chinese: /zh/search?q=饼图 finds the Pie page in the top 3, and the product switcher names no product on either locale', async () => {
  for (const [pathname, pie] of [
    ['/zh/search?q=%E9%A5%BC%E5%9B%BE', '/zh/x/react-charts/pie'],
    ['/search?q=pie+chart', '/x/react-charts/pie'],
  ]) {
    const {page, problems} = await openPage(browser, pathname);
    const switcher = page.locator('.navbar__item:has(> [data-product-switcher])');
    const label = (await switcher.locator('[data-product-switcher]').first().textContent())?.trim();
    expect({pathname, label}).not.toEqual({pathname, label: 'Material UI'});
    await expect(switcher.locator('[aria-current="true"]').count()).resolves.toBe(0);
    const paths = await resultPaths(page);
    expect({pathname, top: paths.slice(0, 3).includes(pie)}).toEqual({pathname, top: true});
    expect(errorsOf(problems)).toEqual([]);
    await page.context().close();
  }
});

test('no serious or critical axe violations with results shown, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const {page} = await openPage(browser, '/search?q=pie+chart', {colorScheme});
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(colorScheme);
    await resultPaths(page);
    expect({colorScheme, violations: await seriousAxeViolations(page)}).toEqual({colorScheme, violations: []});
    await page.context().close();
  }
});
