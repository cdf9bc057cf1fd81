/**
 * Local search as a reader uses it: nothing of search loads until they reach for it, Ctrl+K opens
 * it, results come grouped by product with the reader's own product first, it finds pages in
 * English ("sorting") and Chinese ("排序", a word inside a sentence, which needs Chinese word
 * segmentation), and each section has its own index so nobody downloads one index of everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {REST_CONTEXT, SEARCH_CONTEXTS} from '@site/src/config/search';
import {launchBrowser, openPage, waitForHydration} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BUILD = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');
const hydrated = (page: Page) => waitForHydration(page);
const input = (page: Page) => page.locator('[data-search-input]');

interface Shown {
  groups: string[];
  options: {text: string; href: string; group: string}[];
}

/** Waits until every index answered ("more coming" gone) and reads the dropdown. */
async function results(page: Page): Promise<Shown> {
  await page.locator('[role="listbox"] [role="option"]').first().waitFor({timeout: 20000});
  await page.waitForFunction(() => !/more coming|加载中/.test(document.querySelector('[role="status"]')?.textContent ?? 'x'), null, {
    timeout: 20000,
  });
  return page.evaluate(() => ({
    groups: Array.from(document.querySelectorAll('[data-search-group]')).map((g) => g.getAttribute('data-search-group') ?? ''),
    options: Array.from(document.querySelectorAll('[role="option"]')).map((o) => ({
      text: (o.textContent ?? '').trim(),
      href: o.getAttribute('href') ?? '',
      group: o.closest('[data-search-group]')?.getAttribute('data-search-group') ?? '',
    })),
  }));
}

test('search code and indexes load only when the reader reaches for search; Ctrl+K, arrows and Enter open a result', async () => {
  const {page, problems} = await openPage(browser, '/x/react-data-grid');
  const searchRequests: string[] = [];
  page.on('request', (r) => {
    if (/search-index/.test(r.url())) searchRequests.push(new URL(r.url()).pathname);
  });
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(searchRequests).toEqual([]);

  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-search-input'));
  // The reader's own section's index is the first one fetched.
  for (let waited = 0; searchRequests.length === 0 && waited < 10000; waited += 100) await page.waitForTimeout(100);
  expect(searchRequests[0]).toMatch(/search-index-x-react-data-grid-/);
  await page.keyboard.type('sorting');
  const shown = await results(page);
  // The best matches over every product first, then the reader's own product.
  expect(shown.groups.slice(0, 2)).toEqual(['best', 'data-grid']);
  const hit = shown.options.findIndex((o) => /Sorting/.test(o.text) && o.href.startsWith('/x/react-data-grid/'));
  expect(hit).toBeGreaterThanOrEqual(0);
  // The first result is active; arrows move, Enter opens (keyboard only).
  for (let i = 0; i < hit; i++) await page.keyboard.press('ArrowDown');
  await expect(input(page).getAttribute('aria-activedescendant')).resolves.toBe(
    await page.locator('[role="option"]').nth(hit).getAttribute('id'),
  );
  await page.keyboard.press('Enter');
  const target = new URL(shown.options[hit].href, page.url());
  await page.waitForURL((url) => url.pathname === target.pathname && url.hash === target.hash);
  if (target.hash) await expect(page.locator(`article [id="${decodeURIComponent(target.hash.slice(1))}"]`).count()).resolves.toBe(1);
  await expect(page.locator('[role="listbox"]').count()).resolves.toBe(0);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  await page.context().close();
});

test('results are grouped by product and the product the reader is in comes first, after the best matches', async () => {
  for (const [pathname, own] of [
    ['/x/react-charts', 'react-charts'],
    ['/x/react-data-grid', 'react-data-grid'],
  ]) {
    const {page} = await openPage(browser, pathname);
    await hydrated(page);
    await input(page).click();
    await page.keyboard.type('data');
    const shown = await results(page);
    expect(shown.groups[0]).toBe('best');
    expect(shown.groups[1]).toBe(own === 'react-charts' ? 'charts' : 'data-grid');
    expect(shown.groups).toEqual(expect.arrayContaining(['charts', 'data-grid']));
    // Each option sits in the group of the section its page belongs to.
    for (const option of shown.options.filter((o) => o.group === 'charts')) expect(option.href).toMatch(/^\/x\/react-charts/);
    await page.context().close();
  }
});

