/**
 * Site chrome a reader notices: no light flash on a dark reload, system mode following the OS live,
 * the settings drawer (mode, direction, density), a throwing localStorage, the version switcher
 * only on X product sections and keeping the reader's page, and the product switcher. Axe over
 * /x/introduction in both colour modes is the a11y sweep's (CONTENT_PAGES there, light and dark).
 */
import type {Browser, Page} from 'playwright-core';
import {
  baseUrl,
  eventually,
  launchBrowser,
  newDesktopContext,
  openPage,
  saveScreenshot,
  waitForHydration,
  waitForPageLeft,
  watchProblems,
} from './harness';
import {SharedTab} from './shared-tab';
import {waitForIdle} from './settle';
import {EXTERNAL_VERSION_HOSTS, VERSIONS} from '@site/src/config/portal';
import {THEME_COLORS} from '@site/src/lib/reader-settings';
import {PRODUCTS} from '@site/src/config/products';
import {parsePortalPath, xPath} from '@site/src/lib/portal-paths';
import {inPortalPrefixes} from '@site/src/lib/version-switch';
import {readBuildSitemaps} from '@site/bench/lib/sitemap';
import {buildDir} from './site-pages';

let browser: Browser;
/** The switcher tests only read and use the navbar: one tab walks their pages (tests/e2e/shared-tab.ts). */
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/**
 * After a link, the navbar follows the new page in a render of its own, just after the page's first
 * frame: its language menu then leads to the page's twin in the other language.
 */
async function waitForNavbarOf(page: Page, pathname: string): Promise<void> {
  const twin = pathname.startsWith('/zh/') ? pathname.slice(3) : `/zh${pathname}`;
  await page.locator(`nav.navbar a.dropdown__link[href="${twin}"]`).waitFor({state: 'attached', timeout: 10_000});
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

function isDark(rgb: string): boolean {
  const [r, g, b] = (rgb.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
  return r + g + b < 150;
}

test('a dark reload paints dark on the first frame, before any JS bundle runs, and after hydration', async () => {
  // A reader who chose dark on an earlier visit: the choice is in localStorage before the page loads.
  const context = await newDesktopContext(browser, {
    storageState: {cookies: [], origins: [{origin: baseUrl(), localStorage: [{name: 'mui-mode', value: 'dark'}]}]},
  });
  // Block every JS bundle: only the inline head/body scripts of the static HTML can run.
  await context.route('**/assets/js/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(baseUrl() + '/x/introduction', {waitUntil: 'domcontentloaded'});
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
  expect(isDark(await backgroundOf(page))).toBe(true);
  expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe(THEME_COLORS.dark);
  await saveScreenshot(page, 'chrome-dark-first-frame');

  await context.unroute('**/assets/js/**');
  await page.reload({waitUntil: 'load'});
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  expect(isDark(await backgroundOf(page))).toBe(true);
  await saveScreenshot(page, 'chrome-dark-hydrated');
  await context.close();
});

test('system mode follows an emulated prefers-color-scheme change live, and the browser chrome (theme-color) continues the navbar in both modes', async () => {
  const {page} = await openPage(browser, '/x/react-charts', {colorScheme: 'light'});
  const colours = () =>
    page.evaluate(() => {
      const hex = (rgb: string) =>
        '#' +
        (rgb.match(/\d+/g) ?? [])
          .slice(0, 3)
          .map((n) => Number(n).toString(16).padStart(2, '0'))
          .join('');
      return {
        navbar: hex(getComputedStyle(document.querySelector('nav.navbar')!).backgroundColor),
        meta: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      };
    });
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  const light = await colours();
  expect(light.meta).toBe(light.navbar);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.waitForFunction(() => document.body.classList.contains('dark'));
  const dark = await colours();
  expect(dark.meta).toBe(dark.navbar);
  expect(dark.navbar).not.toBe(light.navbar);
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
  [
    'its methods throw',
    () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      }
    },
  ],
  [
    'reading it throws',
    () => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    },
  ],
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
  // A client-side navigation reads the stored docs version again: judged once the new page is
  // the only one and its effects have run.
  await page.locator('a[href="/x/introduction/installation"]').first().click();
  await page.waitForURL('**/x/introduction/installation');
  await waitForPageLeft(page);
  await waitForIdle(page);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(warnings.filter((w) => /storage/i.test(w))).toEqual([]);
  await context.close();
});

