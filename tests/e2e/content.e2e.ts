/**
 * The foundation content pages behave as a reader expects: one package-manager choice switches
 * every install snippet and survives a reload, the peer tables show what the installed packages
 * declare, and the versions table links each version to the right place in each language. Their
 * accessibility is checked by the a11y sweep, which always includes them (CONTENT_PAGES there).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage, waitForPageLeft} from './harness';
import {SharedTab} from './shared-tab';
import {EXTERNAL_VERSION_HOSTS} from '@site/src/config/portal';

let browser: Browser;
/**
 * All but the package-manager test (which stores its choice) only read the pages: one tab walks
 * them by links (tests/e2e/shared-tab.ts), English first, then Chinese.
 */
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

function installedPeerRange(pkg: string, peer: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.resolve('node_modules', pkg, 'package.json'), 'utf8'));
  return manifest.peerDependencies[peer];
}

test('choosing pnpm on one install snippet switches all of them and is remembered after a reload', async () => {
  const {page} = await openPage(browser, '/x/introduction/installation');
  const snippets = page.locator('.tabs-container');
  const count = await snippets.count();
  expect(count).toBeGreaterThan(3);
  await expect(snippets.first().locator('pre').first().innerText()).resolves.toContain('npm install');

  await snippets.nth(1).getByRole('tab', {name: 'pnpm'}).click();
  for (let i = 0; i < count; i++) {
    // In view first, as a reader sees it: innerText reads rendered text only.
    const shown = snippets.nth(i).locator('[role="tabpanel"]:not([hidden]) pre');
    await shown.scrollIntoViewIfNeeded();
    const visible = await shown.innerText();
    expect(visible).toContain('pnpm add ');
    expect(visible).not.toContain('npm install');
  }

  await page.reload({waitUntil: 'load'});
  // Docusaurus restores the stored tab choice after hydration, which can lag on a busy machine.
  await page.waitForFunction(
    () => /^pnpm add /.test(document.querySelector('.tabs-container [role="tabpanel"]:not([hidden]) pre')?.textContent ?? ''),
    undefined,
    {timeout: 15000},
  );
  await page.context().close();
});

test('the peer dependency tables show the ranges the installed packages declare', async () => {
  const {page} = await tab.open('/x/introduction/installation');
  const pickersTable = page.locator('table', {has: page.locator('caption', {hasText: '@mui/x-date-pickers'})});
  const dayjsRow = pickersTable.locator('tr', {has: page.locator('th code', {hasText: /^dayjs$/})});
  await expect(dayjsRow.innerText()).resolves.toContain(installedPeerRange('@mui/x-date-pickers', 'dayjs'));
  await expect(dayjsRow.innerText()).resolves.toContain('optional');

  const gridTable = page.locator('table', {has: page.locator('caption', {hasText: '@mui/x-data-grid-premium'})});
  const reactRow = gridTable.locator('tr', {has: page.locator('th code', {hasText: /^react$/})});
  await expect(reactRow.innerText()).resolves.toContain(installedPeerRange('@mui/x-data-grid-premium', 'react'));
  await expect(reactRow.innerText()).resolves.toContain('required');
});

async function versionsTableLinks(prefix: string, header: string): Promise<void> {
  const {page} = await tab.open(`${prefix}/versions`);
  await expect(page.locator('main table thead th').first().innerText()).resolves.toBe(header);
  const href = (version: string) => page.locator(`tr[data-version="${version}"] a`).evaluate((a) => (a as HTMLAnchorElement).href);
  await expect(href('current')).resolves.toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${prefix}/x/introduction$`));
  await expect(href('7.x')).resolves.toMatch(new RegExp(`${prefix}/x/7\\.x/introduction$`));
  await expect(href('v6')).resolves.toBe(`${EXTERNAL_VERSION_HOSTS.v6}/x/introduction/`);
  await expect(href('v5')).resolves.toBe(`${EXTERNAL_VERSION_HOSTS.v5}/x/introduction/`);

  await page.locator('tr[data-version="7.x"] a').click();
  await page.waitForURL(`**${prefix}/x/7.x/introduction`);
  // The page left (another docs section) stays, hidden, until the new page's first frame has painted.
  await waitForPageLeft(page);
  await expect(page.locator('main h1').innerText()).resolves.toMatch(/v7/);
}

test('the versions table () links every version to the right place', () => versionsTableLinks('', 'Version'));

test('the v7 sidebar uses the translatable labels of versioned_sidebars in both languages', async () => {
  for (const [prefix, labels] of [
    ['', ['Introduction', 'Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View']],
    ['/zh', ['简介', '数据表格', '日期和时间选择器', '图表', '树视图']],
  ] as const) {
    const {page} = await tab.open(`${prefix}/x/7.x/react-charts`);
    // The sidebar's first level: the product categories (the open Charts category lists its pages below).
    const items = await page
      .locator('.theme-doc-sidebar-menu > li > a.menu__link, .theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a.menu__link')
      .allInnerTexts();
    expect(items.map((t) => t.trim())).toEqual(labels);
  }
});

test('the versions table (/zh) links every version to the right place', () => versionsTableLinks('/zh', '版本'));

test('the Chinese sidebar of the current version is in Chinese', async () => {
  // On an introduction page, so the Introduction category is expanded and its children render.
  const {page} = await tab.open('/zh/x/introduction/installation');
  const items = (await page.locator('.theme-doc-sidebar-menu .menu__link').allInnerTexts()).map((t) => t.trim());
  expect(items).toEqual(expect.arrayContaining(['简介', '安装', '许可说明', '数据表格', '日期和时间选择器', '图表', '树视图']));
  expect(items.filter((t) => !/[\u4e00-\u9fff]/.test(t))).toEqual([]);
});
