/**
 * The three Data Grid showcases, as a reader meets them in light and dark mode: each demo appears,
 * is screenshotted for a person to look at (test-results/screenshots/showcase-<page>-<mode>.png),
 * and does what its page promises: live prices move and stop when paused, the calendar shows the
 * seeded time off, and an inventory edit is saved (or refused when invalid).
 */
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {
  baseUrl,
  launchBrowser,
  saveScreenshot,
  waitForHydration,
  watchProblems,
  type PageProblems,
  unexpectedConsoleErrors,
} from './harness';
import {goTo} from './client-navigation';
import {waitForIdle} from './settle';
import {CALENDAR_DAYS, createTimeOffRows} from '@site/src/demo-data/time-off';

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

/** The demo ticks every second: a change must show within a few ticks, and none while paused. */
const TICK_MS = 1000;
const TICK_WAIT_MS = 3500;
const PAUSED_WATCH_MS = 2500;
const EDIT_DEBOUNCE_WAIT_MS = 400;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * One tab per colour mode, with the mode stored before the first load, as a returning reader's;
 * the tab then walks the showcases by the router, as by links. Page time runs on Playwright's
 * clock (flowing as real time until a test moves it on): a paused board is watched for 2.5 s of
 * its time, and the editor's debounce passes, without waiting that long.
 */
async function openModeTab(mode: Mode): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
  await context.clock.install();
  return {context, page: await context.newPage()};
}

/** Shows `pathname` in the mode's tab (cold the first time, then by the router) and records problems from now on. */
async function visit(page: Page, pathname: string, mode: Mode): Promise<PageProblems> {
  const problems = watchProblems(page);
  if (!page.url().startsWith(baseUrl())) {
    const response = await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
  } else {
    await goTo(page, pathname);
  }
  expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
  return problems;
}

