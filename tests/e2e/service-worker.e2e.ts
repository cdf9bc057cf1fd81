/**
 * The service worker: with the production host mapped to 127.0.0.1 (a secure origin by flag) it
 * registers at /x/sw.js, and the pages visited work with the server stopped; on 127.0.0.1 itself
 * no worker registers at all.
 */
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, openPage, watchProblems} from './harness';
import {startStaticServer} from '../../scripts/static-server.mjs';
import {PRODUCTION_HOST} from '@site/src/config/portal';

const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');

function isCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (u) => (await caches.match(u, {ignoreVary: true})) !== undefined, url);
}

async function waitUntilCached(page: Page, url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await isCached(page, url)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${url} was never cached`);
}

test('on the production host the worker registers at /x/sw.js and visited pages load offline', async () => {
  const server = await startStaticServer({root: BUILD_DIR});
  const port = new URL(server.url).port;
  const origin = `http://${PRODUCTION_HOST}`;
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser([
      `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1:${port}`,
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ]);
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/x/introduction`, {waitUntil: 'load'});
    expect(await page.evaluate(() => location.host)).toBe(PRODUCTION_HOST);

    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptURL).toBe(`${origin}/x/sw.js`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${origin}/`);

    // The first visit is kept although the worker was not yet in control when it loaded.
    await waitUntilCached(page, `${origin}/x/introduction`);
    // A page reached by client-side navigation is kept too.
    await page.locator('a[href="/x/introduction/installation"]').first().click();
    await page.waitForURL(`${origin}/x/introduction/installation`);
    await waitUntilCached(page, `${origin}/x/introduction/installation`);
    // Same-origin assets and JSON are cached at run time (this is how the search index is kept).
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames).toEqual(expect.arrayContaining(['portal-pages', 'portal-assets']));
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('precache'));
      return name ? (await (await caches.open(name)).keys()).length : 0;
    });
    expect(precached).toBeGreaterThan(0);
    expect(precached).toBeLessThan(20); // the shell, not the site
    expect(problems.pageErrors).toEqual([]);

    await server.close();
    server.server.closeAllConnections();
    // Offline now: the server is gone.
    const offline = await fetch(`${server.url}/x/introduction`).then(
      () => 'answered',
      () => 'unreachable',
    );
    expect(offline).toBe('unreachable');

    await page.goto(`${origin}/x/introduction`, {waitUntil: 'load'});
    expect((await page.locator('h1').first().textContent())?.trim().length).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).not.toHaveLength(0);
    await page.goto(`${origin}/x/introduction/installation`, {waitUntil: 'load'});
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    // Hydrated from cached assets: client-side navigation still works offline.
    await page.locator('a[href="/x/introduction"]').first().click();
    await page.waitForURL(`${origin}/x/introduction`);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
  } finally {
    await browser?.close();
    await server.close().catch(() => undefined);
  }
});

test('on 127.0.0.1 no service worker registers and /x/sw.js is never requested', async () => {
  const browser = await launchBrowser();
  try {
    const requested: string[] = [];
    const {page} = await openPage(browser, '/x/introduction');
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.reload({waitUntil: 'load'});
    await page.locator('a[href="/x/introduction/installation"]').first().click();
    await page.waitForTimeout(2000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(requested).not.toContain('/x/sw.js');
  } finally {
    await browser.close();
  }
});

test('the built worker file exists at /x/sw.js with a small precache list', async () => {
  const fs = await import('node:fs');
  const source = fs.readFileSync(path.join(BUILD_DIR, 'x/sw.js'), 'utf8');
  const urls = [...source.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  expect(urls).toEqual(expect.arrayContaining(['/404.html', '/manifest.json']));
  expect(urls.filter((u) => u.endsWith('.html'))).toEqual(['/404.html']);
  expect(fs.existsSync(path.join(BUILD_DIR, 'sw.js'))).toBe(false);
});

test('an updated worker takes over while it waits, and the page reloads when the tab regains focus', async () => {
  const swFile = path.join(BUILD_DIR, 'x/sw.js');
  const fs = await import('node:fs');
  const original = fs.readFileSync(swFile, 'utf8');
  const server = await startStaticServer({root: BUILD_DIR});
  const port = new URL(server.url).port;
  const origin = `http://${PRODUCTION_HOST}`;
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser([
      `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1:${port}`,
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ]);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/x/introduction`, {waitUntil: 'load'});
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(`${origin}/x/sw.js`);
    await page.evaluate(() => ((window as unknown as {__beforeUpdate: boolean}).__beforeUpdate = true));

    // A new release: the worker file changes; the browser finds it on its next update check.
    fs.writeFileSync(swFile, `${original}\n// release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The waiting worker is told to take over (polled every 100 ms) and becomes the controller...
    const tookOver = async () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return Boolean(r && !r.waiting && !r.installing && r.active?.state === 'activated');
      });
    let waited = 0;
    await page.waitForTimeout(100);
    while (!(await tookOver())) {
      expect((waited += 100)).toBeLessThan(10_000);
      await page.waitForTimeout(100);
    }
    // ...but the reader's page is not reloaded under their eyes.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as {__beforeUpdate?: boolean}).__beforeUpdate)).toBe(true);
    // Coming back to the tab reloads onto the new version.
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.dispatchEvent(new Event('focus')))]);
    expect(await page.evaluate(() => (window as unknown as {__beforeUpdate?: boolean}).__beforeUpdate)).toBeUndefined();
    expect(await page.locator('h1').first().isVisible()).toBe(true);
  } finally {
    fs.writeFileSync(swFile, original);
    await browser?.close();
    await server.close().catch(() => undefined);
  }
});
