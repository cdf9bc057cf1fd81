/**
 * Analytics in a real browser: without a gtag id nothing is sent; with a stubbed gtag, page views
 * and user properties on load and on client-side navigation, and web-vitals only in a sampled
 * session (the random draw fixed from the test's page).
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage, baseUrl, watchProblems, stubGtag} from './harness';
import {fixRandom} from './fake-ad-network';

const DOC = '/x/introduction';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the doc page with a stubbed gtag (and a fixed random draw). */
async function openWithGtag(random?: number) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await stubGtag(context);
  if (random !== undefined) await fixRandom(context, random);
  const page = await context.newPage();
  watchProblems(page);
  await page.goto(baseUrl() + DOC, {waitUntil: 'load'});
  return {page};
}

test('without a gtag id nothing is sent to analytics and nothing errors', async () => {
  const {page, problems} = await openPage(browser, DOC);
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl())) external.push(r.url());
  });
  await page.waitForTimeout(4000);
  expect(await page.evaluate(() => typeof (window as unknown as {gtag?: unknown}).gtag)).toBe('undefined');
  expect(external.filter((u) => u.includes('googletagmanager'))).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await page.context().close();
});

test('page_view and user properties reach gtag on load and on client-side navigation', async () => {
  const {page} = await openWithGtag();
  const calls = () => page.evaluate(() => (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls);
  await page.waitForFunction(() => (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls.length >= 2);
  const first = await calls();
  expect(first[0]).toEqual([
    'set',
    'user_properties',
    expect.objectContaining({codeVariant: 'TS', language: 'en', devicePixelRatio: 1, colorScheme: expect.stringMatching(/light|dark/)}),
  ]);
  expect(first[1]).toEqual(['event', 'page_view', expect.objectContaining({page_path: DOC})]);
  await page.locator(`a[href="/x/introduction/installation"]`).first().click();
  await page.waitForFunction(() =>
    (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls.some(
      (c) => c[1] === 'page_view' && (c[2] as {page_path: string}).page_path === '/x/introduction/installation',
    ),
  );
  await page.context().close();
});

test('web-vitals: a sampled session reports metrics through gtag; an unsampled one loads nothing', async () => {
  // A draw of 0 is below the 0.01% web-vitals rate: this session is sampled.
  const sampled = await openWithGtag(0);
  await sampled.page.waitForFunction(
    () => (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls.some((c) => c[1] === 'web-vitals'),
    undefined,
    {timeout: 10_000},
  );
  const vitals = await sampled.page.evaluate(() =>
    (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls.filter((c) => c[1] === 'web-vitals').map((c) => c[2]),
  );
  expect(vitals[0]).toMatchObject({metric_name: expect.stringMatching(/^(TTFB|FCP|LCP|CLS|INP)$/), non_interaction: true});
  await sampled.page.context().close();

  // Default rate (0.01%) with a draw of 0.5: not sampled, and the web-vitals code is never fetched.
  const unsampled = await openWithGtag(0.5);
  await unsampled.page.waitForTimeout(2000);
  const names = await unsampled.page.evaluate(() => (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls.map((c) => c[1]));
  expect(names).toContain('page_view');
  expect(names).not.toContain('web-vitals');
  await unsampled.page.context().close();
});
