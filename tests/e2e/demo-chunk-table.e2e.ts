/**
 * The hashes and stylesheets of demo chunks live in a table only demo pages fetch, not in the runtime
 * every page loads (plugins/demo-blocks/demo-chunk-table.ts, chunk-table-loader.ts). A page without
 * demos carries none of them, nor the code that loads them; a demo page fetches the table once and
 * its demos load; if the table or a stylesheet cannot be fetched, the demo says so and the page
 * lives on.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, baseUrl, waitForHydration, watchProblems} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TABLE = /\/assets\/js\/demo-chunks\.[0-9a-f]{8}\.json$/;

function builtTable(): {js: Record<string, string>; css: Record<string, string[]>} {
  const dir = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build', 'assets/js');
  const file = fs.readdirSync(dir).find((f) => /^demo-chunks\.[0-9a-f]{8}\.json$/.test(f));
  if (!file) throw new Error(`no demo chunk table in ${dir}`);
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {js: Record<string, string>; css: Record<string, string[]>};
}

function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

async function scrollThroughDemos(page: Page): Promise<void> {
  const count = await page.locator('[data-demo-root]').count();
  for (let i = 0; i < count; i += 1) await page.locator('[data-demo-root]').nth(i).scrollIntoViewIfNeeded();
}

test('a page without demos loads none of the demo chunk hashes and never fetches their table', async () => {
  const table = builtTable();
  const files = Object.values(table.js);
  // Every demo chunk and the libraries only demos share: well over a hundred on this site.
  expect(files.length).toBeGreaterThan(150);
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = watchRequests(page);
  const bodies: string[] = [];
  page.on('response', async (response) => {
    // Scripts the page runs; links it prefetches (the demo pages it links to) are not run.
    if (response.url().endsWith('.js') && response.request().resourceType() === 'script')
      bodies.push(await response.text().catch(() => ''));
  });
  await page.goto(baseUrl() + '/x/introduction', {waitUntil: 'networkidle'});
  expect(requests.filter((url) => TABLE.test(url))).toEqual([]);
  const hashes = files.map((file) => /\.([0-9a-f]+)\.js$/.exec(file)![1]!);
  const carried = hashes.filter((hash) => bodies.some((body) => body.includes(`"${hash}"`)));
  expect(bodies.length).toBeGreaterThan(0);
  expect(carried).toEqual([]);
  // Nor the CSS extract plugin's chunk-stylesheet loader (its error code names it): only demo chunks
  // have stylesheets, and the demo chunk table loads them.
  expect(bodies.filter((body) => body.includes('CSS_CHUNK_LOAD_FAILED'))).toEqual([]);
  // Nor the code that fetches the table: it comes with the demo block.
  expect(bodies.filter((body) => body.includes('table of demo chunks'))).toEqual([]);
  await context.close();
});

test('a demo page fetches the table once and every demo loads its chunk from it', async () => {
  const files = new Set(Object.values(builtTable().js).map((file) => `/${file}`));
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const problems = watchProblems(page);
  const requests = watchRequests(page);
  await page.goto(baseUrl() + '/x/react-data-grid', {waitUntil: 'load'});
  await waitForHydration(page);
  await scrollThroughDemos(page);
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('[data-demo-root]')).every((el) => el.getAttribute('data-demo-state') === 'ready'),
    null,
    {timeout: 30000},
  );
  expect(requests.filter((url) => TABLE.test(url))).toHaveLength(1);
  expect(requests.filter((url) => files.has(url)).length).toBeGreaterThanOrEqual(2);
  expect(problems.failedRequests).toEqual([]);
  await context.close();
});

test('when the table cannot be fetched the demo says it could not load, and the page lives on', async () => {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.route(TABLE, (route) => route.fulfill({status: 503, body: 'down'}));
  const page = await context.newPage();
  await page.goto(baseUrl() + '/x/react-data-grid', {waitUntil: 'load'});
  await waitForHydration(page);
  await page.locator('[data-demo-root]').first().scrollIntoViewIfNeeded();
  const alert = page.locator('[data-demo-root][data-demo-state="error"] [role="alert"]').first();
  await alert.waitFor({timeout: 30000});
  await expect(alert.locator('strong').innerText()).resolves.toBe('This demo could not be loaded.');
  // The runtime's reason, under "Details", names what failed.
  await expect(alert.locator('details code').textContent()).resolves.toMatch(
    /^Loading chunk \w+ failed\.\s+\(table of demo chunks: HTTP 503: \/assets\/js\/demo-chunks\.[0-9a-f]{8}\.json\)/,
  );
  // The rest of the page still works: the sidebar link navigates.
  await page.locator('nav a[href$="/x/introduction"]').first().click();
  await page.waitForURL(/\/x\/introduction$/);
  await context.close();
});

test('a demo stylesheet that cannot be fetched does not take the demo down: it logs the failure and falls back to a link', async () => {
  // Every demo chunk with a stylesheet is listed: the Tailwind sheet and the CSS variant's module.
  const stylesheets = Object.values(builtTable().css).flat();
  expect(stylesheets.some((file) => /\/demo-tailwind\.[0-9a-f]+\.css$/.test(file))).toBe(true);
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.addCookies([{name: 'codeStyling', value: 'tailwind', url: baseUrl()}]);
  // The layer fetch is refused (404); the fallback <link> that follows it gets the sheet.
  let fetched = 0;
  await context.route(/\/assets\/css\/demo-tailwind\.[0-9a-f]+\.css$/, (route) =>
    route.request().resourceType() === 'fetch' ? (fetched++, route.fulfill({status: 404, body: 'gone'})) : route.continue(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(baseUrl() + '/x/react-charts', {waitUntil: 'load'});
  await waitForHydration(page);
  const card = page.locator('[data-demo="SalesSummaryCard"]');
  await card.locator('[data-demo-root]').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector('[data-demo="SalesSummaryCard"] [data-demo-root]')?.getAttribute('data-demo-styling') === 'tailwind',
    undefined,
    {timeout: 30000},
  );
  expect(fetched).toBe(1);
  expect(errors).toContain('Failed to fetch CSS: Not Found');
  expect(await page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"][href*="demo-tailwind"]').length)).toBe(1);
  expect(await card.locator('[data-demo-error]').count()).toBe(0);
  // The fallback sheet styles the demo (unlayered this time).
  await expect(card.locator('[data-demo-root] .rounded-2xl').evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).resolves.toBe(
    '16px',
  );
  await context.close();
});
