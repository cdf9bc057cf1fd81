/**
 * Shared browser-test harness: reaches Debian's chromium through playwright-core (the one browser
 * the browser tests' global setup started, or a launch of its own), and opens pages of the served
 * build while collecting what a reader would notice went wrong (console errors, failed requests,
 * uncaught exceptions).
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import {CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, SHARED_BROWSER_ENV} from './chromium.mjs';
import {STORAGE_KEYS} from '@site/src/lib/reader-settings';

export {CHROMIUM_ARGS, CHROMIUM_PATH};

export function baseUrl(): string {
  const url = process.env.PORTAL_BASE_URL;
  if (!url) throw new Error('PORTAL_BASE_URL is not set: run browser tests through tests/e2e/jest.config.mjs');
  return url;
}

/**
 * A browser for a test file. Without flags of its own, a connection to the one browser the global
 * setup started (tests/e2e/global-setup.mjs): a launch costs about a second, and 46 files each
 * launched one; closing the connection closes the file's contexts and leaves the browser up. With
 * flags (a host mapping, a feature turned off), or outside the browser tests (the bench), a launch
 * of its own, with a fresh temporary profile (a reused one can hang here).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV];
  if (shared && extraArgs.length === 0) return chromium.connect(shared);
  return launchChromium(extraArgs);
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  pageErrors: string[];
}

export interface OpenedPage {
  page: Page;
  problems: PageProblems;
  status: number | null;
}

/**
 * Opens `pathname` of the served build in a new context, records problems a reader would see, and
 * returns once the page is hydrated: a reader's click before that does nothing, and on a busy
 * machine hydration can finish well after the load event.
 */
export async function openPage(browser: Browser, pathname: string, contextOptions: BrowserContextOptions = {}): Promise<OpenedPage> {
  return openPageIn(await newDesktopContext(browser, contextOptions), pathname);
}

export const newDesktopContext = (browser: Browser, contextOptions: BrowserContextOptions = {}) =>
  browser.newContext({viewport: {width: 1280, height: 800}, ...contextOptions});

/** A new tab of `context` (its HTTP cache and storage shared with the context's other tabs), hydrated. */
export async function openPageIn(context: BrowserContext, pathname: string): Promise<OpenedPage> {
  const page = await context.newPage();
  const problems = watchProblems(page);
  const response = await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  await waitForHydration(page);
  return {page, problems, status: response?.status() ?? null};
}

/**
 * Waits until React has hydrated the page and run its effects (listeners such as the colour mode's
 * `prefers-color-scheme` subscription exist only then). Elements of the static HTML are no signal:
 * they are there before any script runs; so is the attribute itself (`data-has-hydrated=false`).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/**
 * After a link between docs: the new page is the only one in the DOM. The URL changes before React
 * has rendered the new page (under load, a task or more later), so first wait for the page's
 * canonical link, which Docusaurus's head writes once the new page has committed, to name the URL.
 * The page being left then stays, hidden and inert, until the new page's first frame has painted
 * (plugins/page-handover); a document-wide locator read in that frame would also find its elements.
 */
export async function waitForPageLeft(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const trimmed = (path: string) => path.replace(/\/$/, '');
    return canonical != null && trimmed(new URL(canonical, location.href).pathname) === trimmed(location.pathname);
  });
  await page.waitForSelector('[data-leaving-page]', {state: 'detached'});
}

/** Pro and Premium demos without MUI_X_LICENSE_KEY: the vendor's watermark and this message are expected. */
export const LICENSE_MESSAGE = /MUI X: (Missing|Invalid|Expired|License key).*/;

/** Console errors a reader would see as a fault: all but the expected licence message. */
export function unexpectedConsoleErrors(problems: PageProblems): string[] {
  return problems.consoleErrors.filter((text) => !LICENSE_MESSAGE.test(text));
}

/** What a reader would see as a fault: unexpected console errors and uncaught page errors. */
export function errorsOf(problems: PageProblems): string[] {
  return [...unexpectedConsoleErrors(problems), ...problems.pageErrors];
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = {consoleErrors: [], failedRequests: [], pageErrors: []};
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.pageErrors.push(err.message));
  page.on('requestfailed', (req) => {
    const url = req.url();
    // Requests to other hosts cannot succeed on this closed network; only our own must not fail.
    if (url.startsWith(baseUrl())) problems.failedRequests.push(`${url} ${req.failure()?.errorText ?? ''}`);
  });
  return problems;
}

/** The bytes of a download, read through the browser's connection (the shared browser's files are not this process's). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A test that only takes screenshots for a person to look at (it asserts nothing a reader would
 * notice): run with PORTAL_SCREENSHOTS=1, skipped otherwise. Tests that assert and also save a
 * screenshot keep running; their screenshot is saved only with PORTAL_SCREENSHOTS=1.
 */
export const SCREENSHOTS = process.env.PORTAL_SCREENSHOTS === '1';
export const screenshotTest: typeof test = SCREENSHOTS ? test : test.skip;

/** Saves a screenshot under test-results/screenshots for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string | null> {
  if (!SCREENSHOTS) return null;
  const dir = path.resolve('test-results/screenshots');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({path: file, fullPage: false});
  return file;
}

/**
 * Opens a sidebar category by its toggle and waits until it says so: on a busy machine a click that
 * lands while the parent group is still animating open can miss, so it is tried again once.
 */
export async function expandSidebarCategory(toggle: Locator): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    await toggle.click();
    try {
      await toggle.and(toggle.page().locator('[aria-expanded="true"]')).waitFor({timeout: 10000});
      return;
    } catch {
      /* not open yet: click again */
    }
  }
  throw new Error(`sidebar category did not open: ${await toggle.textContent()}`);
}

/** Reads a value until it satisfies `ok` or the time is up; returns the last value read (assert on it). */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/**
 * Gives every page of `context` a global `gtag` that records its calls in `window.__gtagCalls`,
 * before any site script runs: what the portal sends to analytics, without a network.
 */
export async function stubGtag(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as {__gtagCalls: unknown[][]; gtag: (...args: unknown[]) => void};
    w.__gtagCalls = [];
    w.gtag = (...args) => void w.__gtagCalls.push(args);
  });
}

/**
 * A desktop page opened with the reader's direction setting stored before any script runs, as a
 * reader who chose it earlier would arrive; storage that throws leaves the default direction.
 */
export async function openWithDirection(
  browser: Browser,
  pathname: string,
  direction: 'ltr' | 'rtl',
): Promise<{page: Page; problems: PageProblems}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key!, value!);
      } catch {
        /* storage blocked: the default direction */
      }
    },
    [STORAGE_KEYS.direction, direction],
  );
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  await waitForHydration(page);
  return {page, problems};
}
