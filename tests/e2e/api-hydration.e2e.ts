/**
 * The API page's rows are server HTML that hydration leaves alone (plugins/api-reference/theme/ApiPage/
 * StaticRows.tsx): hydrating ~450 rows as React components blocked a phone's main thread for
 * seconds. Checked deterministically, by what React manages: after hydration no row of the tables
 * carries a React fiber, while the tables around them do (so the check can see one). Links inside
 * the rows still switch pages client-side, as <Link> did.
 */
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {baseUrl, errorsOf, launchBrowser, newDesktopContext, openPageIn} from './harness';

const GRID_PAGE = '/x/api/data-grid/data-grid';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await newDesktopContext(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Rows of the API tables, how many of them React manages, and whether it manages the tables' bodies. */
async function reactRows(page: Page): Promise<{rows: number; managedRows: number; managedBodies: number; bodies: number}> {
  return page.evaluate(() => {
    const managed = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    const tables = Array.from(document.querySelectorAll('table[data-testid^="api-"]'));
    const rows = tables.flatMap((t) => Array.from(t.querySelectorAll('tbody > tr')));
    const bodies = tables.flatMap((t) => Array.from(t.querySelectorAll('tbody')));
    return {
      rows: rows.length,
      managedRows: rows.filter(managed).length,
      managedBodies: bodies.filter(managed).length,
      bodies: bodies.length,
    };
  });
}

test.each([GRID_PAGE, `/zh${GRID_PAGE}`])('%s hydrates without creating a React component per row', async (pathname) => {
  const {page, problems} = await openPageIn(context, pathname);
  const figures = await reactRows(page);
  expect(figures.rows).toBeGreaterThan(400); // props, slots and classes of the Data Grid
  expect(figures.managedBodies).toBe(figures.bodies); // hydrated: React owns each table body...
  expect(figures.managedRows).toBe(0); // ...and none of the rows inside
  expect(errorsOf(problems)).toEqual([]);
  await page.close();
});

test('a link in a row (a type name) switches to its page client-side, as the other links of the site do', async () => {
  const {page, problems} = await openPageIn(context, GRID_PAGE);
  await page.evaluate(() => ((window as unknown as {stayedLoaded: boolean}).stayedLoaded = true));
  await page.locator('#prop-columns a[href$="/grid-col-def"]').first().click();
  await page.waitForURL(`${baseUrl()}/x/api/data-grid/grid-col-def`);
  await page.locator('h1', {hasText: 'GridColDef'}).waitFor();
  expect(await page.evaluate(() => (window as unknown as {stayedLoaded?: boolean}).stayedLoaded)).toBe(true);
  expect(errorsOf(problems)).toEqual([]);
  await page.close();
});
