/**
 * Live demo blocks in the built site: each product's demos render and respond; TS/JS and styling
 * choices apply to every demo, persist in cookies and follow the URL hash; copy buttons and
 * Ctrl+C work; live editing re-renders; export hands over a project that `vite build` builds; pages
 * without demos load no demo code.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launchBrowser, openPage, baseUrl, saveScreenshot, stubGtag, watchProblems} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);

/** React has hydrated once the first demo box, scrolled into view, leaves its SSR state. */
async function waitHydrated(page: Page) {
  await page.evaluate(() => document.querySelector('[data-demo]')?.scrollIntoView());
  await page.waitForFunction(() => {
    const state = document.querySelector('[data-demo-root]')?.getAttribute('data-demo-state');
    return state !== undefined && state !== 'idle';
  });
}

async function openDemoPage(pathname: string, options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(browser, pathname, options);
  await waitHydrated(opened.page);
  await opened.page.locator('#demos').scrollIntoViewIfNeeded();
  return opened;
}

async function waitReady(page: Page, name: string) {
  const root = demo(page, name).locator('[data-demo-root]');
  await root.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (n) => document.querySelector(`[data-demo="${n}"] [data-demo-root]`)?.getAttribute('data-demo-state') === 'ready',
    name,
    {timeout: 30000},
  );
  return root;
}

async function contextWithClipboard(): Promise<BrowserContext> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
  return context;
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const sourceText = (page: Page, name: string) => demo(page, name).locator('pre[data-demo-source-file]').first().innerText();

