/**
 * Search latency as a reader feels it: in the navbar search of a built page (the real worker and
 * indexes), the time from a query's input event to the first option in the list, once every index
 * the page's search reads is loaded (the figure is about searching, not downloading). The whole
 * query lands as one input event, so its time is the last keystroke's. Median over a few queries
 * per locale. Measured by `npm run bench`; budget in bench/budgets.ts.
 */
import type {Browser, Page} from 'playwright-core';
import {median} from './stats';

export interface SearchLatencyFigures {
  locale: string;
  from: string;
  /** Per query, ms from its input event to its first option. */
  samples: {query: string; ms: number}[];
  medianMs: number;
  maxMs: number;
}

/** Where each locale's reader searches from, and what they type. */
export const SEARCH_LATENCY_QUERIES = [
  {
    locale: 'en',
    from: '/x/react-data-grid',
    queries: ['sorting', 'quick filter', 'server-side data', 'pageSizeOptions', 'column pinning', 'row grouping'],
  },
  {locale: 'zh', from: '/zh/x/react-data-grid', queries: ['排序', '行分组', '固定列', '详情面板', '服务端数据', '快速筛选']},
] as const;

const BUSY = /more coming|Searching|加载中|正在搜索/;
const RESULTS_TIMEOUT_MS = 30_000;

/** Types `q` and waits until every index has answered (the status line no longer says it is busy). */
async function searchAndWait(page: Page, q: string): Promise<void> {
  const input = page.locator('[data-search-input]');
  await input.click();
  await input.fill('');
  await page.keyboard.insertText(q);
  await page.waitForFunction(
    (busy) => {
      const status = document.querySelector('[role="status"]')?.textContent ?? '';
      return status !== '' && !new RegExp(busy).test(status);
    },
    BUSY.source,
    {timeout: RESULTS_TIMEOUT_MS},
  );
}

/** Time from a query's input event to its first option in the list, measured in the page. */
async function latency(page: Page, q: string): Promise<number> {
  const input = page.locator('[data-search-input]');
  await input.fill('');
  await page.waitForFunction(() => !document.querySelector('[role="listbox"] [role="option"]'));
  // Armed before the keystroke: a listener for its input event and an observer for the first option.
  await page.evaluate((timeoutMs) => {
    const w = window as unknown as {__searchLatency: Promise<number>};
    w.__searchLatency = new Promise<number>((resolve, reject) => {
      const box = document.querySelector('[data-search-input]')!;
      let start = 0;
      box.addEventListener('input', () => (start = performance.now()), {once: true, capture: true});
      const observer = new MutationObserver(() => {
        if (start && document.querySelector('[role="listbox"] [role="option"]')) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
      setTimeout(() => reject(new Error(`no results within ${timeoutMs} ms`)), timeoutMs);
    });
  }, RESULTS_TIMEOUT_MS);
  await page.keyboard.insertText(q);
  return page.evaluate(() => (window as unknown as {__searchLatency: Promise<number>}).__searchLatency);
}

export async function measureSearchLatency(browser: Browser, origin: string): Promise<SearchLatencyFigures[]> {
  const out: SearchLatencyFigures[] = [];
  for (const {locale, from, queries} of SEARCH_LATENCY_QUERIES) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    try {
      const page = await context.newPage();
      await page.goto(origin + from, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await searchAndWait(page, queries[0]);
      const samples = [];
      for (const query of queries) samples.push({query, ms: Math.round(await latency(page, query))});
      const times = samples.map((s) => s.ms);
      out.push({locale, from, samples, medianMs: median(times), maxMs: Math.max(...times)});
    } finally {
      await context.close();
    }
  }
  return out;
}
