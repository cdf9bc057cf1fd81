/**
 * Live demo blocks in the built site: each product's demos render and respond; TS/JS and styling
 * choices apply to every demo, persist in cookies and follow the URL hash; the toolbar is
 * one keyboard stop that reports to analytics; pages without demos load no demo code (the demo's
 * code — copy, live editing, export — is tested in demo-code.e2e.ts).
 */
import type {Browser, Page} from 'playwright-core';
import {NEAR_VIEWPORT_MARGIN_PX} from '../../plugins/demo-blocks/theme/DemoBlock/Preview/reader-moved';
import {launchBrowser, baseUrl, errorsOf, openPage, openPageIn, saveScreenshot, stubGtag, waitForPageLeft} from './harness';
import {waitForIdle} from './settle';
import {contextWithClipboard, demo, openDemoPage, sourceText, waitHydrated, waitReady} from './demo-helpers';
import {SharedTab} from './shared-tab';

let browser: Browser;
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  // Tests that use demos without changing cookies walk one tab from page to page
  // (tests/e2e/shared-tab.ts); the TS/JS and styling choices (cookies), analytics (a gtag stub, a
  // route), the dark mode and the request log of a first load keep a context of their own.
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/**
 * Shows `pathname` in the shared tab with all of its content: reached by a link, a long page renders
 * what follows its first screen in the next frame (plugins/page-rest).
 */
async function openWhole(pathname: string) {
  const visit = await tab.open(pathname);
  await visit.page.waitForSelector('[data-page-rest="pending"]', {state: 'detached'});
  return visit;
}

