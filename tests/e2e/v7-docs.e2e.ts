/**
 * The v7 docs (/x/7.x) in the built site: their demos run the v7 packages (a v7-only behaviour and
 * v7's toolbar), an 8.15.0 demo reached after a v7 one in the same tab renders as it does alone (the
 * two majors' styles do not collide), a v7 demo's source and export are a v7 app's (public package
 * names, v7 versions pinned), and the v7 API reference lists v7's props, not v8's.
 */
import JSZip from 'jszip';
import type {Browser, Page} from 'playwright-core';
import {baseUrl, downloadedBytes, launchBrowser, newDesktopContext} from './harness';
import {demo, sourceText, waitHydrated, waitReady} from './demo-helpers';
import {SharedTab} from './shared-tab';

const V7_PAGE = '/x/7.x/react-data-grid';
const V7_DEMO = 'StaffProV7Toolbar';
const V8_PAGE = '/x/react-data-grid';
const V8_DEMO = 'InventoryGrid';

let browser: Browser;
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/** What a reader sees of a grid's styling: sizes and colours of its root, header and first cell. */
async function gridLook(page: Page, name: string) {
  await waitReady(page, name);
  return demo(page, name)
    .locator('.MuiDataGrid-root')
    .first()
    .evaluate((root) => {
      const pick = (el: Element | null) => {
        if (!el) return null;
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          height: Math.round(box.height),
          font: s.font,
          color: s.color,
          border: s.borderBottom,
          background: s.backgroundColor,
          padding: s.padding,
        };
      };
      return {
        root: pick(root),
        header: pick(root.querySelector('.MuiDataGrid-columnHeader')),
        cell: pick(root.querySelector('.MuiDataGrid-cell')),
        checkbox: pick(root.querySelector('.MuiCheckbox-root')),
      };
    });
}

const selectedRows = (page: Page, name: string) => demo(page, name).locator('.MuiDataGrid-row.Mui-selected').count();

/** Selects the first row, then clicks the (now indeterminate) header checkbox; returns the selected row count after. */
async function headerClickAfterOneRow(page: Page, name: string): Promise<number> {
  const grid = demo(page, name);
  await grid.locator('.MuiDataGrid-row').first().locator('input[type="checkbox"]').click();
  await page.waitForFunction((n) => document.querySelectorAll(`[data-demo="${n}"] .MuiDataGrid-row.Mui-selected`).length === 1, name);
  await grid.locator('.MuiDataGrid-columnHeaderCheckbox input[type="checkbox"]').click();
  await page.waitForFunction((n) => document.querySelectorAll(`[data-demo="${n}"] .MuiDataGrid-row.Mui-selected`).length !== 1, name);
  return selectedRows(page, name);
}

test('a v7 demo runs v7, and an 8.15.0 demo opened after it in the same tab renders as it does alone', async () => {
  // The 8.15.0 grid as it looks on a page of its own.
  const context = await newDesktopContext(browser);
  const alone = await context.newPage();
  await alone.goto(baseUrl() + V8_PAGE, {waitUntil: 'load'});
  await waitHydrated(alone);
  const v8Alone = await gridLook(alone, V8_DEMO);
  await context.close();

  const v7 = await tab.open(V7_PAGE);
  const v7First = await gridLook(v7.page, V7_DEMO);
  // v7's GridToolbar: text buttons in a `toolbarContainer` (v8's toolbar has neither).
  const toolbar = demo(v7.page, V7_DEMO).locator('.MuiDataGrid-toolbarContainer');
  await expect(toolbar.getByRole('button', {name: 'Density'}).textContent()).resolves.toContain('Density');
  // v7's default `indeterminateCheckboxAction="deselect"`: the header checkbox clears a partial selection.
  await expect(headerClickAfterOneRow(v7.page, V7_DEMO)).resolves.toBe(0);
  expect(v7.problems.pageErrors).toEqual([]);

  const v8 = await tab.open(V8_PAGE);
  expect(v8.cold).toBe(false);
  await expect(gridLook(v8.page, V8_DEMO)).resolves.toEqual(v8Alone);
  // v8 has no such prop: the same click selects every row of the page.
  await expect(headerClickAfterOneRow(v8.page, V8_DEMO)).resolves.toBeGreaterThan(1);
  expect(v8.problems.pageErrors).toEqual([]);

  // And back: the v7 grid looks as it did before the 8.15.0 one ran.
  const again = await tab.open(V7_PAGE);
  expect(again.cold).toBe(false);
  await expect(gridLook(again.page, V7_DEMO)).resolves.toEqual(v7First);
});

