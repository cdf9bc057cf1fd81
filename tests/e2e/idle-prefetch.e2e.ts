/**
 * Links in view still prefetch their pages' code once the page is idle (plugins/idle-prefetch
 * spreads Docusaurus's prefetches out; it must not lose them), and the wrapped global Docusaurus's
 * Link calls keeps both of its functions.
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage, type OpenedPage} from './harness';

let browser: Browser;
// One cold load serves both tests: the second only reads a global the first leaves as it was.
let opened: Promise<OpenedPage> | null = null;
const installationPage = () => (opened ??= openPage(browser, '/x/introduction/installation'));
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('after load, the routes of links in view are prefetched', async () => {
  const {page, problems} = await installationPage();
  await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"][href*="/assets/js/"]').length >= 3, null, {
    timeout: 15000,
  });
  expect(problems.pageErrors).toEqual([]);
});

test('the Docusaurus global keeps both of its functions', async () => {
  const {page} = await installationPage();
  const kinds = await page.evaluate(() => {
    const g = (window as unknown as {docusaurus: Record<string, unknown>}).docusaurus;
    return {prefetch: typeof g.prefetch, preload: typeof g.preload, frozen: Object.isFrozen(g)};
  });
  expect(kinds).toEqual({prefetch: 'function', preload: 'function', frozen: true});
});
