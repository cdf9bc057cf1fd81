/**
 * The API change table of the Data Grid v7 -> v8 guide: filtering to "Removed" leaves only removed
 * rows (and only components that have some), the name filter narrows further, and "All" brings the
 * other kinds back. One page load; screenshots in test-results/screenshots.
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage, saveScreenshot} from './harness';

/** Re-reads `read` until `ok` holds (rendering after a click is not synchronous), then returns the value. */
async function settle<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 10000): Promise<T> {
  const end = Date.now() + timeout;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the change table filters to one kind of change', async () => {
  const {page, problems} = await openPage(browser, '/x/migration/migration-data-grid-v7');
  const table = page.getByTestId('api-change-table');
  await table.scrollIntoViewIfNeeded();

  // Server-rendered: the open DataGrid block already lists several kinds of change.
  const grid = table.locator('details[data-component="DataGrid"]');
  const kindsIn = () => grid.locator('tbody tr').evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-change')))].sort());
  expect(await kindsIn()).toEqual(expect.arrayContaining(['added', 'removed', 'renamed', 'type']));

  await table.locator('label[data-kind="removed"]').click();
  expect(await settle(kindsIn, (k) => k.length === 1)).toEqual(['removed']);
  // Every open block shows removed rows only, and the known removal is there.
  const allKinds = await table.locator('tbody tr').evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-change')))]);
  expect(allKinds).toEqual(['removed']);
  expect(await grid.locator('tbody tr code', {hasText: 'indeterminateCheckboxAction'}).count()).toBe(1);
  // Components without removals disappear (Toolbar only has an "added" row).
  expect(await table.locator('details[data-component="Toolbar"]').count()).toBe(0);
  await saveScreenshot(page, 'migration-change-table-removed');

  await table.getByLabel('Filter by name').fill('rowPositions');
  expect(
    await settle(
      () => grid.locator('tbody tr').count(),
      (n) => n === 1,
    ),
  ).toBe(1);

  await table.getByLabel('Filter by name').fill('');
  await table.locator('label[data-kind="all"]').click();
  expect((await settle(kindsIn, (k) => k.length > 1)).length).toBeGreaterThan(1);
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
}, 90000);
