/**
 * The URL contract of SPEC §3: every foundation route answers in en and zh, zh pages are in
 * Chinese, /x/7.x shows v7 content, v6/v5 point at their hosts, /playground has no chrome (and no
 * hint waiting for one), a trailing slash resolves to the slashless URL, and bad paths (unknown,
 * doubled slashes) render the same on server and client.
 */
import type {Browser} from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import {launchBrowser, openPage, baseUrl, watchProblems, waitForHydration} from './harness';
import {buildDir} from './site-pages';
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
  // A document the test fulfils itself (the doubled-slash case below) has no address space of its
  // own: Chromium counts it as public and refuses its requests to the fake ad network on loopback
  // (Local Network Access), which a real host, serving both from one space, never meets.
  browser = await launchBrowser(['--disable-features=LocalNetworkAccessChecks']);
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

test('/playground renders without navbar, sidebar or footer, and without a hint waiting for one', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  const response = await page.goto(baseUrl() + '/playground', {waitUntil: 'load'});
  expect(response?.status()).toBe(200);
  await page.waitForTimeout(500);
  await expect(page.locator('[data-playground]').count()).resolves.toBe(1);
  await expect(page.locator('nav.navbar').count()).resolves.toBe(0);
  await expect(page.locator('.theme-doc-sidebar-container').count()).resolves.toBe(0);
  await expect(page.locator('footer').count()).resolves.toBe(0);
  // The render-blocking hint names the navbar's last element: only pages with a navbar carry it.
  expect(messages.filter((m) => /Did not find element|error:/.test(m))).toEqual([]);
  // The HTML minifier may drop attribute quotes (`rel=expect`): match either form.
  expect(await page.request.get(baseUrl() + '/playground').then((r) => r.text())).not.toMatch(/<link[^>]*rel="?expect\b/);
  expect(await page.request.get(baseUrl() + '/x/introduction').then((r) => r.text())).toMatch(
    /<head>[\s\S]*<link[^>]*rel="?expect"?[^>]*href="?#navbar-search\b[\s\S]*<\/head>/,
  );
  await context.close();
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

test.each([
  ['/x/no-such-page', 404, '/x/no-such-page', /not found/i, ''],
  ['/zh/x/no-such-page', 404, '/zh/x/no-such-page', /找不到/, ''],
  ['/x//react-data-grid', 200, '/x/react-data-grid', /Data Grid/, ''],
  // A host that serves the page's HTML for the doubled-slash URL instead of redirecting.
  ['/x//react-data-grid', 200, '/x/react-data-grid', /Data Grid/, 'x/react-data-grid.html'],
] as const)('%s renders the same on the server and the client, in the reader\'s language, with no console error (%#)', async (pathname, status, finalPath, heading, servedFile) => {
  const context = await browser.newContext();
  if (servedFile) {
    const html = fs.readFileSync(path.join(buildDir(), servedFile), 'utf8');
    await context.route(baseUrl() + pathname, (route) => route.fulfill({status: 200, contentType: 'text/html', body: html}));
  }
  // The navbar as the server sent it: read once parsing ends, before the deferred bundles hydrate it.
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as {__ssrNavbar?: string}).__ssrNavbar = (document.querySelector('nav.navbar') as HTMLElement | null)?.innerText;
      }
    });
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const response = await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(response?.status()).toBe(status);
  expect(new URL(page.url()).pathname).toBe(finalPath);
  await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
  const ssrNavbar = await page.evaluate(() => (window as unknown as {__ssrNavbar?: string}).__ssrNavbar);
  // The search shortcut hint is drawn once the reader's platform is known (after mount): set it aside.
  const withoutHint = (text: string | undefined) => text?.replace(/\n(ctrl|⌘)\nK\b/, '');
  expect(withoutHint(await page.locator('nav.navbar').innerText())).toBe(withoutHint(ssrNavbar));
  // The browser reports the 404 status of the document itself; nothing else may.
  const errors = problems.consoleErrors.filter((e) => !(status === 404 && /status of 404/.test(e)));
  expect(errors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  await context.close();
  expect(baseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:/);
});