test('the version switcher shows only on the introduction and product sections', async () => {
  // Reached by links, each step expecting the opposite of the one before: a navbar still showing
  // the page left cannot pass for the new one. The first and the Chinese page load cold.
  for (const [path, shown] of [
    ['/versions', false],
    ['/x/react-charts', true],
    ['/getting-started/installation', false],
    ['/x/introduction/licensing', true],
    ['/zh/x/react-tree-view', true],
  ] as const) {
    const {page} = await tab.open(path);
    const count = () => page.locator('[data-version-switcher]').count();
    await eventually(count, (n) => n === (shown ? 1 : 0), 10_000);
    // Settled, not passing through: read again once the page is idle.
    await waitForIdle(page);
    expect([path, await count()]).toEqual([path, shown ? 1 : 0]);
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
  const problems: string[] = [];
  for (const locale of ['', '/zh']) {
    // Every product landing in every in-portal version, and a deep page: all the switcher's links read on each.
    const sources = [
      ...inPortal.flatMap((v) => PRODUCTS.map((p) => xPath(locale, v.pathPrefix, p.slug))),
      xPath(locale, '', 'react-data-grid/sorting'),
    ].filter((p) => existing.has(p));
    expect(sources.length).toBeGreaterThanOrEqual(PRODUCTS.length + 1);
    for (const source of sources) {
      const {page} = await tab.open(source);
      const rest = parsePortalPath(source, inPortalPrefixes(VERSIONS)).rest;
      const want = inPortal.map((v) => [v.name, expected(locale, v.pathPrefix, rest)]);
      const read = () =>
        page
          .locator('.navbar__item:has(> [data-version-switcher]) [data-version]')
          .evaluateAll((els) => els.map((e) => [e.getAttribute('data-version'), e.getAttribute('href')]));
      // The navbar follows the page just after its first frame: read until it has (or time is up).
      const links = await eventually(read, (l) => want.every(([name, href]) => l.some(([n, h]) => n === name && h === href)), 10_000);
      for (const v of inPortal) {
        const href = links.find(([name]) => name === v.name)?.[1];
        if (href !== expected(locale, v.pathPrefix, rest))
          problems.push(`${source}: ${v.label} -> ${href}, expected ${expected(locale, v.pathPrefix, rest)}`);
        if (href && !existing.has(href)) problems.push(`${source}: ${v.label} -> ${href}, which is not a page`);
      }
    }
  }
  expect(problems).toEqual([]);
  // External versions link a page only where that version had it (src/config/external-versions.ts):
  // Sankey is new in v8 (v6: the Charts landing) and v5 had no Charts (its introduction).
  for (const source of ['/x/react-charts/sankey', '/zh/x/react-charts/sankey']) {
    const {page: sankey} = await tab.open(source);
    await waitForNavbarOf(sankey, source);
    const externalHref = (name: string) =>
      sankey.locator(`.navbar__item:has(> [data-version-switcher]) [data-version="${name}"]`).first().getAttribute('href');
    expect([source, await externalHref('v6'), await externalHref('v5')]).toEqual([
      source,
      `${EXTERNAL_VERSION_HOSTS.v6}/x/react-charts/`,
      `${EXTERNAL_VERSION_HOSTS.v5}/x/introduction/`,
    ]);
  }
  // Following a link lands there.
  const {page} = await tab.open('/x/introduction/licensing');
  await waitForNavbarOf(page, '/x/introduction/licensing');
  const hrefOf = (name: string) =>
    page.locator(`.navbar__item:has(> [data-version-switcher]) [data-version="${name}"]`).first().getAttribute('href');
  expect(await hrefOf('v6')).toBe(`${EXTERNAL_VERSION_HOSTS.v6}/x/introduction/`);
  await page.locator('[data-version-switcher]').first().hover();
  await page.locator('.navbar__item:has(> [data-version-switcher]) [data-version="7.x"]').first().click();
  await page.waitForURL('**/x/7.x/introduction');
  await waitForPageLeft(page);
  expect(await page.locator('main').innerText()).toMatch(/v7/);
  // The mouse leaves the navbar: a menu left open under it would be the next test's.
  await page.mouse.move(640, 700);
});

test('the product switcher lists every product and highlights the current one', async () => {
  const {page} = await tab.open('/x/react-charts');
  await waitForNavbarOf(page, '/x/react-charts');
  const items = page.locator('.navbar__item:has(> [data-product-switcher]) [data-product]');
  expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-product')))).toEqual([
    'data-grid',
    'date-pickers',
    'charts',
    'tree-view',
    'material',
  ]);
  expect(await page.locator('.navbar__item:has(> [data-product-switcher]) [aria-current="true"]').getAttribute('data-product')).toBe(
    'charts',
  );
});

// Each on a page of its own: the tab shows another page between them, so each arrives by a link.
test.each([
  ['product', '/x/react-tree-view'],
  ['version', '/x/react-data-grid'],
] as const)('Escape closes the %s menu and returns focus to its button, from the keyboard and under the mouse', async (which, path) => {
  const {page} = await tab.open(path);
  await waitForNavbarOf(page, path);
  const item = page.locator(`.navbar__item:has(> [data-${which}-switcher])`).first();
  const button = item.locator(`[data-${which}-switcher]`);
  const menu = item.locator('.dropdown__menu');
  // Keyboard: open with Enter, move into the menu, Escape. The menu fades in and out: each state
  // is waited for, within a time a reader would still call immediate.
  await button.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor({state: 'visible', timeout: 5000});
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.dropdown__menu') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await menu.waitFor({state: 'hidden', timeout: 5000});
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  // Mouse: the menu shows on hover; Escape hides it while the mouse is still there.
  await button.hover();
  await menu.waitFor({state: 'visible', timeout: 5000});
  await page.keyboard.press('Escape');
  await menu.waitFor({state: 'hidden', timeout: 5000});
  await page.mouse.move(640, 700);
});
