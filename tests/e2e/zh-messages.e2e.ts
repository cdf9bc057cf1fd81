/**
 * Every message a reader can meet on a Chinese page is Chinese: the 404 page, the ad slot's
 * fallback when the ad endpoint fails or answers garbage, copy feedback (code block and demo, copied
 * and refused), a demo whose code fails to load (message and "try again", which then loads it), the
 * demo export menu, the translation notice of an untranslated page, and the demos' own text from
 * their message tables. Elsewhere: the feedback widget's question and failure message
 * (feedback.e2e.ts) and the offline page (service-worker.e2e.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {TEST_ENDPOINTS} from '../../scripts/test-endpoints.mjs';
import {baseUrl, eventually, launchBrowser, newDesktopContext, openPageIn, waitForHydration, type OpenedPage} from './harness';
import {demo, sourceText, waitReady} from './demo-helpers';
import {fixRandom, requireTestEndpoints} from './fake-ad-network';
import {expectChinese, expectChineseText} from './chinese-text';

let browser: Browser;
beforeAll(async () => {
  requireTestEndpoints();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(pathname: string, setUp?: (context: BrowserContext) => Promise<void>): Promise<OpenedPage> {
  const context = await newDesktopContext(browser, {permissions: ['clipboard-read', 'clipboard-write']});
  if (setUp) await setUp(context);
  return openPageIn(context, pathname);
}

/** Both the Clipboard API and the legacy fallback refuse, as in a browser that denies the clipboard. */
const refuseClipboard = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
    document.execCommand = () => false;
  });

/** The script files of the zh build's demo chunks (its own table, beside its own runtime). */
function zhDemoChunkFiles(): string[] {
  const dir = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build', 'zh/assets/js');
  const file = fs.readdirSync(dir).find((f) => /^demo-chunks\.[0-9a-f]{8}\.json$/.test(f));
  if (!file) throw new Error(`no demo chunk table in ${dir}`);
  const table = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {js: Record<string, string>};
  return Object.values(table.js).map((f) => path.basename(f));
}

test('the 404 page of a zh path is Chinese', async () => {
  const {page, status} = await open('/zh/x/no-such-page');
  expect(status).toBe(404);
  await expectChineseText(page.locator('main h1'), '404 heading');
  for (const p of await page.locator('main p').all()) await expectChineseText(p, '404 paragraph');
  await page.context().close();
});

test.each([
  // 0.5: the image shape, fallback an in-house ad; the ad endpoint and the network's script fail.
  {answer: 'fails', random: 0.5, fallback: 'in-house'},
  // 0.1: the inline shape, fed by the JSON, which is garbage; the fallback is the ad-block appeal.
  {answer: 'answers garbage', random: 0.1, fallback: 'adblock-appeal'},
])('when the ad endpoint $answer, the fallback ($fallback) is Chinese', async ({answer, random, fallback}) => {
  const {page} = await open('/zh/x/introduction', async (context) => {
    await fixRandom(context, random);
    await context.route(TEST_ENDPOINTS.adScriptUrl, (route) => route.abort());
    await context.route(TEST_ENDPOINTS.adJsonUrl, (route) =>
      answer === 'fails' ? route.abort() : route.fulfill({status: 200, contentType: 'application/json', body: '{"ads": [ {"statlink": '}),
    );
  });
  // The fallback comes after 6 polls of 500 ms that found nothing.
  const shown = page.locator(`[data-ad-slot] [data-ad-source="${fallback}"]`);
  await shown.waitFor({timeout: 15_000});
  await expectChineseText(shown, `ad fallback ${fallback}`);
  await page.context().close();
});

