/**
 * Mis-cased and unknown URLs on the static server the tests and the bench use
 * (scripts/static-server.mjs; nginx.e2e.ts checks the same on deploy/nginx.conf): a page's path in
 * other letter case lands on the page (301), and a URL the site does not have is a clean 404 page
 * in its language (not-found-page.ts), including unknown API pages, whose section's one client
 * route would otherwise render an API page over the 404 HTML and fetch its data.
 */
import type {Browser, BrowserContext} from 'playwright-core';
import {baseUrl, errorsOf, launchBrowser, newDesktopContext, openPageIn} from './harness';
import {cleanNotFound, visitNotFound} from './not-found-page';

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

test.each([
  ['/X/React-Charts/Sankey', '/x/react-charts/sankey', 'Sankey'],
  ['/zh/X/React-Charts/Sankey', '/zh/x/react-charts/sankey', '桑基图'],
  ['/X/API/Charts/Bar-Chart?q=color', '/x/api/charts/bar-chart?q=color', 'BarChart API'],
])('%s answers 301 to %s, which a reader then reads without an error', async (mistyped, canonical, h1) => {
  const answer = await fetch(baseUrl() + mistyped, {redirect: 'manual'});
  expect([answer.status, answer.headers.get('location')]).toEqual([301, canonical]);
  const {page, problems} = await openPageIn(context, mistyped);
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe(canonical);
  expect(((await page.locator('article h1').first().textContent()) ?? '').trim()).toBe(h1);
  expect(errorsOf(problems)).toEqual([]);
  await page.close();
});

test.each([
  ['/x/api/nope', 'en'],
  ['/zh/x/api/nope', 'zh-CN'],
  ['/x/api/charts/nope', 'en'],
  ['/zh/x/api/charts/nope', 'zh-CN'],
  ['/api/nope', 'en'],
  ['/x/react-charts/nope', 'en'],
] as const)('%s is a clean 404 page in %s: no hydration error, no API data requested', async (pathname, lang) => {
  expect(await visitNotFound(context, baseUrl(), pathname)).toEqual(cleanNotFound(pathname, lang));
});