test("a v7 demo's source imports the public package names, and its export pins the v7 versions", async () => {
  const {page} = await tab.open(V7_PAGE);
  await waitReady(page, V7_DEMO);
  const source = await sourceText(page, V7_DEMO);
  expect(source).toContain("from '@mui/x-data-grid-pro'");
  expect(source).not.toContain('-v7');
  const block = demo(page, V7_DEMO);
  await block.getByRole('button', {name: 'Export this demo'}).click();
  const download = page.waitForEvent('download');
  await block.getByRole('menuitem', {name: 'Download project (.zip)'}).click();
  const zip = await JSZip.loadAsync(await downloadedBytes(await download));
  const file = (name: string) =>
    Object.values(zip.files)
      .find((f) => f.name.endsWith('/' + name))!
      .async('string');
  const pkg = JSON.parse(await file('package.json'));
  expect(pkg.dependencies['@mui/x-data-grid-pro']).toBe('7.29.13');
  expect(Object.keys(pkg.dependencies).filter((name) => name.endsWith('-v7'))).toEqual([]);
  expect(await file('src/Demo.tsx')).toContain("from '@mui/x-data-grid-pro'");
});

test('the v7 API reference lists v7 props and not v8 ones, and links to its 8.15.0 twin and the change table', async () => {
  // `rowOfThisVersion` is past the first rows: a client-side switch renders the rest a frame later.
  const rowIds = async (pathname: string, rowOfThisVersion: string) => {
    const {page} = await tab.open(pathname);
    await page.locator(`#${rowOfThisVersion}`).waitFor({state: 'attached'});
    const ids = await page.evaluate(() => Array.from(document.querySelectorAll('tr[id^="prop-"]'), (row) => row.id));
    return {page, ids};
  };
  const v7 = await rowIds('/x/7.x/api/data-grid/data-grid-pro', 'prop-indeterminateCheckboxAction');
  await expect(v7.page.locator('h1').innerText()).resolves.toContain('(v7)');
  // Removed in v8 (its choice became the only behaviour) / added in v8 (v7 adds a toolbar through slots).
  expect(v7.ids).toContain('prop-indeterminateCheckboxAction');
  expect(v7.ids).not.toContain('prop-showToolbar');
  const links = v7.page.locator('[data-api-version-links]');
  await expect(links.locator('[data-api-version-link="current"]').getAttribute('href')).resolves.toBe('/x/api/data-grid/data-grid-pro');
  await expect(links.locator('[data-api-version-link="changes"]').getAttribute('href')).resolves.toBe(
    '/x/migration/migration-data-grid-v7#api-changes',
  );
  await expect(v7.page.locator('code', {hasText: '@mui/x-data-grid-pro-v7'}).count()).resolves.toBe(0);

  const v8 = await rowIds('/x/api/data-grid/data-grid-pro', 'prop-showToolbar');
  expect(v8.ids).toContain('prop-showToolbar');
  expect(v8.ids).not.toContain('prop-indeterminateCheckboxAction');
  await expect(v8.page.locator('[data-api-version-link="v7"]').getAttribute('href')).resolves.toBe('/x/7.x/api/data-grid/data-grid-pro');
});

test('a v7 page says a newer major exists and links to the same page in 8.15.0', async () => {
  const {page} = await tab.open(V7_PAGE);
  const notice = page.locator('[data-version-notice]');
  await expect(notice.innerText()).resolves.toContain('8.15.0');
  await notice.locator('[data-version-notice-link]').click();
  await page.waitForURL(baseUrl() + V8_PAGE);
});
