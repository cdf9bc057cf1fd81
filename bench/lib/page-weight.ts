/**
 * Loads a page in a fresh browser context and reports what a first visit costs: gzip JS bytes
 * (encoded body size of script responses), request count, and CLS from the Layout Instability API
 * through load and a scroll to the bottom (lazy content must not push the page around either).
 */
import type {Browser, Page, Request} from 'playwright-core';
import type {NetworkFigures} from './model';

export const VIEWPORTS = {
  mobile: {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true},
  desktop: {viewport: {width: 1350, height: 940}, deviceScaleFactor: 1},
} as const;

/** The network counts as quiet after this long without a request in flight. */
export const QUIET_WINDOW_MS = 500;
export const QUIET_TIMEOUT_MS = 15_000;

interface Tracker {
  requests: number;
  inFlight: number;
  lastChange: number;
  /** Pending size look-ups of finished script requests. */
  scriptSizes: Promise<number>[];
}

function track(page: Page): Tracker {
  const t: Tracker = {requests: 0, inFlight: 0, lastChange: Date.now(), scriptSizes: []};
  page.on('request', () => {
    t.requests += 1;
    t.inFlight += 1;
    t.lastChange = Date.now();
  });
  const done = (req: Request) => {
    t.inFlight = Math.max(0, t.inFlight - 1);
    t.lastChange = Date.now();
    return req;
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (req) => {
    done(req);
    if (req.resourceType() === 'script') t.scriptSizes.push(encodedBodySize(req));
  });
  return t;
}

/** Bytes on the wire for the body: Content-Length of a gzip response, else what the browser counted. */
async function encodedBodySize(req: Request): Promise<number> {
  const response = await req.response();
  const length = Number((await response?.allHeaders())?.['content-length']);
  if (Number.isFinite(length) && length > 0) return length;
  return (await req.sizes()).responseBodySize;
}

async function waitForQuiet(page: Page, t: Tracker): Promise<void> {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (t.inFlight === 0 && Date.now() - t.lastChange >= QUIET_WINDOW_MS) return;
    await page.waitForTimeout(100);
  }
}

const sum = async (sizes: Promise<number>[]) => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);

export interface PageWeight {
  status: number;
  figures: NetworkFigures;
}

export async function measurePageWeight(browser: Browser, url: string, viewport: keyof typeof VIEWPORTS): Promise<PageWeight> {
  const context = await browser.newContext({...VIEWPORTS[viewport]});
  try {
    await context.addInitScript(() => {
      const w = window as unknown as {__benchCls: number};
      w.__benchCls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
          if (!entry.hadRecentInput) w.__benchCls += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    const page = await context.newPage();
    const t = track(page);
    const response = await page.goto(url, {waitUntil: 'load'});
    const status = response?.status() ?? 0;
    if (status !== 200) return {status, figures: emptyFigures()};
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: QUIET_TIMEOUT_MS}).catch(() => {});
    await waitForQuiet(page, t);
    const jsGzipBytes = await sum([...t.scriptSizes]);
    const requests = t.requests;
    await scrollToBottom(page);
    await waitForQuiet(page, t);
    const cls = await page.evaluate(() => (window as unknown as {__benchCls: number}).__benchCls);
    return {
      status,
      figures: {jsGzipBytes, requests, jsGzipBytesAfterScroll: await sum(t.scriptSizes), requestsAfterScroll: t.requests, cls},
    };
  } finally {
    await context.close();
  }
}

/**
 * Scrolls a screen at a time, as a reader would, so content that loads on view does load. Each
 * step waits until the browser has drawn a frame at the new position (two animation frames): that
 * is when intersection observers see what came into view, however busy the machine. (A fixed
 * 120 ms a step spent 17 s on the Data Grid API page's 113 phone screens, and on a busy machine
 * did not promise a frame.)
 */
export async function scrollToBottom(page: Page): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.9);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) return;
  }
}

function emptyFigures(): NetworkFigures {
  return {jsGzipBytes: 0, requests: 0, jsGzipBytesAfterScroll: 0, requestsAfterScroll: 0, cls: 0};
}
