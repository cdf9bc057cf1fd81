/**
 * Site chrome a reader notices: no light flash on a dark reload, system mode following the OS live,
 * the settings drawer (mode, direction, density), a throwing localStorage, the version switcher
 * only on X product sections and keeping the reader's page, the product switcher, and axe.
 */
import type {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, openPage, saveScreenshot, waitForHydration, watchProblems} from './harness';
import {seriousAxeViolations} from './axe';
import {EXTERNAL_VERSION_HOSTS, VERSIONS} from '@site/src/config/portal';
import {THEME_COLORS} from '@site/src/lib/reader-settings';
import {PRODUCTS} from '@site/src/config/products';
import {parsePortalPath, xPath} from '@site/src/lib/portal-paths';
import {inPortalPrefixes} from '@site/src/lib/version-switch';
import {readBuildSitemaps} from '@site/bench/lib/sitemap';
import {buildDir} from './site-pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

function isDark(rgb: string): boolean {
  const [r, g, b] = (rgb.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
  return r + g + b < 150;
}

test('a dark reload paints dark on the first frame, before any JS bundle runs, and after hydration', async () => {
  const {page} = await openPage(browser, '/x/introduction');
  await page.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
  // Block every JS bundle: only the inline head/body scripts of the static HTML can run.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.reload({waitUntil: 'domcontentloaded'});
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
  expect(isDark(await backgroundOf(page))).toBe(true);
  expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe(THEME_COLORS.dark);
  await saveScreenshot(page, 'chrome-dark-first-frame');

  await page.unroute('**/assets/js/**');
  await page.reload({waitUntil: 'load'});
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  expect(isDark(await backgroundOf(page))).toBe(true);
  await saveScreenshot(page, 'chrome-dark-hydrated');
  await page.context().close();
});

test('the browser chrome (theme-color) continues the navbar in both modes', async () => {
  const {page} = await openPage(browser, '/x/introduction', {colorScheme: 'light'});
  const colours = () =>
    page.evaluate(() => {
      const hex = (rgb: string) => '#' + (rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
      return {
        navbar: hex(getComputedStyle(document.querySelector('nav.navbar')!).backgroundColor),
        meta: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      };
    });
  const light = await colours();
  expect(light.meta).toBe(light.navbar);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  const dark = await colours();
  expect(dark.meta).toBe(dark.navbar);
  expect(dark.navbar).not.toBe(light.navbar);
  await page.context().close();
});

test('system mode follows an emulated prefers-color-scheme change live', async () => {
  const {page} = await openPage(browser, '/x/react-charts', {colorScheme: 'light'});
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.waitForFunction(() => document.body.classList.contains('dark'));
  await page.emulateMedia({colorScheme: 'light'});
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.context().close();
});

test('the settings drawer sets mode, direction and density, persists them, and works from the keyboard', async () => {
  const {page, problems} = await openPage(browser, '/x/introduction', {colorScheme: 'light'});
  const button = page.locator('[data-settings-button]').first();
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('[data-settings-drawer]');
  await expect(drawer.isVisible()).resolves.toBe(true);

  await drawer.locator('[data-setting="mode-dark"]').click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);

  const brandX = async () => (await page.locator('.navbar__brand').boundingBox())?.x ?? 0;
  const ltrX = await brandX();
  await drawer.locator('[data-setting="direction-rtl"]').click();
  expect(await page.getAttribute('body', 'dir')).toBe('rtl');
  await drawer.locator('[data-setting="dense"]').check();
  expect(await page.getAttribute('body', 'data-dense')).toBe('true');
  await saveScreenshot(page, 'chrome-settings-drawer-rtl-dark');

  await page.keyboard.press('Escape');
  await expect(drawer.count()).resolves.toBe(0);
  expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.settingsButton)).toBe('');
  // RTL flips the layout: the brand moves from the left edge to the right side.
  expect(await brandX()).toBeGreaterThan(ltrX + 400);

  await page.reload();
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  expect(await page.getAttribute('body', 'dir')).toBe('rtl');
  expect(await page.getAttribute('body', 'data-dense')).toBe('true');
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test.each([
  ['its methods throw', () => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    }
  }],
  ['reading it throws', () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  }],
])('blocked storage (%s): the page works on system mode with no console error', async (_name, block) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  await context.addInitScript(block);
  const page = await context.newPage();
  const problems = watchProblems(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(baseUrl() + '/x/introduction');
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  await page.locator('[data-settings-button]').first().click();
  await page.locator('[data-setting="mode-light"]').click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.keyboard.press('Escape');
  // A client-side navigation reads the stored docs version again.
  await page.locator('a[href="/x/introduction/installation"]').first().click();
  await page.waitForURL('**/x/introduction/installation');
  await page.waitForTimeout(500);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(warnings.filter((w) => /storage/i.test(w))).toEqual([]);
  await context.close();
});

