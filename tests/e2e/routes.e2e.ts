/**
 * The URL contract as the running app keeps it: /playground has no chrome (and no hint waiting for
 * one), a trailing slash resolves to the slashless URL, and bad paths (unknown, doubled slashes)
 * render the same on server and client. That every foundation route exists in both locales (in
 * Chinese on /zh), that /x/7.x shows v7 and that the switcher names the v6 and v5 hosts is read
 * from the built HTML of every page (tests/build/static-pages.test.ts).
 */
import type {Browser} from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import {launchBrowser, openPage, baseUrl, watchProblems, waitForHydration} from './harness';
import {waitForIdle} from './settle';
import {buildDir} from './site-pages';

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

test('/playground renders without navbar, sidebar or footer, and without a hint waiting for one', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  const response = await page.goto(baseUrl() + '/playground', {waitUntil: 'load'});
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await waitForIdle(page);
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
] as const)(
  "%s renders the same on the server and the client, in the reader's language, with no console error (%#)",
  async (pathname, status, finalPath, heading, servedFile) => {
    const context = await browser.newContext();
    if (servedFile) {
      const html = fs.readFileSync(path.join(buildDir(), servedFile), 'utf8');
      await context.route(baseUrl() + pathname, (route) => route.fulfill({status: 200, contentType: 'text/html', body: html}));
    }
    // The navbar as the server sent it: read once parsing ends, before the deferred bundles hydrate it.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as {__ssrNavbar?: string}).__ssrNavbar = (document.querySelector('nav.navbar') as HTMLElement | null)
            ?.innerText;
        }
      });
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
    await waitForHydration(page);
    await waitForIdle(page);
    expect(response?.status()).toBe(status);
    expect(new URL(page.url()).pathname).toBe(finalPath);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
    // The tab names the page too, in the reader's language (a missing page used to read just "MUI X").
    expect(await page.title()).toMatch(heading);
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
  },
);
