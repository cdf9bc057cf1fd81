/**
 * "Copy page" in a doc page's header (plugins/llm-twins/theme/CopyPage): with the keyboard only,
 * the reader copies the page as Markdown and the clipboard holds the twin, demo code included; the
 * menu opens the twin and offers assistants with a prompt citing the twin's public URL.
 */
import type {Browser} from 'playwright-core';
import {baseUrl, launchBrowser, newDesktopContext, waitForHydration} from './harness';
import {SITE_URL} from '../../src/config/portal';

const PAGE = '/x/react-data-grid/sorting';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('copy page as Markdown: the clipboard holds the twin with the demos as TypeScript', async () => {
  const context = await newDesktopContext(browser, {permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  await page.goto(baseUrl() + PAGE, {waitUntil: 'load'});
  await waitForHydration(page);
  const copy = page.getByRole('button', {name: 'Copy page'});
  await copy.focus();
  await page.keyboard.press('Enter');
  await page.getByText('Copied as Markdown').first().waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get(`${baseUrl()}${PAGE}.md`)).text();
  expect(copied).toBe(twin);
  expect(copied).toMatch(/^# Sorting/);
  // The first demo's code, as the page's own source view shows it.
  expect(copied).toContain('```tsx title="SortingInitialModel.tsx"');
  expect(copied).toContain("initialState={{sorting: {sortModel: [{field: 'startDate', sort: 'desc'}]}}}");
  await context.close();
});

test('the menu opens with the keyboard, links the twin and assistants, and Escape closes it', async () => {
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  await page.goto(baseUrl() + PAGE, {waitUntil: 'load'});
  await waitForHydration(page);
  const more = page.getByRole('button', {name: 'More'});
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
  expect(await page.getByRole('link', {name: 'View as Markdown'}).getAttribute('href')).toBe(`${PAGE}.md`);
  const claude = new URL((await page.getByRole('link', {name: 'Open in Claude'}).getAttribute('href'))!);
  expect(claude.searchParams.get('q')).toContain(`${SITE_URL.replace(/\/$/, '')}${PAGE}.md`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', {name: 'View as Markdown'}).count()).resolves.toBe(0);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More');
  await context.close();
});
