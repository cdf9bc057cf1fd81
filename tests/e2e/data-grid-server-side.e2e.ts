/**
 * The server-side data demos really talk to the in-page fake server: every grid ends up with rows
 * and the request line reports a successful request (the generic page test judges demos 300 ms
 * after they mount, before the fake latency has passed). Also: the fake server's "Fail next request"
 * control makes the next request fail visibly, and a retry brings the rows back.
 */
import type {Page} from 'playwright-core';
import {eventually, saveScreenshot, unexpectedConsoleErrors} from './harness';
import {sharedTabForFile} from './shared-tab';
import {builtPageFacts} from './site-pages';

const SERVER_PAGES = [
  '/x/react-data-grid/server-side-data',
  '/x/react-data-grid/server-side-data/lazy-loading',
  '/x/react-data-grid/server-side-data/tree-data',
  '/x/react-data-grid/server-side-data/row-grouping',
  '/x/react-data-grid/server-side-data/aggregation',
  '/x/react-data-grid/server-side-data/pivoting',
  '/x/react-data-grid/server-side-data/recipes',
];

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

async function demoNames(page: Page): Promise<string[]> {
  return page.locator('[data-demo]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-demo') ?? ''));
}

const ROW_CELL = '.MuiDataGrid-row:not(.MuiDataGrid-row--skeleton) [role="gridcell"]';

/** Opens a page of server-side demos and checks every demo's grid gets rows, without an error logged. */
async function expectRowsInEveryDemo(pathname: string): Promise<Page> {
  const {page, problems} = await tab.open(pathname);
  // Reached by a link, a long page renders its rest after the first screen: every demo box of the
  // built page must then be there.
  await page.waitForSelector('[data-page-rest="pending"]', {state: 'detached'});
  const names = builtPageFacts(pathname).demos.map((demo) => demo.name);
  expect(names.length).toBeGreaterThan(0);
  expect(await demoNames(page)).toEqual(names);
  // Down the page as a reader scrolls: each demo starts when it nears the viewport and keeps running
  // once scrolled past, so the fake server's latencies (300-800 ms a demo) overlap.
  for (const name of names) {
    await page.locator(`[data-demo="${name}"] [data-demo-root]`).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => document.querySelector(`[data-demo="${n}"] [data-demo-root]`)?.getAttribute('data-demo-state') !== 'idle',
      name,
      {timeout: 20000},
    );
  }
  const rowsOf = () =>
    page.evaluate(
      ({all, cell}) => Object.fromEntries(all.map((n) => [n, document.querySelector(`[data-demo="${n}"] ${cell}`) ? 'rows' : 'no rows'])),
      {all: names, cell: ROW_CELL},
    );
  const results = await eventually(rowsOf, (r) => Object.values(r).every((v) => v === 'rows'), 20000);
  await saveScreenshot(page, `data-grid-${pathname.split('/').filter(Boolean).slice(1).join('-')}`);
  const consoleErrors = unexpectedConsoleErrors(problems);
  expect({results, consoleErrors, pageErrors: problems.pageErrors}).toEqual({
    results: Object.fromEntries(names.map((name) => [name, 'rows'])),
    consoleErrors: [],
    pageErrors: [],
  });
  return page;
}

// The first page's visit also uses its errors demo (untouched until then: one request made).
test(`${SERVER_PAGES[0]}: every demo gets rows from the fake server; "Fail next request" fails the next page load visibly, and Retry recovers it`, async () => {
  const page = await expectRowsInEveryDemo(SERVER_PAGES[0]!);
  const demo = page.locator('[data-demo="ServerSideDataErrors"]');
  await demo.scrollIntoViewIfNeeded();
  await demo
    .getByRole('status')
    .filter({hasText: /Request #1: ok/})
    .waitFor({timeout: 20000});
  await demo.getByRole('button', {name: 'Fail next request'}).click();
  await demo.getByRole('button', {name: /go to next page/i}).click();
  await demo
    .getByRole('alert')
    .filter({hasText: /failed with HTTP 500/})
    .waitFor({timeout: 10000});
  await demo.getByRole('button', {name: 'Retry'}).click();
  await demo
    .getByRole('status')
    .filter({hasText: /: ok \(rows 10-19/})
    .waitFor({timeout: 10000});
  await expect(demo.getByRole('alert').count()).resolves.toBe(0);
}, 180000);

test.each(SERVER_PAGES.slice(1))(
  '%s: every demo gets rows from the fake server',
  async (pathname) => {
    await expectRowsInEveryDemo(pathname);
  },
  180000,
);

test('sorting on the server: a header click asks the server for that order, across all pages', async () => {
  const {page, problems} = await tab.open('/x/react-data-grid/sorting');
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
  expect(
    await eventually(
      () => request.innerText(),
      (t) => t.includes('customer asc'),
      10_000,
    ),
  ).toContain('sorted by customer asc');
  const firstCustomer = demo.locator('.MuiDataGrid-row [data-field="customer"]').first();
  expect(
    await eventually(
      () => firstCustomer.innerText(),
      (t) => t.startsWith('Ada '),
      10_000,
    ),
  ).toMatch(/^Ada /);
  expect(problems.pageErrors).toEqual([]);
  expect(unexpectedConsoleErrors(problems)).toEqual([]);
});
