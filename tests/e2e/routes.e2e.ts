/**
 * The URL contract of SPEC §3: every foundation route answers in en and zh, zh pages are in
 * Chinese, /x/7.x shows v7 content, v6/v5 point at their hosts, /playground has no chrome,
 * a trailing slash resolves to the slashless URL.
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage, baseUrl} from './harness';
import {EXTERNAL_VERSION_HOSTS} from '@site/src/config/portal';

const FOUNDATION_ROUTES = [
  '/',
  '/x/introduction',
  '/x/introduction/installation',
  '/x/introduction/licensing',
  '/x/react-data-grid',
  '/x/react-date-pickers',
  '/x/react-charts',
  '/x/react-tree-view',
  '/getting-started/installation',
  '/versions',
  '/x/7.x/introduction',
  '/x/7.x/react-data-grid',
  '/x/7.x/react-date-pickers',
  '/x/7.x/react-charts',
  '/x/7.x/react-tree-view',
];

const CJK = /[\u4e00-\u9fff]/g;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['', '/zh'])('routes in locale prefix "%s"', (prefix) => {
  test.each(FOUNDATION_ROUTES)('%s answers with a real page', async (route) => {
    const pathname = prefix + (route === '/' && prefix ? '' : route);
    const {page, status, problems} = await openPage(browser, pathname || '/');
    expect(status).toBe(200);
    const h1 = await page.locator('h1').first().textContent();
    expect(h1?.trim().length).toBeGreaterThan(0);
    const lang = await page.getAttribute('html', 'lang');
    expect(lang).toBe(prefix ? 'zh-CN' : 'en');
    if (prefix) {
      // A Chinese page reads as Chinese: its main text is mostly CJK, not English with a zh navbar.
      const text = (await page.locator('main').innerText()).replace(/\s+/g, '');
      const cjk = text.match(CJK)?.length ?? 0;
      expect(cjk).toBeGreaterThan(20);
    }
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });
});

test('/x/7.x pages show v7 content, not the current version', async () => {
  for (const product of ['introduction', 'react-data-grid', 'react-date-pickers', 'react-charts', 'react-tree-view']) {
    const {page} = await openPage(browser, `/x/7.x/${product}`);
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/\bv7\b|7\.x|version 7/i);
    expect(main).not.toContain('8.15.0');
    await page.context().close();
  }
});

test('the version switcher offers v6 and v5 on their own hosts', async () => {
  const {page} = await openPage(browser, '/x/introduction');
  const hrefs = await page.locator('a[href^="http"]').evaluateAll((links) =>
    links.map((a) => (a as HTMLAnchorElement).href),
  );
  expect(hrefs.some((h) => h.startsWith(EXTERNAL_VERSION_HOSTS.v6))).toBe(true);
  expect(hrefs.some((h) => h.startsWith(EXTERNAL_VERSION_HOSTS.v5))).toBe(true);
  await page.context().close();
});

test('/playground renders without navbar, sidebar or footer', async () => {
  const {page, status} = await openPage(browser, '/playground');
  expect(status).toBe(200);
  await expect(page.locator('[data-playground]').count()).resolves.toBe(1);
  await expect(page.locator('nav.navbar').count()).resolves.toBe(0);
  await expect(page.locator('.theme-doc-sidebar-container').count()).resolves.toBe(0);
  await expect(page.locator('footer').count()).resolves.toBe(0);
  await page.context().close();
});

test.each(['/x/introduction/', '/zh/x/react-charts/', '/getting-started/installation/'])(
  'trailing slash %s resolves to the slashless URL',
  async (withSlash) => {
    const {page, status} = await openPage(browser, withSlash);
    expect(status).toBe(200);
    expect(new URL(page.url()).pathname).toBe(withSlash.replace(/\/$/, ''));
    const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
    expect(canonical?.endsWith(withSlash.replace(/\/$/, ''))).toBe(true);
    await page.context().close();
  },
);

test('an unknown route answers 404 with the site not-found page', async () => {
  const {page, status} = await openPage(browser, '/x/no-such-page');
  expect(status).toBe(404);
  await expect(page.locator('h1').first().textContent()).resolves.toMatch(/not found/i);
  await page.context().close();
  expect(baseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:/);
});