test("a zh code block's copy button says it copied, and why a refused copy failed, in Chinese", async () => {
  const {page, problems} = await open('/zh/x/introduction/installation');
  const block = page.locator('.theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const button = block.locator('button[data-copy-status]');
  const status = block.getByRole('status');
  await button.click();
  expectChinese(
    await eventually(
      () => status.innerText(),
      (t) => t !== '',
    ),
    'code block: copied',
  );
  await refuseClipboard(page);
  await eventually(
    () => button.getAttribute('data-copy-status'),
    (s) => s === 'idle',
    5000,
  );
  await button.click();
  await page.waitForFunction(
    () => document.querySelector('.theme-code-block button[data-copy-status]')?.getAttribute('data-copy-status') === 'failed',
  );
  expectChinese(await status.innerText(), 'code block: copy refused (status)');
  expectChinese(await button.innerText(), 'code block: copy refused (button)');
  expectChinese(await button.getAttribute('title'), 'code block: copy refused (tooltip)');
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test("zh demos: a chunk that fails to load says so with a retry that loads it; the demo's text, copy feedback and export menu are Chinese", async () => {
  const chunks = new Set(zhDemoChunkFiles());
  const aborted = new Set<string>();
  // The network fails every demo chunk until the error is on screen, then comes back.
  let networkDown = true;
  const {page} = await open('/zh/components/buttons', (context) =>
    context.route(/\/zh\/assets\/js\/[^/]+\.js$/, (route) => {
      const file = path.basename(new URL(route.request().url()).pathname);
      if (!networkDown || !chunks.has(file)) return route.continue();
      aborted.add(file);
      return route.abort();
    }),
  );
  const block = demo(page, 'VariantButtons');
  const root = block.locator('[data-demo-root]');
  await root.scrollIntoViewIfNeeded();
  const alert = root.locator('[data-demo-load-error]');
  await alert.waitFor({timeout: 30_000});
  expect(aborted.size).toBeGreaterThan(0);
  // What shows: the message and the button (the runtime's own reason stays folded under "details").
  await expectChineseText(alert, 'demo load error');
  const retry = alert.getByRole('button');
  await expectChineseText(retry, 'demo retry button');
  await expectChineseText(alert.locator('summary'), 'demo error details');
  networkDown = false;
  await retry.click();
  await waitReady(page, 'VariantButtons');

  // The demo's own words come from its zh message table, in the running demo and in its source.
  expect(await root.getByRole('button', {name: '发送发票'}).count()).toBe(1);
  expect(await root.getByText('Send invoice').count()).toBe(0);
  const source = await sourceText(page, 'VariantButtons');
  expect(source).toContain('发送发票');
  expect(source).not.toContain('Send invoice');
  expect(await block.locator('pre[data-demo-source-file]').first().getAttribute('data-demo-source-file')).toMatch(/\.tsx$/);

  // Copy feedback: the toolbar's copy button and the source's own.
  const compact = block.locator('[data-toolbar-item="copy"]');
  await compact.click();
  expectChinese(
    await eventually(
      () => compact.innerText(),
      (t) => t !== '复制',
    ),
    'demo toolbar: copied',
  );
  const sourceCopy = block.locator('[data-demo-code] button[data-copy-status]');
  await sourceCopy.click();
  expectChinese(
    await eventually(
      () => sourceCopy.innerText(),
      (t) => t !== '复制',
    ),
    'demo source: copied',
  );
  await refuseClipboard(page);
  await eventually(
    () => sourceCopy.getAttribute('data-copy-status'),
    (s) => s === 'idle',
    5000,
  );
  await sourceCopy.click();
  await eventually(
    () => sourceCopy.getAttribute('data-copy-status'),
    (s) => s === 'failed',
  );
  expectChinese(await sourceCopy.innerText(), 'demo source: copy refused (button)');
  expectChinese(await sourceCopy.getAttribute('title'), 'demo source: copy refused (tooltip)');
  expectChinese(await block.locator('[data-demo-code]').getByRole('status').innerText(), 'demo source: copy refused (status)');

  // The export menu: its button and every item.
  const exportButton = block.locator('[data-toolbar-item][aria-haspopup="menu"]');
  await expectChineseText(exportButton, 'export button');
  await exportButton.click();
  const items = block.getByRole('menuitem');
  await items.first().waitFor();
  const texts = await items.allInnerTexts();
  expect(texts).toHaveLength(3);
  for (const text of texts) expectChinese(text, 'export menu item');
  await page.context().close();
});

test('the English page shows the English text of the same demo', async () => {
  const {page} = await open('/components/buttons');
  const root = await waitReady(page, 'VariantButtons');
  expect(await root.getByRole('button', {name: 'Send invoice'}).count()).toBe(1);
  expect(await sourceText(page, 'VariantButtons')).toContain('Send invoice');
  await page.context().close();
});

test('an untranslated zh page says so in Chinese, linking the English page and the translator guide; a translated page does not, and its TOC matches its headings', async () => {
  const untranslated = 'migration/migration-data-grid-v7';
  expect(fs.existsSync(path.resolve('i18n/zh/docusaurus-plugin-content-docs/current', `${untranslated}.mdx`))).toBe(false);
  const {page} = await open(`/zh/x/${untranslated}`);
  const notice = page.locator('[data-translation-notice="missing"]');
  expect(await notice.count()).toBe(1);
  await expectChineseText(notice.locator('p').first(), 'translation notice');
  for (const link of await notice.locator('a').all()) await expectChineseText(link, 'translation notice link');
  expect(await notice.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    `/x/${untranslated}`,
    '/zh/translating',
  ]);

  await page.goto(`${baseUrl()}/zh/x/react-data-grid/sorting`, {waitUntil: 'load'});
  await waitForHydration(page);
  expect(await page.locator('[data-translation-notice]').count()).toBe(0);
  const clean = (texts: string[]) => texts.map((t) => t.replace(/\u200b/g, '').trim());
  const headings = clean(await page.locator('.theme-doc-markdown :is(h2, h3)[id]').allInnerTexts());
  const toc = clean(await page.locator('.theme-doc-toc-desktop .table-of-contents a').allInnerTexts());
  expect(headings.length).toBeGreaterThan(2);
  expect(toc).toEqual(headings);
  await page.context().close();
});
