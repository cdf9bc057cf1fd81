/**
 * The server-side data demos really talk to the in-page fake server: every grid ends up with rows
 * and the request line reports a successful request (the generic page test judges demos 300 ms
 * after they mount, before the fake latency has passed). Also: the fake server's "Fail next request"
 * control makes the next request fail visibly, and a retry brings the rows back.
 */
import type {Browser, Page} from 'playwright-core';
import {eventually, launchBrowser, openPage, saveScreenshot, unexpectedConsoleErrors} from './harness';

const SERVER_PAGES = [
  '/x/react-data-grid/server-side-data',
  '/x/react-data-grid/server-side-data/lazy-loading',
  '/x/react-data-grid/server-side-data/tree-data',
  '/x/react-data-grid/server-side-data/row-grouping',
  '/x/react-data-grid/server-side-data/aggregation',
  '/x/react-data-grid/server-side-data/pivoting',
  '/x/react-data-grid/server-side-data/recipes',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function demoNames(page: Page): Promise<string[]> {
  return page.locator('[data-demo]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-demo') ?? ''));
}

test.each(SERVER_PAGES)('%s: every demo gets rows from the fake server', async (pathname) => {
  const {page, problems} = await openPage(browser, pathname);
  const names = await demoNames(page);
  const results: Record<string, string> = {};
  for (const name of names) {
    const demo = page.locator(`[data-demo="${name}"]`);
    await demo.scrollIntoViewIfNeeded();
    const row = demo.locator('.MuiDataGrid-row:not(.MuiDataGrid-row--skeleton) [role="gridcell"]').first();
    await row.waitFor({timeout: 20000}).then(
      () => (results[name] = 'rows'),
      () => (results[name] = 'no rows'),
    );
  }
  await saveScreenshot(page, `data-grid-${pathname.split('/').filter(Boolean).slice(1).join('-')}`);
  await page.context().close();
  const consoleErrors = unexpectedConsoleErrors(problems);
  expect({results, consoleErrors, pageErrors: problems.pageErrors}).toEqual({
    results: Object.fromEntries(names.map((name) => [name, 'rows'])),
    consoleErrors: [],
    pageErrors: [],
  });
}, 180000);

test('"Fail next request" fails the next page load visibly, and Retry recovers it', async () => {
  const {page} = await openPage(browser, '/x/react-data-grid/server-side-data');
  const demo = page.locator('[data-demo="ServerSideDataErrors"]');
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('status').filter({hasText: /Request #1: ok/}).waitFor({timeout: 20000});
  await demo.getByRole('button', {name: 'Fail next request'}).click();
  await demo.getByRole('button', {name: /go to next page/i}).click();
  await demo.getByRole('alert').filter({hasText: /failed with HTTP 500/}).waitFor({timeout: 10000});
  await demo.getByRole('button', {name: 'Retry'}).click();
  await demo.getByRole('status').filter({hasText: /: ok \(rows 10-19/}).waitFor({timeout: 10000});
  await expect(demo.getByRole('alert').count()).resolves.toBe(0);
  await page.context().close();
}, 60000);

test('sorting on the server: a header click asks the server for that order, across all pages', async () => {
  const {page, problems} = await openPage(browser, '/x/react-data-grid/sorting');
  const demo = page.locator('[data-demo="SortingServerSide"]');
  await demo.scrollIntoViewIfNeeded();
  const request = demo.getByText(/^Asked the server for page 1/);
  await request.waitFor({timeout: 15_000});
  expect(await request.innerText()).toContain('sorted by total desc');
  const firstTotal = demo.locator('.MuiDataGrid-row [data-field="total"]').first();
  await firstTotal.waitFor({timeout: 15_000});
  // The largest total of all 500 orders, not just of the first ten.
  const total = async () => Number((await firstTotal.innerText()).replace(/[$,]/g, ''));
  expect(await eventually(total, (n) => n > 7000, 10_000)).toBeGreaterThan(7000);

  await demo.locator('.MuiDataGrid-columnHeader[data-field="customer"] .MuiDataGrid-columnHeaderTitleContainer').click();
  expect(await eventually(() => request.innerText(), (t) => t.includes('customer asc'), 10_000)).toContain('sorted by customer asc');
  const firstCustomer = demo.locator('.MuiDataGrid-row [data-field="customer"]').first();
  expect(await eventually(() => firstCustomer.innerText(), (t) => t.startsWith('Ada '), 10_000)).toMatch(/^Ada /);
  expect(problems.pageErrors).toEqual([]);
  expect(unexpectedConsoleErrors(problems)).toEqual([]);
  await page.context().close();
});
