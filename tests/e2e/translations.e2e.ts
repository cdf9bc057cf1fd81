/**
 * Chinese pages show their interface in Chinese although the translations no longer travel in one
 * table with the main bundle (plugins/inline-translations writes each into the module that shows
 * it): strings from the main bundle (navbar), the doc page's chunks (code block, pagination) and a
 * demo's chunk (toolbar). API pages' headings are checked in api-reference.e2e.ts.
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage} from './harness';
import {NAVBAR_END_ID} from '../../src/config/first-paint';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a zh guide has its chrome, code block and pagination in Chinese', async () => {
  const {page, problems} = await openPage(browser, '/zh/x/introduction/installation');
  expect(await page.locator(`#${NAVBAR_END_ID}`).getAttribute('placeholder')).toMatch(/搜索/);
  expect(await page.getByRole('link', {name: '跳到主要内容'}).count()).toBe(1);
  expect(await page.locator('button[aria-label="复制代码到剪贴板"]').count()).toBeGreaterThan(0);
  expect(await page.locator('.pagination-nav__sublabel').allInnerTexts()).toEqual(expect.arrayContaining(['下一页']));
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test("a zh demo's toolbar speaks Chinese", async () => {
  const {page, problems} = await openPage(browser, '/zh/x/react-data-grid');
  const demo = page.locator('[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-demo] [role="toolbar"] button[aria-label="复制源代码"]', {timeout: 15_000});
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});
