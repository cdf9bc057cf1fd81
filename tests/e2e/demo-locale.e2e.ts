/**
 * Demos speak the page's language with no change to their sources: on a zh page the
 * demo theme carries the packages' own Chinese locale text and dayjs switches to `zh-cn`, so a Data
 * Grid column menu and a date picker's calendar read Chinese; the same demos on the English page
 * stay English.
 */
import type {Browser, Page} from 'playwright-core';
import {launchBrowser} from './harness';
import {SharedTab} from './shared-tab';

let browser: Browser;
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  // An open menu or calendar stays on its page: one tab walks the pages, each locale's first one
  // loaded cold (a locale is an app of its own), the pickers page reached from it by a link.
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/** Opens the first Data Grid column menu of the page and returns its items' text. */
async function columnMenuItems(page: Page): Promise<string[]> {
  // Scrolled to as a reader would: a demo below the first screen waits until the reader moves.
  await page.locator('[data-demo-root]').first().scrollIntoViewIfNeeded();
  const grid = page.locator('[data-demo-root] .MuiDataGrid-root').first();
  await grid.waitFor({timeout: 30000});
  await grid.scrollIntoViewIfNeeded();
  // The menu button shows on hover; clicked the way a pointer user reaches it.
  const header = grid.locator('.MuiDataGrid-columnHeader:has(.MuiDataGrid-menuIconButton)').first();
  await header.hover();
  await header.locator('.MuiDataGrid-menuIconButton').click();
  const menu = page.locator('.MuiDataGrid-menuList');
  await menu.waitFor();
  return menu.getByRole('menuitem').allInnerTexts();
}

/** The month heading of the first picker calendar: an inline one, else the first picker's, opened. */
async function calendarHeading(page: Page): Promise<string> {
  const label = page.locator('.MuiPickersCalendarHeader-label').first();
  await page.locator('[data-demo-root]').first().scrollIntoViewIfNeeded();
  await page.locator('[data-demo-root][data-demo-state="ready"]').first().waitFor({timeout: 30000});
  if ((await label.count()) === 0) {
    await page
      .locator('[data-demo-root] .MuiPickersInputBase-root button, [data-demo-root] .MuiInputAdornment-root button')
      .first()
      .click();
  }
  await label.waitFor({timeout: 30000});
  return label.innerText();
}

test.each([
  ['/zh', /^(升序|降序|筛选器|隐藏|管理列)/, /[一二三四五六七八九十]+月/],
  ['', /^(Sort by ASC|Sort by DESC|Filter|Hide column|Manage columns)/, /^[A-Z][a-z]+ \d{4}$/],
])('demos on %s pages use that language in built-in menus and calendars', async (prefix, menuItem, month) => {
  const grid = await tab.open(`${prefix}/x/react-data-grid/sorting`);
  const items = await columnMenuItems(grid.page);
  expect(items.some((text) => menuItem.test(text))).toBe(true);

  const pickers = await tab.open(`${prefix}/x/react-date-pickers`);
  const heading = await calendarHeading(pickers.page);
  expect(heading).toMatch(month);
});
