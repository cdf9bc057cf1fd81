/**
 * Code blocks highlighted at build time (plugins/static-highlight): the static HTML is already
 * coloured for the reader's colour mode, hydration keeps the same elements instead of re-rendering
 * them, and a page of code downloads no syntax highlighter.
 */
import type {Browser} from 'playwright-core';
import {baseUrl, eventually, launchBrowser, newDesktopContext, unexpectedConsoleErrors, waitForHydration, watchProblems} from './harness';
import {waitForIdle} from './settle';
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
  const background = await page
    .locator('pre.prism-code')
    .first()
    .evaluate((el) => getComputedStyle(el.closest('.theme-code-block')!).backgroundColor);
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
          if (node instanceof Element && (node.matches('.theme-code-block') || node.querySelector('.theme-code-block')))
            w.__removedCode += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(baseUrl() + PAGE, {waitUntil: 'load'});
  await waitForHydration(page);
  // The frames after hydration (its effects' renders) are painted too.
  await waitForIdle(page);
  expect(await page.locator('pre.prism-code .token.keyword').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as {__removedCode: number}).__removedCode)).toBe(0);
  await context.close();
});

test('a page of code downloads no syntax highlighter, and its blocks still copy their code', async () => {
  const context = await newDesktopContext(browser, {permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  const problems = watchProblems(page);
  // Every script from the first request on.
  const downloaded = collectScripts(page);
  await page.goto(baseUrl() + TEXT_PAGE, {waitUntil: 'load'});
  await waitForHydration(page);
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
  await context.close();
});

test('Markdown code blocks copy as demo sources do: 2000 ms, Ctrl/Cmd+C on the hovered block, a visible failure', async () => {
  const context = await newDesktopContext(browser, {permissions: ['clipboard-read', 'clipboard-write']});
  // A fake clock, installed before the page's scripts run: the test moves time to the edges of the
  // 2000 ms instead of waiting for them.
  await context.clock.install();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + '/x/react-data-grid', {waitUntil: 'load'});
  await waitForHydration(page);
  const blocks = page.locator('.markdown .theme-code-block');
  const first = blocks.first();
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  const button = first.getByRole('button', {name: /^cop/i});
  // What the button says, as a reader of the page (or its screen reader) gets it.
  const says = () => button.getAttribute('aria-label');
  // Time stands still from here until the clock is moved on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await button.click();
  expect(await eventually(says, (label) => label === 'Copied')).toBe('Copied');
  // Lines as the reader sees them (innerText doubles the line breaks of the line elements).
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(await first.locator('pre').innerText()));
  await page.clock.runFor(1999);
  expect(await says()).toBe('Copied');
  await page.clock.runFor(1);
  expect(await eventually(says, (label) => label !== 'Copied')).not.toBe('Copied');
  await page.clock.resume();

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
  // An unhandled rejection is reported once the page's pending tasks have run.
  await waitForIdle(page);
  expect(problems.pageErrors).toEqual([]);
  expect(unexpectedConsoleErrors(problems)).toEqual([]);
  await context.close();
});