test('the version switcher shows only on the introduction and product sections', async () => {
  for (const [path, shown] of [
    ['/x/react-charts', true],
    ['/x/introduction/licensing', true],
    ['/zh/x/react-tree-view', true],
    ['/getting-started/installation', false],
    ['/versions', false],
  ] as const) {
    const {page} = await openPage(browser, path);
    await waitForHydration(page);
    expect([path, await page.locator('[data-version-switcher]').count()]).toEqual([path, shown ? 1 : 0]);
    await page.context().close();
  }
});

test('the version switcher keeps the page, else its nearest existing ancestor, for every version, product and locale', async () => {
  const existing = new Set(readBuildSitemaps(buildDir()));
  const inPortal = VERSIONS.filter((v) => v.kind === 'in-portal');
  /** Where a link to `target` must lead from `rest` (a path inside a version): the page, else its nearest existing ancestor. */
  const expected = (locale: string, target: string, rest: string) => {
    const parts = rest.split('/');
    for (let i = parts.length; i > 0; i--) {
      const candidate = xPath(locale, target, parts.slice(0, i).join('/'));
      if (existing.has(candidate)) return candidate;
    }
    return xPath(locale, target, 'introduction');
  };
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const problems: string[] = [];
  for (const locale of ['', '/zh']) {
    // Every product landing in every in-portal version, and a deep page: all the switcher's links read on each.
    const sources = [
      ...inPortal.flatMap((v) => PRODUCTS.map((p) => xPath(locale, v.pathPrefix, p.slug))),
      xPath(locale, '', 'react-data-grid/sorting'),
    ].filter((p) => existing.has(p));
    expect(sources.length).toBeGreaterThanOrEqual(PRODUCTS.length + 1);
    for (const source of sources) {
      await page.goto(baseUrl() + source, {waitUntil: 'load'});
      await waitForHydration(page);
      const rest = parsePortalPath(source, inPortalPrefixes(VERSIONS)).rest;
      const links = await page
        .locator('.navbar__item:has(> [data-version-switcher]) [data-version]')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-version'), e.getAttribute('href')]));
      for (const v of inPortal) {
        const href = links.find(([name]) => name === v.name)?.[1];
        if (href !== expected(locale, v.pathPrefix, rest)) problems.push(`${source}: ${v.label} -> ${href}, expected ${expected(locale, v.pathPrefix, rest)}`);
        if (href && !existing.has(href)) problems.push(`${source}: ${v.label} -> ${href}, which is not a page`);
      }
    }
  }
  expect(problems).toEqual([]);
  // Following a link lands there; external versions map the path onto their host.
  await page.goto(baseUrl() + '/x/introduction/licensing', {waitUntil: 'load'});
  await waitForHydration(page);
  const hrefOf = (name: string) => page.locator(`.navbar__item:has(> [data-version-switcher]) [data-version="${name}"]`).first().getAttribute('href');
  expect(await hrefOf('v6')).toBe(`${EXTERNAL_VERSION_HOSTS.v6}/x/introduction/licensing/`);
  expect(await hrefOf('v5')).toBe(`${EXTERNAL_VERSION_HOSTS.v5}/x/introduction/licensing/`);
  await page.locator('[data-version-switcher]').first().hover();
  await page.locator('.navbar__item:has(> [data-version-switcher]) [data-version="7.x"]').first().click();
  await page.waitForURL('**/x/7.x/introduction');
  expect(await page.locator('main').innerText()).toMatch(/v7/);
  await context.close();
});

test.each(['product', 'version'] as const)('Escape closes the %s menu and returns focus to its button, from the keyboard and under the mouse', async (which) => {
  const {page} = await openPage(browser, '/x/react-charts');
  const item = page.locator(`.navbar__item:has(> [data-${which}-switcher])`).first();
  const button = item.locator(`[data-${which}-switcher]`);
  const menu = item.locator('.dropdown__menu');
  // Keyboard: open with Enter, move into the menu, Escape.
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  await expect(menu.isVisible()).resolves.toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.dropdown__menu') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300); // the menu's fade
  await expect(menu.isVisible()).resolves.toBe(false);
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  // Mouse: the menu shows on hover; Escape hides it while the mouse is still there.
  await button.hover();
  await page.waitForTimeout(300);
  await expect(menu.isVisible()).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await expect(menu.isVisible()).resolves.toBe(false);
  await page.context().close();
});

test('the product switcher lists every product and highlights the current one', async () => {
  const {page} = await openPage(browser, '/x/react-charts');
  const items = page.locator('.navbar__item:has(> [data-product-switcher]) [data-product]');
  expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-product')))).toEqual([
    'data-grid', 'date-pickers', 'charts', 'tree-view', 'material',
  ]);
  expect(await page.locator('.navbar__item:has(> [data-product-switcher]) [aria-current="true"]').getAttribute('data-product')).toBe('charts');
  await page.context().close();
});

test.each(['light', 'dark'] as const)('no serious or critical axe violations in %s mode', async (mode) => {
  const {page} = await openPage(browser, '/x/introduction', {colorScheme: mode});
  await waitForHydration(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.context().close();
});