test('a result names each level of its path once (a category page: "Data Grid › Main features")', async () => {
  for (const [pathname, query] of [
    ['/x/react-data-grid', 'main features'],
    ['/zh/x/react-data-grid', '行'],
  ]) {
    const {page} = await openPage(browser, pathname);
    await hydrated(page);
    await input(page).click();
    await page.keyboard.type(query);
    await results(page);
    const paths = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[role="option"] [class*="where"]')).map((el) => (el.textContent ?? '').trim()),
    );
    expect(paths.length).toBeGreaterThan(0);
    const repeated = paths.filter((where) => where.split(' › ').some((level, i, all) => i > 0 && level === all[i - 1]));
    expect({pathname, repeated}).toEqual({pathname, repeated: []});
    await page.context().close();
  }
});

test('a click in the search box keeps the focus there, and a result opens with a click', async () => {
  const {page} = await openPage(browser, '/x/introduction/installation');
  await hydrated(page);
  await input(page).click();
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-search-input'));
  await page.keyboard.type('installation');
  const shown = await results(page);
  expect(shown.options[0]).toMatchObject({group: 'best', href: '/x/introduction/installation'});
  const first = page.locator('[role="option"]').first();
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await page.waitForURL((url) => url.pathname + url.hash === href);
  await page.context().close();
});

test('Chinese search finds 排序 on zh pages, with Chinese group names', async () => {
  const {page} = await openPage(browser, '/zh/x/react-data-grid');
  await hydrated(page);
  await input(page).click();
  await page.keyboard.type('排序');
  const shown = await results(page);
  expect(shown.options.some((o) => o.text.includes('排序') && o.href.startsWith('/zh/'))).toBe(true);
  await expect(page.locator('[data-search-group="data-grid"]').getAttribute('aria-label')).resolves.toBe('数据表格');
  await expect(page.locator('[data-search-group="best"]').getAttribute('aria-label')).resolves.toBe('最佳匹配');
  await page.context().close();
});

test('the best matches are three different pages, the exact title first wherever it lives (issue 37: "zoom" from Charts, 饼图 from the introduction)', async () => {
  for (const [pathname, query, first] of [
    ['/x/react-charts', 'zoom', '/x/react-charts/zoom-and-pan'],
    ['/zh/x/introduction', '饼图', '/zh/x/react-charts/pie'],
    ['/x/react-charts', 'stacked bars', undefined],
  ] as const) {
    const {page} = await openPage(browser, pathname);
    await hydrated(page);
    await input(page).click();
    if (pathname.startsWith('/zh')) await page.keyboard.insertText(query);
    else await page.keyboard.type(query);
    const shown = await results(page);
    const best = shown.options.filter((o) => o.group === 'best').map((o) => o.href.split('#')[0]);
    expect({query, best: best.length, pages: new Set(best).size}).toEqual({query, best: 3, pages: 3});
    if (first) expect({query, first: best[0]}).toEqual({query, first});
    await page.context().close();
  }
});

test('a query nothing matches says so; Escape closes the list', async () => {
  const {page} = await openPage(browser, '/x/react-tree-view');
  await hydrated(page);
  await input(page).click();
  await page.keyboard.type('zqxwvj');
  await page.waitForFunction(() => /zqxwvj/.test(document.querySelector('[role="status"]')?.textContent ?? ''), null, {timeout: 20000});
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="listbox"]').count()).resolves.toBe(0);
  await page.context().close();
});

test('every section has its own index in both locales, and the rest index holds none of their pages', () => {
  for (const dir of [BUILD, path.join(BUILD, 'zh')]) {
    const files = fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
    for (const context of SEARCH_CONTEXTS) {
      const name =
        context.path === REST_CONTEXT
          ? /^search-index-[0-9a-f]{8}\.json$/
          : new RegExp(`^search-index-${context.path.replace(/\//g, '-')}-[0-9a-f]{8}\\.json$`);
      expect({dir, context: context.path, found: files.some((f) => name.test(f))}).toEqual({dir, context: context.path, found: true});
    }
    const rest = files.find((f) => /^search-index-[0-9a-f]{8}\.json$/.test(f))!;
    const urls = (JSON.parse(fs.readFileSync(path.join(dir, rest), 'utf8')) as {documents: {u: string}[]}[]).flatMap((i) =>
      i.documents.map((d) => d.u),
    );
    expect(urls.length).toBeGreaterThan(0);
    // Section roots only: `/system/getting-started` belongs in the rest index, `/getting-started/...` does not.
    expect(urls.filter((u) => /^(?:\/zh)?(?:\/x\/(?:react-|api\/|introduction)|\/api\/|\/getting-started\b)/.test(u))).toEqual([]);
  }
});
