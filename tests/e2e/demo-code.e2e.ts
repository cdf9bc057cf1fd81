/**
 * A demo's code in the built site: copy buttons and Ctrl+C, a visible failure when the clipboard
 * refuses, live editing that re-renders the demo, and export (sandbox forms and a zip that
 * `vite build` builds).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type {Browser, Locator, Page} from 'playwright-core';
import {launchBrowser, baseUrl, eventually, watchProblems, downloadedBytes} from './harness';
import {contextWithClipboard, demo, readClipboard, waitHydrated, waitReady} from './demo-helpers';

/** Waits for demo `name` to be ready, opens its live editor and returns the block and the editor. */
async function openLiveEditor(page: Page, name: string): Promise<{block: Locator; editor: Locator}> {
  await waitReady(page, name);
  const block = demo(page, name);
  await block.getByRole('button', {name: 'Edit the code live'}).click();
  const editor = block.getByRole('textbox', {name: `Edit the ${name} source`});
  await editor.waitFor();
  return {block, editor};
}
import {SharedTab} from './shared-tab';

let browser: Browser;
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  // Editing and exporting a demo keeps nothing beyond its page: those tests walk one tab from page
  // to page (tests/e2e/shared-tab.ts). Copying needs the clipboard permission, export to a sandbox
  // intercepted requests: those keep a context of their own.
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/** A page expression: the text of the demo's n-th copy button (0: the toolbar's compact one, 1: the source's). */
const copyLabel = (name: string, index: number) =>
  `document.querySelectorAll('[data-demo="${name}"] button[data-copy-status]')[${index}]?.textContent`;

test('copy buttons say Copied for 2000 ms (compact: 1200 ms), Ctrl+C copies the hovered block, and a refused copy says it failed', async () => {
  const context = await contextWithClipboard(browser);
  // A fake clock, installed before the page's scripts run: the test moves time to the edges of the
  // 2000 and 1200 ms instead of waiting for them.
  await context.clock.install();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + '/x/react-tree-view', {waitUntil: 'load'});
  await waitHydrated(page);
  const block = demo(page, 'PlanChecklist');
  await waitReady(page, 'PlanChecklist');
  await block.locator('pre[data-demo-source-file]').scrollIntoViewIfNeeded();
  const code = await block.locator('pre[data-demo-source-file]').innerText();
  // Time stands still from here until the clock is moved on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  const sourceCopy = block.locator('button[data-copy-status]').last();
  await sourceCopy.click();
  await page.waitForFunction(`${copyLabel('PlanChecklist', 1)} === 'Copied'`);
  expect(await readClipboard(page)).toContain("import {RichTreeView} from '@mui/x-tree-view/RichTreeView';");
  await page.clock.runFor(1999);
  expect(await page.evaluate(copyLabel('PlanChecklist', 1))).toBe('Copied');
  await page.clock.runFor(1);
  await page.waitForFunction(`${copyLabel('PlanChecklist', 1)} === 'Copy'`);

  const compact = block.getByRole('toolbar').locator('[data-toolbar-item="copy"]');
  await compact.click();
  await page.waitForFunction(
    () => document.querySelector('[data-demo="PlanChecklist"] [data-toolbar-item="copy"]')?.textContent === 'Copied',
  );
  await page.clock.runFor(1199);
  expect(await compact.textContent()).toBe('Copied');
  await page.clock.runFor(1);
  await page.waitForFunction(
    () => document.querySelector('[data-demo="PlanChecklist"] [data-toolbar-item="copy"]')?.textContent === 'Copy',
  );
  await page.clock.resume();

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

  // When the clipboard refuses (the Clipboard API and the legacy fallback), the UI says the copy failed.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
    document.execCommand = () => false;
  });
  const button = demo(page, 'ProjectTree').locator('button[data-copy-status]').last();
  await button.click();
  await page.waitForFunction(`${copyLabel('ProjectTree', 1)} === 'Copy failed'`);
  await expect(demo(page, 'ProjectTree').getByRole('status').innerText()).resolves.toMatch(/copy failed/i);
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});

test('the live editor keeps every keystroke, at any typing speed (BookingDatePicker)', async () => {
  const {page, problems} = await tab.open('/x/react-date-pickers');
  const {block, editor} = await openLiveEditor(page, 'BookingDatePicker');
  const text = () => editor.evaluate((el) => (el instanceof HTMLTextAreaElement ? el.value : (el as HTMLElement).innerText));
  const compileError = () => block.evaluate((el) => el.querySelector('[data-demo-compile-error]')?.textContent ?? null);
  const original = await text();
  // A reader clicks at the start of line 1 and types: fast, then faster, then as fast as keys go.
  const box = (await editor.boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + 8);
  await page.keyboard.press('Control+Home');
  let typed = '';
  for (const [word, delay] of [
    ['abcdefghij', 50],
    ['klmnop', 200],
    ['qrstuvwxyz', 0],
  ] as const) {
    const errorBefore = await compileError();
    await page.keyboard.type(word, {delay});
    typed += word;
    // The block re-renders from the edited code in between: the letters break line 1, and the
    // compile error shown inline moves with them.
    expect(await eventually(compileError, (error) => error !== null && error !== errorBefore, 10000)).not.toBe(errorBefore);
    expect((await text()).split('\n')[0]).toBe(typed + original.split('\n')[0]);
  }
  expect(problems.pageErrors).toEqual([]);
});

