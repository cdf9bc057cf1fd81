/**
 * One tab a test file walks from page to page, as a reader does, instead of a new browser context
 * and a cold load per test: a cold load of a Data Grid page (scripts compiled, page hydrated, first
 * demo mounted) took 2.3-4.2 s here, the same page reached by a link 0.5-1.4 s. For tests that read
 * and use pages without leaving anything a later test would see (cookies, storage, permissions,
 * routes, init scripts): those keep a context of their own (harness.ts openPage).
 *
 * Each `open` starts a new record of what goes wrong (console errors, failed same-origin requests,
 * uncaught exceptions), so a test judges its own page. A page already shown is loaded again, cold:
 * its demos then start fresh, as the test expects.
 */
import type {Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Request} from 'playwright-core';
import {baseUrl, launchBrowser, newDesktopContext, type PageProblems} from './harness';
import {goTo, isSameApp} from './client-navigation';

export interface TabVisit {
  page: Page;
  problems: PageProblems;
  /** Whether the page was loaded cold (the first page, another locale, or the page shown already). */
  cold: boolean;
}

export class SharedTab {
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly browser: Browser,
    private readonly contextOptions: BrowserContextOptions = {},
  ) {}

  /** Shows `pathname`, by a link where it can, and records what goes wrong from now on. */
  async open(pathname: string): Promise<TabVisit> {
    if (!this.page) {
      this.context = await newDesktopContext(this.browser, this.contextOptions);
      this.page = await this.context.newPage();
    }
    const page = this.page;
    const shown = page.url().startsWith(baseUrl()) ? decodeURI(new URL(page.url()).pathname) : null;
    // The page shown already would keep its demos' state through a push: a fresh copy instead. A
    // cold load leaves the page shown for a blank one first, so the requests it still had open end
    // there (net::ERR_ABORTED), not in this visit's record.
    if (shown !== null && (shown === pathname || !isSameApp(page.url(), pathname))) await page.goto('about:blank');
    const problems = this.watch(page);
    const cold = await goTo(page, pathname);
    return {page, problems, cold};
  }

  async close(): Promise<void> {
    this.stopWatching?.();
    await this.context?.close();
    this.context = null;
    this.page = null;
  }

  private watch(page: Page): PageProblems {
    this.stopWatching?.();
    const problems: PageProblems = {consoleErrors: [], failedRequests: [], pageErrors: []};
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
    };
    const onPageError = (err: Error) => problems.pageErrors.push(err.message);
    const onRequestFailed = (req: Request) => {
      if (req.url().startsWith(baseUrl())) problems.failedRequests.push(`${req.url()} ${req.failure()?.errorText ?? ''}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    page.on('requestfailed', onRequestFailed);
    this.stopWatching = () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
    };
    return problems;
  }
}

/**
 * The test file's browser and its one shared tab: launched before the file's tests, closed after
 * them. For files whose tests keep nothing beyond their page (see above).
 */
export function sharedTabForFile(contextOptions: BrowserContextOptions = {}): Pick<SharedTab, 'open'> {
  let browser: Browser | undefined;
  let tab: SharedTab | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    tab = new SharedTab(browser, contextOptions);
  });
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });
  return {
    open(pathname) {
      if (!tab) throw new Error('sharedTabForFile: open() runs in a test, after beforeAll');
      return tab.open(pathname);
    },
  };
}
