/**
 * Demo sources are coloured from tokens computed at build time (plugins/demo-blocks/generate/
 * highlight.ts): the static HTML is coloured for the reader's colour mode, and a demo page loads no
 * syntax highlighter until the reader edits code. Edited code, which the build never saw, is
 * coloured by Prism loaded on demand.
 */
import type {Browser, Page} from 'playwright-core';
import {baseUrl, eventually, launchBrowser, newDesktopContext, openPage, waitForHydration, watchProblems} from './harness';
import {asRgb, collectScripts, keywordColour, PRISM_MARKER} from './code-highlight';
import {darkCodeTheme, lightCodeTheme} from '../../src/lib/prism-themes';

const PAGE = '/x/react-data-grid';
const DEMO = 'InventoryGrid';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const source = (page: Page) => page.locator(`[data-demo="${DEMO}"] pre[data-demo-source-file]`);
const colourOf = (page: Page, selector: string) =>
  source(page)
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).color);

test('the static HTML colours demo sources for the dark mode before any bundle runs', async () => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(baseUrl() + PAGE, {waitUntil: 'load'});
  expect(await colourOf(page, '.token.keyword')).toBe(asRgb(keywordColour(darkCodeTheme)));
  expect(await source(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(asRgb(darkCodeTheme.plain.backgroundColor!));
  await context.close();
});

test('a demo page loads no highlighter: expanded, TS and JS sources come coloured from the build', async () => {
  // Its own context: the JS choice below is kept in a cookie.
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  const problems = watchProblems(page);
  // Every script from the first request on.
  const scripts = collectScripts(page);
  await page.goto(baseUrl() + PAGE, {waitUntil: 'load'});
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');

  const block = page.locator(`[data-demo="${DEMO}"]`);
  const collapsedLines = await source(page).locator('.token-line').count();
  await block.getByRole('button', {name: /^Expand code \((\d+) lines\)$/}).click();
  const expandedLines = await source(page).locator('.token-line').count();
  expect(expandedLines).toBeGreaterThan(collapsedLines);
  expect(await colourOf(page, '.token.keyword')).toBe(asRgb(keywordColour(lightCodeTheme)));
  // The last line is coloured too: the whole file's tokens came with the page.
  expect(await source(page).locator('.token-line').last().locator('.token.punctuation').count()).toBeGreaterThan(0);

  await block.getByRole('button', {name: 'JS, show JavaScript'}).click();
  expect(
    await eventually(
      () => source(page).getAttribute('data-demo-source-file'),
      (name) => /\.js$/.test(name ?? ''),
    ),
  ).toMatch(/\.js$/);
  expect(await source(page).locator('.token.keyword').first().innerText()).toBe('import');
  expect(await source(page).innerText()).not.toMatch(/: GridColDef|<GridColDef/);

  await page.waitForLoadState('networkidle');
  expect((await scripts()).filter((s) => s.includes(PRISM_MARKER))).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});

test('edited code, which the build never saw, is coloured once the reader stops editing', async () => {
  const {page, problems} = await openPage(browser, PAGE);
  const block = page.locator(`[data-demo="${DEMO}"]`);
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', {name: 'Edit the code live'}).click();
  const editor = block.getByRole('textbox', {name: new RegExp(`Edit the ${DEMO} source`)});
  await editor.waitFor();
  // Replace the first line (an import) with a statement of our own.
  await editor.evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    el.setSelectionRange(0, el.value.indexOf('\n'));
  });
  await page.keyboard.type('const answer = 42;', {delay: 20});
  await block.getByRole('button', {name: 'Done editing the code'}).click();
  const firstKeyword = () =>
    source(page)
      .locator('.token.keyword')
      .first()
      .innerText({timeout: 1000})
      .catch(() => '');
  expect(await source(page).innerText()).toContain('const answer = 42;');
  expect(await eventually(firstKeyword, (keyword) => keyword === 'const', 10000)).toBe('const');
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});