async function waitForDemo(page: Page, name: string): Promise<void> {
  await page.locator(`[data-demo="${name}"] [data-demo-root]`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-demo="${name}"] [data-demo-root][data-demo-state="ready"] .MuiDataGrid-row`, {timeout: 30000});
}

/** Reads until the value is `want` or the time is up, and returns the last value read. */
async function settle<T>(read: () => Promise<T>, want: T, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(want) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

function realProblems(problems: PageProblems): string[] {
  return [...unexpectedConsoleErrors(problems), ...problems.failedRequests, ...problems.pageErrors];
}

async function prices(page: Page): Promise<string[]> {
  return page.locator('[data-demo="RealTimeDataShowcase"] .MuiDataGrid-row [data-field="price"]').allInnerTexts();
}

describe.each(MODES)('%s mode', (mode) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({context, page} = await openModeTab(mode));
  });
  afterAll(async () => {
    await context?.close();
  });

  test('real-time data: prices change on each tick and stop changing while paused', async () => {
    const problems = await visit(page, '/x/react-data-grid/demos/real-time-data', mode);
    await waitForDemo(page, 'RealTimeDataShowcase');
    const status = page.getByTestId('realtime-status');
    const before = await prices(page);
    expect(before.length).toBeGreaterThan(5);
    await page.clock.runFor(TICK_MS);
    await page.waitForFunction(
      (first) => {
        const cells = document.querySelectorAll('[data-demo="RealTimeDataShowcase"] .MuiDataGrid-row [data-field="price"]');
        return (
          Array.from(cells)
            .map((c) => (c as HTMLElement).innerText)
            .join('|') !== first
        );
      },
      before.join('|'),
      {timeout: TICK_WAIT_MS},
    );
    await expect(status.innerText()).resolves.toMatch(/^Live · tick [1-9]/);

    await page.getByTestId('realtime-toggle').click();
    await expect(status.innerText()).resolves.toMatch(/^Paused/);
    const paused = await prices(page);
    const pausedStatus = await status.innerText();
    // Interval callbacks due in this time run now: a board still ticking would change.
    await page.clock.runFor(PAUSED_WATCH_MS);
    await waitForIdle(page);
    expect(await prices(page)).toEqual(paused);
    expect(await status.innerText()).toBe(pausedStatus);
    await page.locator('[data-demo="RealTimeDataShowcase"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `showcase-real-time-data-${mode}`);

    await page.getByTestId('realtime-toggle').click();
    await page.clock.runFor(TICK_MS);
    await page.waitForFunction((text) => document.querySelector('[data-testid="realtime-status"]')?.textContent !== text, pausedStatus, {
      timeout: TICK_WAIT_MS,
    });
    expect(realProblems(problems)).toEqual([]);
  }, 90000);

  test('time-off calendar: every seeded absence of the first week is a coloured cell', async () => {
    const problems = await visit(page, '/x/react-data-grid/demos/time-off-calendar', mode);
    await waitForDemo(page, 'TimeOffCalendarShowcase');
    const firstWeek = CALENDAR_DAYS.slice(0, 7);
    const expected = Object.fromEntries(createTimeOffRows().map((row) => [String(row.id), firstWeek.map((day) => row.days[day] ?? '')]));
    const shown = await page.evaluate((days) => {
      const grid = document.querySelector('[data-demo="TimeOffCalendarShowcase"]')!;
      const result: Record<string, string[]> = {};
      for (const row of Array.from(grid.querySelectorAll<HTMLElement>('.MuiDataGrid-row[data-id]'))) {
        result[row.dataset.id!] = days.map((day) => {
          const cell = row.querySelector(`[data-field="${day}"]`);
          return /timeoff--(vacation|sick|training|holiday)/.exec(cell?.className ?? '')?.[1] ?? '';
        });
      }
      return result;
    }, firstWeek);
    expect(shown).toEqual(expected);
    // At least one absence besides the public holiday, or the calendar would show nothing to read.
    expect(
      Object.values(expected)
        .flat()
        .filter((kind) => kind && kind !== 'holiday').length,
    ).toBeGreaterThan(0);

    // A time-off cell is painted differently from a working day.
    const colours = await page.evaluate(() => {
      const grid = document.querySelector('[data-demo="TimeOffCalendarShowcase"]')!;
      const off = grid.querySelector('.timeoff--holiday')!;
      const working = grid.querySelector('.MuiDataGrid-row [data-field="2025-03-03"]:not([class*="timeoff--"])');
      return [getComputedStyle(off).backgroundColor, working ? getComputedStyle(working).backgroundColor : ''];
    });
    expect(colours[0]).not.toBe(colours[1]);
    await expect(page.getByTestId('legend-holiday').innerText()).resolves.toContain('Public holiday (10 days)');
    await saveScreenshot(page, `showcase-time-off-calendar-${mode}`);
    expect(realProblems(problems)).toEqual([]);
  }, 90000);

  test('inventory: an edited stock count is saved, updates the status, and a negative one is refused', async () => {
    const problems = await visit(page, '/x/react-data-grid/demos/inventory', mode);
    await waitForDemo(page, 'InventoryShowcase');
    const demo = page.locator('[data-demo="InventoryShowcase"]');
    const unitsOf = (id: number) => demo.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="inStock"]`);
    const statusOf = (id: number) => demo.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="status"]`);

    expect(await unitsOf(1).innerText()).not.toBe('0');
    await unitsOf(1).dblclick();
    const input = unitsOf(1).locator('input');
    await input.fill('0');
    // A person types slower than the editor's 200 ms debounce; Enter then commits the typed value.
    await page.clock.runFor(EDIT_DEBOUNCE_WAIT_MS);
    await input.press('Enter');
    expect(await settle(() => unitsOf(1).innerText(), '0')).toBe('0');
    expect(await settle(() => statusOf(1).innerText(), 'Out of stock')).toBe('Out of stock');
    await expect(page.getByRole('status').filter({hasText: 'Saved'}).innerText()).resolves.toMatch(/: 0 units at/);

    const before = await unitsOf(2).innerText();
    await unitsOf(2).dblclick();
    await unitsOf(2).locator('input').fill('-5');
    await page.waitForSelector('[data-demo="InventoryShowcase"] .MuiDataGrid-editInputCell.Mui-error');
    await unitsOf(2).locator('input').press('Enter');
    expect(await unitsOf(2).locator('input').count()).toBe(1); // still editing: the value was refused
    await saveScreenshot(page, `showcase-inventory-${mode}`);
    await unitsOf(2).locator('input').press('Escape');
    expect(await settle(() => unitsOf(2).innerText(), before)).toBe(before);
    expect(realProblems(problems)).toEqual([]);
  }, 90000);
});
