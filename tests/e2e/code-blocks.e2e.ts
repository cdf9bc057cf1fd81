/**
 * Code blocks highlighted at build time (plugins/static-highlight): the static HTML is already
 * coloured for the reader's colour mode, hydration keeps the same elements instead of re-rendering
 * them, and a page of code downloads no syntax highlighter.
 */
import type {Browser} from 'playwright-core';
import {baseUrl, eventually, launchBrowser, openPage, unexpectedConsoleErrors} from './harness';
import {darkCodeTheme, lightCodeTheme} from '../../src/lib/prism-themes';
import {asRgb, collectScripts, keywordColour, PRISM_MARKER} from './code-highlight';

// A guide whose first code block is TypeScript (it has a keyword) and whose demos come further down.
const PAGE = '/x/react-data-grid/editing';
// A guide with TypeScript code and no demos.
const TEXT_PAGE = '/x/introduction/installation';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const)('the static HTML colours code for the %s mode before any bundle runs', async (mode, theme) => {
  const context = await browser.newContext({colorScheme: mode});
  const page = await context.newPage();
  // Docusaurus's inline colour-mode script still runs; the bundles never arrive.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(baseUrl() + PAGE, {waitUntil: 'load'});
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
  const keyword = page.locator('pre.prism-code .token.keyword').first();
  expect(await keyword.evaluate((el) => getComputedStyle(el).color)).toBe(asRgb(keywordColour(theme)));
  const background = await page.locator('pre.prism-code').first().evaluate((el) => getComputedStyle(el.closest('.theme-code-block')!).backgroundColor);
  expect(background).toBe(asRgb(theme.plain.backgroundColor!));
  await context.close();
});

test('hydration keeps the code blocks of the static HTML instead of rendering them again', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as {__removedCode: number};
    w.__removedCode = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of Array.from(r.removedNodes)) {
          if (node instanceof Element && (node.matches('.theme-code-block') || node.querySelector('.theme-code-block'))) w.__removedCode += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(baseUrl() + PAGE, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.waitForTimeout(300);
  expect(await page.locator('pre.prism-code .token.keyword').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as {__removedCode: number}).__removedCode)).toBe(0);
  await context.close();
});

test('a page of code downloads no syntax highlighter, and its blocks still copy their code', async () => {
  const {page, problems} = await openPage(browser, TEXT_PAGE, {permissions: ['clipboard-read', 'clipboard-write']});
  const downloaded = collectScripts(page);
  await page.reload({waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.waitForLoadState('networkidle');
  const scripts = await downloaded();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes(PRISM_MARKER)).length).toBe(0);
  expect(await page.locator('pre.prism-code .token.keyword').count()).toBeGreaterThan(0);

  const block = page.locator('.theme-code-block').first();
  const code = await block.locator('pre').innerText();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test('Markdown code blocks copy as demo sources do: 2000 ms, Ctrl/Cmd+C on the hovered block, a visible failure', async () => {
  const {page, problems} = await openPage(browser, '/x/react-data-grid', {permissions: ['clipboard-read', 'clipboard-write']});
  const blocks = page.locator('.markdown .theme-code-block');
  const first = blocks.first();
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  const button = first.getByRole('button', {name: /^cop/i});
  // What the button says, as a reader of the page (or its screen reader) gets it.
  const says = () => button.getAttribute('aria-label');
  await button.click();
  const clickedAt = Date.now();
  expect(await eventually(says, (label) => label === 'Copied')).toBe('Copied');
  // Lines as the reader sees them (innerText doubles the line breaks of the line elements).
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(await first.locator('pre').innerText()));
  expect(await eventually(says, (label) => label !== 'Copied', 4000)).not.toBe('Copied');
  const shownMs = Date.now() - clickedAt;
  expect(shownMs).toBeGreaterThan(1700);
  expect(shownMs).toBeLessThan(3000);

  // Ctrl+C with nothing selected copies the block under the mouse.
  const last = blocks.last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await last.locator('pre').hover();
  await page.keyboard.press('Control+c');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== 'something else', undefined, {timeout: 4000});
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(await last.locator('pre').innerText()));

  // Both the Clipboard API and the legacy fallback refuse: the reader sees it, and nothing is left uncaught.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
    document.execCommand = () => false;
  });
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  await button.click();
  expect(await eventually(says, (label) => /failed/i.test(label ?? ''))).toBe('Copy failed: The request is not allowed');
  expect(await button.isVisible()).toBe(true);
  expect(await button.innerText()).toContain('Copy failed');
  expect(await first.getByRole('status').innerText()).toBe('Copy failed: The request is not allowed');
  await page.waitForTimeout(300);
  expect(problems.pageErrors).toEqual([]);
  expect(unexpectedConsoleErrors(problems)).toEqual([]);
  await page.context().close();
});