describe('each product page runs its demos', () => {
  test('data grid: a row checkbox selects a row', async () => {
    const {page, problems} = await openDemoPage('/x/react-data-grid');
    await waitReady(page, 'InventoryGrid');
    const grid = demo(page, 'InventoryGrid');
    await expect(grid.getByTestId('selection-summary').innerText()).resolves.toBe('Tick rows to select them.');
    await grid.getByRole('checkbox', {name: 'Select row'}).first().click();
    await expect(grid.getByTestId('selection-summary').innerText()).resolves.toBe('1 product line(s) selected');
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  test('date pickers: clicking a free day books it; weekends are disabled', async () => {
    const {page, problems} = await openDemoPage('/x/react-date-pickers');
    await waitReady(page, 'WorkshopCalendar');
    const calendar = demo(page, 'WorkshopCalendar');
    expect(await calendar.getByRole('gridcell', {name: '6', exact: true}).isDisabled()).toBe(true);
    await calendar.getByRole('gridcell', {name: '10', exact: true}).click();
    await expect(calendar.getByTestId('workshop-summary').innerText()).resolves.toBe('Workshop booked for 10 September 2025.');
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  test('charts: the switch stacks the bars and the card metric toggles', async () => {
    const {page, problems} = await openDemoPage('/x/react-charts');
    await waitReady(page, 'MonthlyRevenueBars');
    const bars = demo(page, 'MonthlyRevenueBars');
    const barTops = () => bars.locator('svg rect').evaluateAll((rects) => rects.map((r) => r.getAttribute('y')).join(','));
    const before = await barTops();
    await bars.getByRole('switch', {name: 'Stack the shops'}).click();
    await expect(bars.getByRole('switch', {name: 'Stack the shops'}).isChecked()).resolves.toBe(true);
    await page.waitForFunction(
      ([b]) => Array.from(document.querySelectorAll('[data-demo="MonthlyRevenueBars"] svg rect')).map((r) => r.getAttribute('y')).join(',') !== b,
      [before],
    );
    await waitReady(page, 'SalesSummaryCard');
    const card = demo(page, 'SalesSummaryCard');
    await expect(card.getByTestId('card-total').innerText()).resolves.toMatch(/k\$$/);
    await card.getByRole('button', {name: 'Orders'}).click();
    await expect(card.getByTestId('card-total').innerText()).resolves.toMatch(/orders$/);
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  test('tree view: arrow keys expand and Enter selects', async () => {
    const {page, problems} = await openDemoPage('/x/react-tree-view');
    await waitReady(page, 'ProjectTree');
    const tree = demo(page, 'ProjectTree');
    await tree.getByRole('treeitem', {name: 'docs'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem', {name: 'guide.md'}).isVisible()).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(tree.getByTestId('tree-selection').innerText()).resolves.toBe('Open: docs/guide.md');
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });
});

test('the static HTML reserves each demo box; mounting the demo shifts nothing', async () => {
  for (const pathname of ['/x/react-data-grid', '/x/react-date-pickers', '/x/react-charts', '/x/react-tree-view']) {
    const html = await (await fetch(baseUrl() + pathname)).text();
    const reserved = [...html.matchAll(/data-demo=(\w+)><div[^>]*style=min-height:(\d+)px/g)].map((m) => [m[1], Number(m[2])] as const);
    expect(reserved).toHaveLength(2);
    const {page} = await openDemoPage(pathname);
    for (const [name, heightPx] of reserved) {
      const root = await waitReady(page, name);
      const box = await root.boundingBox();
      expect({name, height: Math.round(box!.height)}).toEqual({name, height: heightPx});
    }
    await page.context().close();
  }
});

test('TS/JS toggle switches every demo, survives a reload (cookie) and follows #...js', async () => {
  const {page} = await openDemoPage('/x/react-charts');
  const tsSource = await sourceText(page, 'SalesSummaryCard');
  expect(tsSource).toContain('type Metric');
  await demo(page, 'MonthlyRevenueBars').getByRole('button', {name: 'Show JavaScript'}).click();
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
  await expect(demo(page, 'SalesSummaryCard').getByRole('button', {name: 'Show JavaScript'}).getAttribute('aria-pressed')).resolves.toBe('true');
  expect(await sourceText(page, 'SalesSummaryCard')).not.toContain('type Metric');
  await page.context().close();

  // A fresh reader with no cookie: the hash decides.
  const fresh = await openPage(browser, '/x/react-charts#system-MonthlyRevenueBars.js');
  await waitHydrated(fresh.page);
  await expect(demo(fresh.page, 'MonthlyRevenueBars').getByRole('button', {name: 'Show JavaScript'}).getAttribute('aria-pressed')).resolves.toBe('true');
  expect(await sourceText(fresh.page, 'MonthlyRevenueBars')).not.toContain('import type');
  await fresh.page.context().close();
});

test('styling variants switch, Tailwind classes style the demo, and Tailwind stays scoped', async () => {
  const {page, problems} = await openDemoPage('/x/react-charts');
  const card = demo(page, 'SalesSummaryCard');
  await waitReady(page, 'SalesSummaryCard');
  const h1Before = await page.locator('h1').first().evaluate((h) => getComputedStyle(h).marginBottom);
  await card.getByRole('button', {name: 'Styling: Tailwind CSS'}).click();
  await page.waitForFunction(() => document.querySelector('[data-demo="SalesSummaryCard"] [data-demo-root]')?.getAttribute('data-demo-styling') === 'tailwind');
  await expect(card.locator('pre[data-demo-source-file]').getAttribute('data-demo-source-file')).resolves.toBe('SalesSummaryCard.tailwind.tsx');
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
  expect(await page.locator('h1').first().evaluate((h) => getComputedStyle(h).marginBottom)).toBe(h1Before);
  // The Tailwind sheet arrives once, inside the demo cascade layer (above Infima's, below the site's own CSS).
  expect(await page.evaluate(() => Array.from(document.querySelectorAll('style[data-href*="demo-tailwind"]'), (s) => s.getAttribute('data-layer')))).toEqual(['demo']);
  await card.getByRole('button', {name: 'Orders'}).click();
  await expect(card.getByTestId('card-total').innerText()).resolves.toMatch(/orders$/);

  await card.getByRole('button', {name: 'Styling: Plain CSS'}).click();
  await page.waitForFunction(() => document.querySelector('[data-demo="SalesSummaryCard"] [data-demo-root]')?.getAttribute('data-demo-styling') === 'css');
  await expect(card.getByRole('tab', {name: 'SalesSummaryCard.module.css'}).count()).resolves.toBe(1);
  const cssCard = card.locator('[data-demo-root] [class*="card"]').first();
  expect(await cssCard.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('16px');
  expect((await page.context().cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('css');
  // Demos without variants offer no styling switch.
  await expect(demo(page, 'MonthlyRevenueBars').getByRole('group', {name: 'Styling'}).count()).resolves.toBe(0);
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();

  // The hash seeds the styling; a page without Tailwind demos never loads its stylesheet.
  const hashed = await openPage(browser, '/x/react-charts#tailwind-SalesSummaryCard.tsx');
  await waitHydrated(hashed.page);
  await waitReady(hashed.page, 'SalesSummaryCard');
  await expect(hashed.page.locator('[data-demo="SalesSummaryCard"] [data-demo-root]').getAttribute('data-demo-styling')).resolves.toBe('tailwind');
  await hashed.page.context().close();
  const grid = await openDemoPage('/x/react-data-grid');
  await waitReady(grid.page, 'QuickFilterGrid');
  expect(await grid.page.evaluate(() => document.querySelectorAll('link[href*="demo-tailwind"]').length)).toBe(0);
  await grid.page.context().close();
});

test('copy buttons say Copied for 2000 ms (compact: 1200 ms) and Ctrl+C copies the hovered block', async () => {
  const context = await contextWithClipboard();
  const page = await context.newPage();
  await page.goto(baseUrl() + '/x/react-tree-view', {waitUntil: 'load'});
  await waitHydrated(page);
  const block = demo(page, 'PlanChecklist');
  await waitReady(page, 'PlanChecklist');
  const code = await block.locator('pre[data-demo-source-file]').innerText();

  const sourceCopy = block.locator('button[data-copy-status]').last();
  await sourceCopy.click();
  const clickedAt = Date.now();
  await page.waitForFunction(() => document.querySelectorAll('[data-demo="PlanChecklist"] button[data-copy-status]')[1]?.textContent === 'Copied');
  expect(await readClipboard(page)).toContain("import {RichTreeView} from '@mui/x-tree-view/RichTreeView';");
  await page.waitForFunction(() => document.querySelectorAll('[data-demo="PlanChecklist"] button[data-copy-status]')[1]?.textContent === 'Copy', undefined, {timeout: 4000});
  const shownMs = Date.now() - clickedAt;
  expect(shownMs).toBeGreaterThan(1700);
  expect(shownMs).toBeLessThan(3000);

  const compact = block.getByRole('toolbar').locator('[data-toolbar-item="copy"]');
  await compact.click();
  const compactAt = Date.now();
  await page.waitForFunction(() => document.querySelector('[data-demo="PlanChecklist"] [data-toolbar-item="copy"]')?.textContent === 'Copied');
  await page.waitForFunction(() => document.querySelector('[data-demo="PlanChecklist"] [data-toolbar-item="copy"]')?.textContent === 'Copy', undefined, {timeout: 3000});
  const compactMs = Date.now() - compactAt;
  expect(compactMs).toBeGreaterThan(1000);
  expect(compactMs).toBeLessThan(1900);

  // Ctrl+C with nothing selected copies the block under the mouse.
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  const other = demo(page, 'ProjectTree').locator('pre[data-demo-source-file]');
  await other.scrollIntoViewIfNeeded();
  await other.hover();
  await page.keyboard.press('Control+c');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== 'something else');
  const copied = await readClipboard(page);
  expect(copied).toContain('export default function ProjectTree()');
  expect(copied).not.toBe(code);
  await context.close();
});

test('when the clipboard refuses, the UI says the copy failed', async () => {
  const {page} = await openDemoPage('/x/react-tree-view');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
    document.execCommand = () => false;
  });
  const button = demo(page, 'ProjectTree').locator('button[data-copy-status]').last();
  await button.click();
  await page.waitForFunction(() => document.querySelectorAll('[data-demo="ProjectTree"] button[data-copy-status]')[1]?.textContent === 'Copy failed');
  await expect(demo(page, 'ProjectTree').getByRole('status').innerText()).resolves.toMatch(/copy failed/i);
  await page.context().close();
});

test('live editing re-renders the demo, shows errors inline, and Reset restores it', async () => {
  const {page, problems} = await openDemoPage('/x/react-charts');
  await waitReady(page, 'MonthlyRevenueBars');
  const block = demo(page, 'MonthlyRevenueBars');
  await block.getByRole('button', {name: 'Edit the code live'}).click();
  const editor = block.getByRole('textbox', {name: /Edit the MonthlyRevenueBars source/});
  await editor.waitFor();
  const original = await editor.innerText();
  expect(original).toContain('label="Stack the shops"');

  // Type like a reader: select text in the editor, then key it in.
  const selectInEditor = (needle: string | null) =>
    editor.evaluate((el, text) => {
      const range = document.createRange();
      if (text === null) {
        range.selectNodeContents(el);
      } else {
        // The highlighted code is split into token spans: map the text offset back onto them.
        const nodes: Text[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
        const full = nodes.map((n) => n.data).join('');
        const start = full.indexOf(text);
        if (start < 0) throw new Error(`"${text}" is not in the editor`);
        const locate = (offset: number): [Text, number] => {
          for (const node of nodes) {
            if (offset <= node.data.length) return [node, offset];
            offset -= node.data.length;
          }
          throw new Error('offset out of range');
        };
        range.setStart(...locate(start));
        range.setEnd(...locate(start + text.length));
      }
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    }, needle);

  await page.waitForTimeout(500); // let the editor settle (it re-renders once mounted)
  await selectInEditor('the shops');
  await page.keyboard.type('both shops', {delay: 20});
  expect(await editor.innerText()).toContain('label="Stack both shops"');
  await block.getByRole('switch', {name: 'Stack both shops'}).waitFor({timeout: 20000});

  await selectInEditor('const stack =');
  await page.keyboard.type('const stack = =', {delay: 20});
  await block.locator('[data-demo-compile-error]').waitFor();
  // The last good render stays while the code does not compile.
  await expect(block.getByRole('switch', {name: 'Stack both shops'}).count()).resolves.toBe(1);

  await selectInEditor(null);
  await page.keyboard.type("export default () => { throw new Error('kaboom') }", {delay: 20});
  await block.locator('[data-demo-error]').waitFor();
  await expect(block.locator('[data-demo-error]').innerText()).resolves.toContain('kaboom');
  await expect(block.locator('[data-demo-compile-error]').count()).resolves.toBe(0);

  await block.getByRole('button', {name: 'Reset the code to the original'}).click();
  await block.getByRole('switch', {name: 'Stack the shops'}).waitFor();
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test('the toolbar is one tab stop with arrow, Home and End navigation', async () => {
  const {page} = await openDemoPage('/x/react-tree-view');
  const toolbar = demo(page, 'ProjectTree').getByRole('toolbar');
  await expect(toolbar.locator('[tabindex="0"]').count()).resolves.toBe(1);
  await toolbar.getByRole('button', {name: 'Show TypeScript'}).focus();
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
  await page.context().close();
});

test('every toolbar control reports its use to analytics through gtag', async () => {
  const context = await contextWithClipboard();
  await stubGtag(context);
  await context.route(/^https:\/\/stackblitz\.com\//, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<p>stub</p>'}));
  const page = await context.newPage();
  await page.goto(baseUrl() + '/x/react-charts', {waitUntil: 'load'});
  await waitHydrated(page);
  await waitReady(page, 'SalesSummaryCard');
  const card = demo(page, 'SalesSummaryCard');
  const tools = card.getByRole('toolbar');
  const press = (name: string) => tools.getByRole('button', {name, exact: true}).click();

  await press('Show JavaScript');
  await press('Styling: Plain CSS');
  await press('Edit the code live');
  await press('Reset the code to the original');
  await press('Stop editing the code');
  await press('Copy the source');
  await tools.getByRole('link', {name: 'Link to this demo'}).click();
  await press('Reset the demo');
  await press('Reset focus to the start of the demo');
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
  const {page} = await openDemoPage('/x/react-data-grid');
  await waitReady(page, 'InventoryGrid');
  const grid = demo(page, 'InventoryGrid');
  await grid.getByRole('checkbox', {name: 'Select row'}).first().click();
  await expect(grid.getByTestId('selection-summary').innerText()).resolves.toMatch(/1 product/);
  await grid.getByRole('button', {name: 'Reset the demo'}).click();
  await expect(grid.getByTestId('selection-summary').innerText()).resolves.toBe('Tick rows to select them.');

  await page.evaluate(() => {
    document.body.setAttribute('dir', 'rtl');
    document.body.setAttribute('data-dense', 'true');
  });
  await page.waitForFunction(() => document.querySelector('[data-demo="InventoryGrid"] [data-demo-theme]')?.getAttribute('dir') === 'rtl');
  await expect(grid.locator('[data-demo-theme]').getAttribute('data-demo-theme')).resolves.toBe('dense');
  await saveScreenshot(page, 'demo-blocks-rtl-dense');
  await page.context().close();
});

test('export: StackBlitz and CodeSandbox get a form POST; the zip builds with vite', async () => {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, acceptDownloads: true});
  const posts: {url: string; body: string}[] = [];
  await context.route(/^https:\/\/(stackblitz\.com|codesandbox\.io)\//, async (route) => {
    posts.push({url: route.request().url(), body: route.request().postData() ?? ''});
    await route.fulfill({status: 200, contentType: 'text/html', body: '<p>sandbox stub</p>'});
  });
  const page = await context.newPage();
  watchProblems(page);
  await page.goto(baseUrl() + '/x/react-charts#tailwind-SalesSummaryCard.tsx', {waitUntil: 'load'});
  await waitHydrated(page);
  const card = demo(page, 'SalesSummaryCard');
  await waitReady(page, 'SalesSummaryCard');

  for (const item of ['Open in StackBlitz', 'Open in CodeSandbox']) {
    await card.getByRole('button', {name: 'Export this demo'}).click();
    const popup = context.waitForEvent('page');
    await card.getByRole('menuitem', {name: item}).click();
    await (await popup).waitForLoadState();
  }
  expect(posts).toHaveLength(2);
  expect(posts[0]!.url).toMatch(/^https:\/\/stackblitz\.com\/run\?file=src%2FDemo\.tsx/);
  expect(decodeURIComponent(posts[0]!.body)).toContain('project[files][package.json]');
  expect(posts[1]!.url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  expect(posts[1]!.body).toMatch(/^parameters=[\w-]+&query=file%3D%2Fsrc%2FDemo\.tsx$/);

  await card.getByRole('button', {name: 'Export this demo'}).click();
  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('menuitem', {name: 'Download project (.zip)'}).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('sales-summary-card-demo.zip');
  const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-export-'));
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir) continue;
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, await entry.async('nodebuffer'));
  }
  const project = path.join(dir, 'sales-summary-card-demo');
  const pkg = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8'));
  expect(pkg.dependencies).toMatchObject({'@mui/x-charts': expect.any(String), react: expect.any(String)});
  expect(pkg.devDependencies).toMatchObject({vite: expect.any(String), tailwindcss: expect.any(String)});
  expect(fs.readFileSync(path.join(project, 'src/Demo.tsx'), 'utf8')).toContain("from './demo-data/sales'");
  await context.close();

  // Offline: the portal's node_modules stand in for `npm install` (CI may install instead).
  fs.symlinkSync(fs.realpathSync(path.resolve('node_modules')), path.join(project, 'node_modules'), 'dir');
  const viteBin = path.resolve('node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {cwd: project, encoding: 'utf8', timeout: 240000});
  expect({status: result.status, stderr: result.stderr}).toEqual({status: 0, stderr: expect.any(String)});
  const built = fs.readdirSync(path.join(project, 'dist/assets'));
  expect(built.some((f) => f.endsWith('.js'))).toBe(true);
  // Tailwind ran in the exported project too: its utilities are in the CSS bundle.
  const css = built.filter((f) => f.endsWith('.css')).map((f) => fs.readFileSync(path.join(project, 'dist/assets', f), 'utf8')).join('');
  expect(css).toContain('rounded-2xl');
  fs.rmSync(dir, {recursive: true, force: true});
}, 300000);

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

test('screenshots of demos in light and dark', async () => {
  for (const scheme of ['light', 'dark'] as const) {
    const {page} = await openDemoPage('/x/react-charts', {colorScheme: scheme});
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
    await page.context().close();
  }
});