describe('each product page runs its demos', () => {
  test('data grid: a row checkbox selects a row', async () => {
    const {page, problems} = await tab.open('/x/react-data-grid');
    await waitReady(page, 'InventoryGrid');
    const grid = demo(page, 'InventoryGrid');
    await expect(grid.getByTestId('selection-summary').innerText()).resolves.toBe('Tick rows to select them.');
    await grid.getByRole('checkbox', {name: 'Select row'}).first().click();
    await expect(grid.getByTestId('selection-summary').innerText()).resolves.toBe('1 product line(s) selected');
    expect(problems.pageErrors).toEqual([]);
  });

  test('date pickers: clicking a free day books it; weekends are disabled', async () => {
    const {page, problems} = await tab.open('/x/react-date-pickers');
    await waitReady(page, 'WorkshopCalendar');
    const calendar = demo(page, 'WorkshopCalendar');
    expect(await calendar.getByRole('gridcell', {name: '6', exact: true}).isDisabled()).toBe(true);
    await calendar.getByRole('gridcell', {name: '10', exact: true}).click();
    await expect(calendar.getByTestId('workshop-summary').innerText()).resolves.toBe('Workshop booked for 10 September 2025.');
    expect(problems.pageErrors).toEqual([]);
  });

  test('charts: the switch stacks the bars and the card metric toggles', async () => {
    const {page, problems} = await tab.open('/x/react-charts');
    await waitReady(page, 'MonthlyRevenueBars');
    const bars = demo(page, 'MonthlyRevenueBars');
    const barTops = () => bars.locator('svg rect').evaluateAll((rects) => rects.map((r) => r.getAttribute('y')).join(','));
    const before = await barTops();
    await bars.getByRole('switch', {name: 'Stack the shops'}).click();
    await expect(bars.getByRole('switch', {name: 'Stack the shops'}).isChecked()).resolves.toBe(true);
    await page.waitForFunction(
      ([b]) =>
        Array.from(document.querySelectorAll('[data-demo="MonthlyRevenueBars"] svg rect'))
          .map((r) => r.getAttribute('y'))
          .join(',') !== b,
      [before],
    );
    await waitReady(page, 'SalesSummaryCard');
    const card = demo(page, 'SalesSummaryCard');
    await expect(card.getByTestId('card-total').innerText()).resolves.toMatch(/k\$$/);
    await card.getByRole('button', {name: 'Orders'}).click();
    await expect(card.getByTestId('card-total').innerText()).resolves.toMatch(/orders$/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('tree view: arrow keys expand and Enter selects', async () => {
    const {page, problems} = await tab.open('/x/react-tree-view');
    await waitReady(page, 'ProjectTree');
    const tree = demo(page, 'ProjectTree');
    await tree.getByRole('treeitem', {name: 'docs'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem', {name: 'guide.md'}).isVisible()).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(tree.getByTestId('tree-selection').innerText()).resolves.toBe('Open: docs/guide.md');
    expect(problems.pageErrors).toEqual([]);
  });
});

test('the static HTML reserves each demo box; mounting the demo shifts nothing', async () => {
  for (const pathname of ['/x/react-data-grid', '/x/react-date-pickers', '/x/react-tree-view', '/x/react-charts']) {
    const html = await (await fetch(baseUrl() + pathname)).text();
    const reserved = [...html.matchAll(/data-demo=(\w+)><div[^>]*style=min-height:(\d+)px/g)].map((m) => [m[1], Number(m[2])] as const);
    expect(reserved.length).toBeGreaterThanOrEqual(2);
    const {page} = await tab.open(pathname);
    for (const [name, heightPx] of reserved) {
      const root = await waitReady(page, name);
      const box = await root.boundingBox();
      expect({name, height: Math.round(box!.height)}).toEqual({name, height: heightPx});
    }
  }
});

test('TS/JS toggle switches every demo, survives a reload (cookie) and follows #...js', async () => {
  const {page} = await openDemoPage(browser, '/x/react-charts');
  const tsSource = await sourceText(page, 'SalesSummaryCard');
  expect(tsSource).toContain('type Metric');
  await demo(page, 'MonthlyRevenueBars').getByRole('button', {name: 'JS, show JavaScript'}).click();
  const jsSource = await sourceText(page, 'SalesSummaryCard');
  expect(jsSource).not.toContain('type Metric');
  expect(jsSource).toContain('const METRICS = {'); // was `const METRICS: Record<Metric, ...> = {`
  await expect(demo(page, 'SalesSummaryCard').locator('pre[data-demo-source-file]').getAttribute('data-demo-source-file')).resolves.toBe(
    'SalesSummaryCard.js',
  );
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'codeVariant')).toMatchObject({value: 'JS', path: '/'});
  expect(cookies.find((c) => c.name === 'codeVariant')!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.reload();
  await waitHydrated(page);
  await expect(
    demo(page, 'SalesSummaryCard').getByRole('button', {name: 'JS, show JavaScript'}).getAttribute('aria-pressed'),
  ).resolves.toBe('true');
  expect(await sourceText(page, 'SalesSummaryCard')).not.toContain('type Metric');

  // A reader with no cookie (the variant is kept nowhere else): the hash decides.
  await page.context().clearCookies();
  const fresh = await openPageIn(page.context(), '/x/react-charts#system-MonthlyRevenueBars.js');
  await waitHydrated(fresh.page);
  await expect(
    demo(fresh.page, 'MonthlyRevenueBars').getByRole('button', {name: 'JS, show JavaScript'}).getAttribute('aria-pressed'),
  ).resolves.toBe('true');
  expect(await sourceText(fresh.page, 'MonthlyRevenueBars')).not.toContain('import type');
  await page.context().close();
});

test('styling variants switch, Tailwind classes style the demo, and Tailwind stays scoped', async () => {
  const {page, problems} = await openDemoPage(browser, '/x/react-charts');
  const card = demo(page, 'SalesSummaryCard');
  await waitReady(page, 'SalesSummaryCard');
  const h1Before = await page
    .locator('h1')
    .first()
    .evaluate((h) => getComputedStyle(h).marginBottom);
  await card.getByRole('button', {name: 'Styling: Tailwind CSS'}).click();
  await page.waitForFunction(
    () => document.querySelector('[data-demo="SalesSummaryCard"] [data-demo-root]')?.getAttribute('data-demo-styling') === 'tailwind',
  );
  await expect(card.locator('pre[data-demo-source-file]').getAttribute('data-demo-source-file')).resolves.toBe(
    'SalesSummaryCard.tailwind.tsx',
  );
  const tailwindCard = card.locator('[data-demo-root] .rounded-2xl');
  await tailwindCard.waitFor();
  const style = await tailwindCard.evaluate((el) => {
    const s = getComputedStyle(el);
    return {radius: s.borderTopLeftRadius, padding: s.paddingTop, background: s.backgroundColor};
  });
  expect(style.radius).toBe('16px'); // rounded-2xl
  expect(style.padding).toBe('20px'); // p-5
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)'); // bg-sky-50
  const pressed = card.getByRole('button', {name: 'Revenue'});
  expect(await pressed.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)'); // text-white
  // No preflight leaked into the site.
  expect(
    await page
      .locator('h1')
      .first()
      .evaluate((h) => getComputedStyle(h).marginBottom),
  ).toBe(h1Before);
  // The Tailwind sheet arrives once, inside the demo cascade layer (above Infima's, below the site's own CSS).
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('style[data-href*="demo-tailwind"]'), (s) => s.getAttribute('data-layer')),
    ),
  ).toEqual(['demo']);
  await card.getByRole('button', {name: 'Orders'}).click();
  await expect(card.getByTestId('card-total').innerText()).resolves.toMatch(/orders$/);

  await card.getByRole('button', {name: 'Styling: Plain CSS'}).click();
  await page.waitForFunction(
    () => document.querySelector('[data-demo="SalesSummaryCard"] [data-demo-root]')?.getAttribute('data-demo-styling') === 'css',
  );
  await expect(card.getByRole('tab', {name: 'SalesSummaryCard.module.css'}).count()).resolves.toBe(1);
  const cssCard = card.locator('[data-demo-root] [class*="card"]').first();
  expect(await cssCard.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('16px');
  expect((await page.context().cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('css');
  // Demos without variants offer no styling switch.
  await expect(demo(page, 'MonthlyRevenueBars').getByRole('group', {name: 'Styling'}).count()).resolves.toBe(0);
  expect(problems.pageErrors).toEqual([]);

  // The hash seeds the styling, percent-encoded as a link may carry it (`%2D` is `-`), for a reader
  // with no cookie (the styling is kept nowhere else).
  await page.context().clearCookies();
  const hashed = await openPageIn(page.context(), '/x/react-charts#tailwind%2DSalesSummaryCard.js');
  await waitHydrated(hashed.page);
  await waitReady(hashed.page, 'SalesSummaryCard');
  await expect(hashed.page.locator('[data-demo="SalesSummaryCard"] [data-demo-root]').getAttribute('data-demo-styling')).resolves.toBe(
    'tailwind',
  );
  await expect(
    hashed.page.locator('[data-demo="SalesSummaryCard"] [data-demo-source-file]').first().getAttribute('data-demo-source-file'),
  ).resolves.toMatch(/\.js$/);
  await page.context().close();

  // A page without Tailwind demos never loads its stylesheet (the tab, with no cookie, never chose Tailwind).
  const grid = await tab.open('/x/react-data-grid');
  await waitReady(grid.page, 'QuickFilterGrid');
  expect(
    await grid.page.evaluate(() => document.querySelectorAll('link[href*="demo-tailwind"], style[data-href*="demo-tailwind"]').length),
  ).toBe(0);
});

test('the toolbar is one tab stop with arrow, Home and End navigation', async () => {
  const {page} = await openWhole('/x/react-tree-view');
  const toolbar = demo(page, 'ProjectTree').getByRole('toolbar');
  await expect(toolbar.locator('[tabindex="0"]').count()).resolves.toBe(1);
  await toolbar.getByRole('button', {name: 'TS, show TypeScript'}).focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-toolbar-item'));
  await page.keyboard.press('ArrowRight');
  await expect(focused()).resolves.toBe('variant-JS');
  await page.keyboard.press('End');
  await expect(focused()).resolves.toBe('export');
  await page.keyboard.press('ArrowRight');
  await expect(focused()).resolves.toBe('variant-TS');
  await page.keyboard.press('ArrowLeft');
  await expect(focused()).resolves.toBe('export');
  await page.keyboard.press('Home');
  await expect(focused()).resolves.toBe('variant-TS');
  await expect(toolbar.locator('[tabindex="0"]').count()).resolves.toBe(1);
  for (const label of await toolbar.locator('[data-toolbar-item]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
    expect(label).toBeTruthy();
  }
});

test('every toolbar control reports its use to analytics through gtag', async () => {
  const context = await contextWithClipboard(browser);
  await stubGtag(context);
  await context.route(/^https:\/\/stackblitz\.com\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<p>stub</p>'}),
  );
  const page = await context.newPage();
  await page.goto(baseUrl() + '/x/react-charts', {waitUntil: 'load'});
  await waitHydrated(page);
  await waitReady(page, 'SalesSummaryCard');
  const card = demo(page, 'SalesSummaryCard');
  const tools = card.getByRole('toolbar');
  const press = (name: string) => tools.getByRole('button', {name, exact: true}).click();

  await press('JS, show JavaScript');
  await press('Styling: Plain CSS');
  await press('Edit the code live');
  await press('Reset code to the original');
  await press('Done editing the code');
  await press('Copy the source');
  await tools.getByRole('link', {name: 'Link to this demo'}).click();
  await press('↺ Reset the demo');
  await press('⇤ Reset focus to the start of the demo');
  await press('Export this demo');
  const popup = context.waitForEvent('page');
  await card.getByRole('menuitem', {name: 'Open in StackBlitz'}).click();
  await (await popup).waitForLoadState();

  const events = await page.evaluate(() =>
    (window as unknown as {__gtagCalls: unknown[][]}).__gtagCalls.filter((c) => c[0] === 'event' && String(c[1]).startsWith('demo_')),
  );
  const seen = events.map(([, name, params]) => {
    const {control, value, target} = params as {control?: string; value?: string; target?: string};
    return [name, control ?? target, value].filter(Boolean).join(':');
  });
  expect(seen).toEqual([
    'demo_toolbar:code-variant:JS',
    'demo_toolbar:code-styling:css',
    'demo_toolbar:edit:on',
    'demo_toolbar:reset-code',
    'demo_toolbar:edit:off',
    'demo_toolbar:copy:ok',
    'demo_toolbar:link',
    'demo_toolbar:reset-demo',
    'demo_toolbar:reset-focus',
    'demo_export:stackblitz',
  ]);
  expect(events.every(([, , params]) => (params as {demo?: string}).demo === 'SalesSummaryCard')).toBe(true);
  await context.close();
});

test('reset demo remounts it; direction and density follow the body attributes', async () => {
  const {page} = await tab.open('/x/react-data-grid');
  await waitReady(page, 'InventoryGrid');
  const grid = demo(page, 'InventoryGrid');
  await grid.getByRole('checkbox', {name: 'Select row'}).first().click();
  await expect(grid.getByTestId('selection-summary').innerText()).resolves.toMatch(/1 product/);
  await grid.getByRole('button', {name: 'Reset the demo'}).click();
  await expect(grid.getByTestId('selection-summary').innerText()).resolves.toBe('Tick rows to select them.');

  // The body outlives a link to the next page: its attributes are put back afterwards.
  const before = await page.evaluate(() => [document.body.getAttribute('dir'), document.body.getAttribute('data-dense')]);
  try {
    await page.evaluate(() => {
      document.body.setAttribute('dir', 'rtl');
      document.body.setAttribute('data-dense', 'true');
    });
    await page.waitForFunction(
      () => document.querySelector('[data-demo="InventoryGrid"] [data-demo-theme]')?.getAttribute('dir') === 'rtl',
    );
    await expect(grid.locator('[data-demo-theme]').getAttribute('data-demo-theme')).resolves.toBe('dense');
    await saveScreenshot(page, 'demo-blocks-rtl-dense');
  } finally {
    await page.evaluate(([dir, dense]) => {
      for (const [name, value] of [
        ['dir', dir],
        ['data-dense', dense],
      ] as const) {
        if (value === null) document.body.removeAttribute(name);
        else document.body.setAttribute(name, value);
      }
    }, before);
  }
});

test('a demo shimmers while it loads; the placeholders of demos further down stay still', async () => {
  // An idle placeholder's endless animation woke the page's main thread at every iteration: 16% of
  // it at 4x CPU on the Sorting page (13 demos) while the reader did nothing.
  const {page} = await openWhole('/x/react-data-grid/sorting');
  const names = await page.locator('[data-demo]').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-demo')!));
  expect(names.length).toBeGreaterThan(6);
  await waitReady(page, names[0]!);
  const still = await page.evaluate(() => ({
    idle: document.querySelectorAll('[data-demo-state="idle"]').length,
    // Endless ones: a transition or a finite animation ends by itself.
    animating: document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length,
    loading: document.querySelectorAll('[data-demo-state="loading"]').length,
  }));
  expect(still.idle).toBeGreaterThan(3);
  expect(still.animating).toBeLessThanOrEqual(still.loading);
  // Scrolled to, a demo loads: its placeholder shimmers until the demo is ready (or is ready already).
  const last = names[names.length - 1]!;
  await page.locator(`[data-demo="${last}"]`).scrollIntoViewIfNeeded();
  const shimmered = await page.waitForFunction((n) => {
    const root = document.querySelector(`[data-demo="${n}"] [data-demo-root]`)!;
    const state = root.getAttribute('data-demo-state');
    if (state === 'ready') return 'ready';
    const placeholder = root.querySelector('[aria-hidden="true"]');
    return state === 'loading' && placeholder && getComputedStyle(placeholder, '::after').animationName !== 'none' ? 'shimmering' : false;
  }, last);
  expect(['shimmering', 'ready']).toContain(await shimmered.jsonValue());
});

/**
 * The page's first demo box sits below the window, within the distance demos load ahead of it once
 * the reader moves: what the tests of when a demo mounts are about.
 */
async function expectFirstDemoJustBelowWindow(page: Page): Promise<void> {
  const below = await page
    .locator('[data-demo-root]')
    .first()
    .evaluate((root) => root.getBoundingClientRect().top - window.innerHeight);
  expect(below).toBeGreaterThan(0);
  expect(below).toBeLessThan(NEAR_VIEWPORT_MARGIN_PX);
}

/** Waits, without scrolling, until the page's first demo has rendered. */
async function waitForFirstDemoReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-demo-root]')?.getAttribute('data-demo-state') === 'ready', undefined, {
    timeout: 30_000,
  });
}

