/**
 * Local search as a reader uses it: nothing of search loads until they reach for it, Ctrl+K opens
 * it, and it finds pages in English ("sorting") and Chinese ("排序", a word inside a sentence, which
 * needs Chinese word segmentation).
 */
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, openPage} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector('[data-settings-button]') !== null);

async function suggestions(page: Page): Promise<{text: string}[]> {
  await page.locator('[role="option"]').first().waitFor({timeout: 15000});
  return page.locator('[role="option"]').evaluateAll((options) => options.map((o) => ({text: (o.textContent ?? '').trim()})));
}

test('search code and indexes load only when the reader reaches for search; Ctrl+K focuses it', async () => {
  const {page, problems} = await openPage(browser, '/x/react-data-grid');
  const searchRequests: string[] = [];
  page.on('request', (r) => {
    if (/search-index/.test(r.url())) searchRequests.push(r.url());
  });
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(searchRequests).toEqual([]);

  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__search-input'));
  await page.keyboard.type('sorting');
  const found = await suggestions(page);
  expect(searchRequests.length).toBeGreaterThan(0);
  const hit = found.findIndex((s) => /Sorting/.test(s.text) && s.text.includes('Data Grid'));
  expect(hit).toBeGreaterThanOrEqual(0);
  // Choosing a result (keyboard only) opens its page at the matching section.
  for (let i = 0; i <= hit; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/x\/react-data-grid#[\w-]+$/);
  // The result leads to the section where the term occurs.
  const section = page.locator(`article [id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(section.innerText()).resolves.toBeTruthy();
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  await page.context().close();
});

test('clicking the search box hands focus to the real search bar, which then searches', async () => {
  const {page} = await openPage(browser, '/x/introduction/installation');
  await hydrated(page);
  const before = await page.locator('.navbar__search').boundingBox();
  await page.locator('input.navbar__search-input').click();
  // The real bar replaced the look-alike without moving, and kept the focus.
  await page.waitForFunction(() => document.querySelector('.navbar__search[class*="searchBarContainer"] input') === document.activeElement);
  expect(await page.locator('.navbar__search').boundingBox()).toEqual(before);
  await page.keyboard.type('installation');
  expect((await suggestions(page)).length).toBeGreaterThan(0);
  await page.context().close();
});

test('Chinese search finds 排序 on zh pages', async () => {
  const {page} = await openPage(browser, '/zh/x/react-data-grid');
  await hydrated(page);
  await page.locator('input.navbar__search-input').click();
  await page.keyboard.type('排序');
  const found = await suggestions(page);
  expect(found.some((s) => s.text.includes('排序'))).toBe(true);
  await page.context().close();
});
