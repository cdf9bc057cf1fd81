/**
 * Behaviour of the deeper Data Grid pages (export, overlays, column menu) that a page sweep cannot
 * see: the styled Excel report really is an .xlsx with its formats and total, the CSV options
 * change the text, a custom overlay reacts to the grid, and the Premium column menu puts a custom
 * item where its displayOrder says. One page load per page.
 */
import JSZip from 'jszip';
import type {Locator, Page} from 'playwright-core';
import {saveScreenshot, downloadedBytes} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

/** Scrolls a demo into view, waits until it has rendered, and returns its root. */
async function demo(page: Page, name: string): Promise<Locator> {
  const root = await waitReady(page, name);
  await root.locator('.MuiDataGrid-root').first().waitFor();
  return root;
}

test('export: the styled Excel report, CSV formula escaping and the rows to export', async () => {
  const {page} = await tab.open('/x/react-data-grid/export');

  const excel = await demo(page, 'ExportExcelStyles');
  const downloadPromise = page.waitForEvent('download');
  await excel.getByRole('button', {name: 'Download the styled report'}).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('orders-report.xlsx');
  const zip = await JSZip.loadAsync(await downloadedBytes(download));
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  const styles = await zip.file('xl/styles.xml')!.async('string');
  const shared = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
  // The title written before the rows, the frozen header, the total formula after them.
  expect(shared + sheet).toContain('Bike orders report');
  expect(sheet).toMatch(/<pane[^>]*ySplit="4"/);
  expect(sheet).toMatch(/<f>SUM\(E5:E\d+\)<\/f>/);
  // The number formats of columnsStyles.
  expect(styles).toContain('&quot;$&quot;#,##0');
  expect(styles).toContain('dd mmm yyyy');

  const csv = await demo(page, 'ExportCsvEscaping');
  const preview = csv.getByLabel('CSV preview');
  await expect(preview.textContent()).resolves.toContain(`"'=HYPERLINK`);
  await csv.getByLabel('escapeFormulas').click();
  await page.waitForFunction(
    () => !/'=HYPERLINK/.test(document.querySelector('[data-demo="ExportCsvEscaping"] [aria-label="CSV preview"]')?.textContent ?? "'"),
  );
  await csv.getByLabel(`delimiter ';'`).click();
  await page.waitForFunction(() =>
    /Anna; Berg"?;/.test(document.querySelector('[data-demo="ExportCsvEscaping"] [aria-label="CSV preview"]')?.textContent ?? ''),
  );

  const rowsDemo = await demo(page, 'ExportRowsChoice');
  const exported = rowsDemo.getByLabel('Exported rows');
  await rowsDemo.getByRole('button', {name: 'current page'}).click();
  await page.waitForFunction(() =>
    /^5 rows/.test(document.querySelector('[data-demo="ExportRowsChoice"] [aria-label="Exported rows"]')?.textContent ?? ''),
  );
  await rowsDemo.getByRole('button', {name: 'all rows'}).click();
  await page.waitForFunction(() =>
    /^30 rows/.test(document.querySelector('[data-demo="ExportRowsChoice"] [aria-label="Exported rows"]')?.textContent ?? ''),
  );
  expect(await exported.textContent()).toMatch(/^30 rows/);
  await saveScreenshot(page, 'dg-depth-b-export');
});

test('overlays: the custom no-results overlay names the filter and clears it; the no-columns overlay brings columns back', async () => {
  const {page} = await tab.open('/x/react-data-grid/overlays');

  const noResults = await demo(page, 'OverlaysNoResultsClear');
  await expect(noResults.getByText(/No product passes inStock > 500/).count()).resolves.toBe(1);
  await noResults.getByRole('button', {name: 'Clear all filters'}).click();
  await noResults.locator('.MuiDataGrid-row').first().waitFor();
  expect(await noResults.locator('.MuiDataGrid-row').count()).toBeGreaterThan(0);

  const noColumns = await demo(page, 'OverlaysNoColumns');
  await noColumns.getByLabel('Custom overlay').click();
  await noColumns.getByRole('button', {name: 'Show all columns'}).click();
  await noColumns.locator('.MuiDataGrid-columnHeader[data-field="product"]').waitFor();
  await saveScreenshot(page, 'dg-depth-b-overlays');
});

test('column menu: a Premium menu item with displayOrder 25 sits between aggregation and grouping', async () => {
  const {page} = await tab.open('/x/react-data-grid/column-menu');
  const root = await demo(page, 'ColumnMenuPremiumItems');
  const header = root.locator('.MuiDataGrid-columnHeader[data-field="revenue"]');
  await header.hover();
  await header.locator('.MuiDataGrid-menuIconButton').click();
  const menu = page.locator('.MuiDataGrid-menuList');
  await menu.waitFor();
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  const about = items.findIndex((text) => text.includes('About this column'));
  const aggregation = items.findIndex((text) => /Aggregation/i.test(text));
  const grouping = items.findIndex((text) => /Group by/i.test(text));
  expect({about, aggregation, grouping, after: about > aggregation, before: about < grouping}).toEqual({
    about,
    aggregation,
    grouping,
    after: true,
    before: true,
  });
  await saveScreenshot(page, 'dg-depth-b-column-menu');
  await page.keyboard.press('Escape');
});
