/** Shared steps of the demo block browser tests: find a demo, wait for it, open a demo page, use the clipboard. */
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {baseUrl, openPage, waitForHydration} from './harness';

export const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);

/**
 * React has hydrated once the first demo box, scrolled into view, leaves its SSR state. The box is
 * scrolled to again while waiting: on a busy machine hydration (or the hash's own scroll) may come
 * after the first scroll and leave the box out of view, where it never mounts.
 */
export async function waitHydrated(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const root = document.querySelector('[data-demo-root]');
    const state = root?.getAttribute('data-demo-state');
    if (state === 'idle') document.querySelector('[data-demo]')?.scrollIntoView({block: 'center'});
    return state !== undefined && state !== 'idle';
  });
}

export async function openDemoPage(browser: Browser, pathname: string, options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(browser, pathname, options);
  await waitHydrated(opened.page);
  return opened;
}

/** Scrolls a demo into view and waits until it has rendered; returns its root. */
export async function waitReady(page: Page, name: string, timeoutMs = 30000) {
  const root = demo(page, name).locator('[data-demo-root]');
  await root.scrollIntoViewIfNeeded({timeout: timeoutMs});
  await page.waitForFunction(
    (n) => document.querySelector(`[data-demo="${n}"] [data-demo-root]`)?.getAttribute('data-demo-state') === 'ready',
    name,
    {timeout: timeoutMs},
  );
  return root;
}

/** Waits until no demo of the page is still loading (those started by a scroll or by arriving near the window). */
export async function waitForDemosLoaded(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-demo-state="loading"]'), undefined, {timeout: timeoutMs});
}

/**
 * Brings every demo of the page near the view, where each starts loading (and keeps loading once
 * scrolled past), and waits until all of them have rendered. A page reached by a link renders
 * its content after the first screen a frame later: that part is waited for first.
 */
export async function renderEveryDemo(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-page-rest="pending"]'));
  for (;;) {
    const idle = await page.$$eval('[data-demo]', (els) =>
      els
        .filter((e) => e.querySelector('[data-demo-root]')?.getAttribute('data-demo-state') === 'idle')
        .map((e) => e.getAttribute('data-demo')!),
    );
    if (idle.length === 0) break;
    for (const name of idle) {
      await page.locator(`[data-demo="${name}"] [data-demo-root]`).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (n) => document.querySelector(`[data-demo="${n}"] [data-demo-root]`)?.getAttribute('data-demo-state') !== 'idle',
        name,
      );
    }
  }
  const allReady = () =>
    Array.from(document.querySelectorAll('[data-demo-root]')).every((r) => r.getAttribute('data-demo-state') === 'ready');
  await page.waitForFunction(allReady, undefined, {timeout: 60000}).catch(async (error: Error) => {
    const states = await page.$$eval('[data-demo]', (els) =>
      els.map((e) => `${e.getAttribute('data-demo')}: ${e.querySelector('[data-demo-root]')?.getAttribute('data-demo-state')}`),
    );
    throw new Error(`${error.message}\n${page.url()} demos: ${states.join(', ')}`);
  });
}

/**
 * Scrolls each demo of the page into view once so every lazy demo mounts, waits until each has
 * rendered or failed, fails the test when any failed, and returns how many demos the page has.
 * For pages loaded cold (a server or service worker under test), where no demo waits on the
 * page's rest.
 */
export async function runEveryDemo(page: Page): Promise<number> {
  const count = await page.locator('[data-demo-root]').count();
  for (let i = 0; i < count; i++) await page.locator('[data-demo-root]').nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-demo-root]')).every((el) =>
        ['ready', 'error'].includes(el.getAttribute('data-demo-state') ?? ''),
      ),
    null,
    {timeout: 60_000},
  );
  const failed = await page.locator('[data-demo-root][data-demo-state="error"]').count();
  expect([page.url(), failed]).toEqual([page.url(), 0]);
  return count;
}

export async function contextWithClipboard(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
  return context;
}

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The source's text, by textContent: innerText depends on rendering and reads nothing from code the browser has not rendered. */
export const sourceText = (page: Page, name: string) =>
  demo(page, name)
    .locator('pre[data-demo-source-file]')
    .first()
    .evaluate((el) => el.textContent ?? '');