test('opened on a phone, a demo just below the first screen waits for the reader to scroll, then mounts before it is in view', async () => {
  // A data grid's mount is one long task on a phone: a reader still reading the first screen keeps
  // a responsive page; one who scrolls finds the grid ready when it arrives.
  const {page, problems} = await openPage(browser, '/x/react-data-grid/sorting', {viewport: {width: 412, height: 823}});
  await waitForIdle(page);
  await expectFirstDemoJustBelowWindow(page);
  const first = page.locator('[data-demo-root]').first();
  expect(await first.getAttribute('data-demo-state')).toBe('idle');
  expect(await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length)).toBe(0);
  // A short scroll that leaves the box below the window.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 60);
  await page.waitForFunction(() => window.scrollY > 0);
  await waitForFirstDemoReady(page);
  expect(await first.evaluate((root) => root.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  expect(errorsOf(problems)).toEqual([]);
  await page.context().close();
});

test('reached by a link, even one followed without a pointer, a page mounts the demo just below its first screen', async () => {
  const {page, problems} = await openPage(browser, '/x/react-data-grid/filtering', {viewport: {width: 1280, height: 600}});
  await waitForIdle(page);
  // A link followed from the keyboard or by assistive technology: a click event and no pointer.
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('.theme-doc-sidebar-container a[href="/x/react-data-grid/sorting"]')!.click(),
  );
  await page.waitForURL('**/x/react-data-grid/sorting');
  await waitForPageLeft(page);
  await expectFirstDemoJustBelowWindow(page);
  await waitForFirstDemoReady(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(errorsOf(problems)).toEqual([]);
  await page.context().close();
});

test('following a link does not start the demos of the page being left', async () => {
  const {page, problems} = await openPage(browser, '/x/react-data-grid/sorting', {viewport: {width: 1280, height: 600}});
  await waitForIdle(page);
  // The first demo is just below the window (it would load once the reader used the page) and idle.
  await expectFirstDemoJustBelowWindow(page);
  await page.evaluate(() => {
    const roots = Array.from(document.querySelectorAll('[data-demo-root]'));
    const seen = window as unknown as {leftPageDemoStarted: boolean};
    seen.leftPageDemoStarted = false;
    new MutationObserver(() => {
      if (roots.some((root) => root.getAttribute('data-demo-state') !== 'idle')) seen.leftPageDemoStarted = true;
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-demo-state']});
  });
  await page.locator('.theme-doc-sidebar-container a[href="/x/react-data-grid/filtering"]').click();
  await page.waitForURL('**/x/react-data-grid/filtering');
  await waitForPageLeft(page);
  expect(await page.evaluate(() => (window as unknown as {leftPageDemoStarted: boolean}).leftPageDemoStarted)).toBe(false);
  expect(errorsOf(problems)).toEqual([]);
  await page.context().close();
});

test('a demo in the first screen mounts without the reader doing anything', async () => {
  const {page, problems} = await openPage(browser, '/x/react-data-grid/sorting', {viewport: {width: 1350, height: 1400}});
  const first = page.locator('[data-demo-root]').first();
  expect(await first.evaluate((root) => root.getBoundingClientRect().bottom < window.innerHeight)).toBe(true);
  await waitForFirstDemoReady(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(errorsOf(problems)).toEqual([]);
  await page.context().close();
});

test('a page without demos loads no demo or MUI code', async () => {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto(baseUrl() + '/x/introduction', {waitUntil: 'networkidle'});
  expect(scripts.filter((s) => /\/demo-/.test(s))).toEqual([]);
  const muiInPage = await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length);
  expect(muiInPage).toBe(0);
  await context.close();
});

test('demos follow the light and dark modes (screenshots of both)', async () => {
  for (const scheme of ['light', 'dark'] as const) {
    // The tab's context is in the light mode (the default); the dark one is a context of its own.
    const {page} =
      scheme === 'light' ? await tab.open('/x/react-charts') : await openDemoPage(browser, '/x/react-charts', {colorScheme: scheme});
    await waitReady(page, 'SalesSummaryCard');
    await waitReady(page, 'MonthlyRevenueBars');
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(scheme);
    // The demo's MUI paper colour follows Docusaurus's mode (CSS variables bound to data-theme).
    const paper = await demo(page, 'SalesSummaryCard')
      .locator('[data-demo-root] .MuiBox-root')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(paper).toBe(scheme === 'dark' ? 'rgb(36, 37, 38)' : 'rgb(255, 255, 255)');
    await demo(page, 'MonthlyRevenueBars').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `demo-blocks-charts-${scheme}`);
    if (scheme === 'dark') await page.context().close();
  }
});