test('live editing re-renders the demo, shows errors inline, and Reset restores it', async () => {
  const {page, problems} = await tab.open('/x/react-charts');
  const {block, editor} = await openLiveEditor(page, 'MonthlyRevenueBars');
  const original = await editor.inputValue();
  expect(original).toContain('label="Stack the shops"');

  // Type like a reader: select text in the editor (or all of it), then key it in.
  const selectInEditor = (needle: string | null) =>
    editor.evaluate((el: HTMLTextAreaElement, text) => {
      el.focus();
      const start = text === null ? 0 : el.value.indexOf(text);
      if (start < 0) throw new Error(`"${text}" is not in the editor`);
      el.setSelectionRange(start, text === null ? el.value.length : start + text.length);
    }, needle);

  await selectInEditor('the shops');
  await page.keyboard.type('both shops', {delay: 20});
  expect(await editor.inputValue()).toContain('label="Stack both shops"');
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

  await block.getByRole('button', {name: 'Reset code to the original'}).click();
  await block.getByRole('switch', {name: 'Stack the shops'}).waitFor();
  expect(problems.pageErrors).toEqual([]);
});

test('export of an edited demo: package.json follows the edited imports; an unknown adapter is shown, not thrown away', async () => {
  // Downloads are accepted in every context unless turned off.
  const {page, problems} = await tab.open('/x/react-date-pickers');
  const {block, editor} = await openLiveEditor(page, 'BookingDatePicker');
  const editFirstLine = async (line: string) => {
    await editor.focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.insertText(line + '\n');
  };
  const exportZip = async () => {
    await block.getByRole('button', {name: 'Export this demo'}).click();
    const downloadPromise = page.waitForEvent('download');
    await block.getByRole('menuitem', {name: 'Download project (.zip)'}).click();
    const zip = await JSZip.loadAsync(await downloadedBytes(await downloadPromise));
    const file = (name: string) =>
      Object.values(zip.files)
        .find((f) => f.name.endsWith('/' + name))!
        .async('string');
    return {pkg: JSON.parse(await file('package.json')), demo: await file('src/Demo.tsx')};
  };

  await editFirstLine("import debounce from 'lodash/debounce';");
  const edited = await exportZip();
  expect(edited.demo).toContain("import debounce from 'lodash/debounce';");
  expect(edited.pkg.dependencies).toMatchObject({lodash: expect.any(String), '@mui/x-date-pickers': '8.15.0', dayjs: expect.any(String)});
  if (edited.pkg.dependencies.lodash === 'latest') expect(edited.pkg['//']).toContain('lodash');

  await editFirstLine("import {AdapterTemporal} from '@mui/x-date-pickers/AdapterTemporal';");
  await block.getByRole('button', {name: 'Export this demo'}).click();
  await block.getByRole('menuitem', {name: 'Download project (.zip)'}).click();
  const alert = block.getByRole('alert').filter({hasText: "Can't determine required npm package for adapter"});
  await alert.waitFor();
  expect(await alert.innerText()).toContain('AdapterTemporal');
  expect(problems.pageErrors).toEqual([]);
});

test('what a reader copies compiles in a fresh project: the data modules are files of the source view', async () => {
  const context = await contextWithClipboard(browser);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + '/x/react-data-grid/filtering/quick-filter', {waitUntil: 'load'});
  await waitHydrated(page);
  await waitReady(page, 'FilteringQuickFilterInitial');
  const block = demo(page, 'FilteringQuickFilterInitial');
  const tabs = block.getByRole('tab');
  const names = await tabs.allInnerTexts();
  // The demo, the data module it imports and the module that one imports.
  expect(names).toEqual(['FilteringQuickFilterInitial.tsx', 'demo-data/staff-directory.ts', 'demo-data/random.ts']);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-copy-'));
  for (const [i, name] of names.entries()) {
    await tabs.nth(i).click();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await block.locator('pre[data-demo-source-file] ~ button[data-copy-status]').click();
    await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '');
    const copied = await readClipboard(page);
    expect(copied).not.toContain('@site/');
    fs.mkdirSync(path.dirname(path.join(dir, 'src', name)), {recursive: true});
    fs.writeFileSync(path.join(dir, 'src', name), copied);
  }
  expect(fs.readFileSync(path.join(dir, 'src', names[0]!), 'utf8')).toContain("from './demo-data/staff-directory'");
  expect(problems.pageErrors).toEqual([]);
  await context.close();

  // A fresh project with the packages installed (the portal's node_modules stand in for npm install).
  fs.symlinkSync(fs.realpathSync(path.resolve('node_modules')), path.join(dir, 'node_modules'), 'dir');
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({compilerOptions, include: ['src']}));
  const tsc = spawnSync(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '-p', dir], {
    encoding: 'utf8',
    timeout: 240000,
  });
  expect({status: tsc.status, out: tsc.stdout}).toEqual({status: 0, out: ''});
  fs.rmSync(dir, {recursive: true, force: true});
}, 300000);

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
  const zip = await JSZip.loadAsync(await downloadedBytes(download));
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
  const css = built
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(project, 'dist/assets', f), 'utf8'))
    .join('');
  expect(css).toContain('rounded-2xl');
  fs.rmSync(dir, {recursive: true, force: true});
}, 300000);
