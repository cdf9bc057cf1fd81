/**
 * Page-switch time: from a click on a link of a hydrated page to the new page's `<h1>` (client-side
 * navigation), with the CPU slowed down (DevTools throttling) and the target's chunks not fetched
 * ahead (prefetch requests are refused), so what is measured is the switch itself: loading the
 * target's chunks, matching the route, rendering and committing the new page. For demo pages, also
 * the time until the first demo of the new page is ready. Median of `runs`.
 */
import type {Browser} from 'playwright-core';
import {median} from './stats';

export interface PageSwitch {
  /** Page the reader is on. */
  from: string;
  /** Where the clicked link goes (its pathname; the first link of the page with that href is clicked). */
  to: string;
}

export interface PageSwitchFigures {
  /** Median time from the click to the new page's h1, in ms. */
  medianMs: number;
  samplesMs: number[];
  /** Median time from the click to the new page's first demo ready, when it has demos. */
  firstDemoMedianMs?: number;
  cpuSlowdown: number;
}

export const PAGE_SWITCH_RUNS = 5;
export const PAGE_SWITCH_CPU_SLOWDOWN = 4;
const SETTLE_MS = 1000;
const TIMEOUT_MS = 60_000;

/**
 * A fresh context on `from`, hydrated and settled, with prefetches refused (they would load the
 * target's chunks ahead of the click) and the CPU slowed down: where a switch is timed or profiled.
 */
export async function pageReadyToSwitch(browser: Browser, origin: string, from: string, cpuSlowdown: number) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    await context.route('**/*', (route) => {
      const headers = route.request().headers();
      return headers['purpose'] === 'prefetch' || headers['sec-purpose']?.startsWith('prefetch') ? route.abort() : route.continue();
    });
    const page = await context.newPage();
    await page.goto(origin + from, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: TIMEOUT_MS});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    return {context, page, cdp};
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** One timed switch in a fresh context. */
async function timeSwitch(browser: Browser, origin: string, {from, to}: PageSwitch, cpuSlowdown: number): Promise<{ms: number; demoMs?: number}> {
  const {context, page, cdp} = await pageReadyToSwitch(browser, origin, from, cpuSlowdown);
  try {
    try {
      return await page.evaluate(
        ({to, timeoutMs}) =>
          new Promise<{ms: number; demoMs?: number}>((resolve, reject) => {
            const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).find((a) => new URL(a.href).pathname === to);
            if (!link) return reject(new Error(`no link to ${to} on ${location.pathname}`));
            const before = document.querySelector('h1');
            let ms: number | undefined;
            const started = performance.now();
            const timer = setTimeout(() => reject(new Error(`no new page after ${timeoutMs} ms`)), timeoutMs);
            const check = () => {
              const h1 = document.querySelector('h1');
              if (ms === undefined && location.pathname === to && h1 && h1 !== before) {
                ms = performance.now() - started;
                if (!document.querySelector('[data-demo-root]')) {
                  observer.disconnect();
                  clearTimeout(timer);
                  resolve({ms});
                }
              }
              if (ms !== undefined && document.querySelector('[data-demo-root][data-demo-state="ready"]')) {
                observer.disconnect();
                clearTimeout(timer);
                resolve({ms, demoMs: performance.now() - started});
              }
            };
            const observer = new MutationObserver(check);
            observer.observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-demo-state']});
            link.click();
          }),
        {to, timeoutMs: TIMEOUT_MS},
      );
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    }
  } finally {
    await context.close();
  }
}

export async function measurePageSwitch(
  browser: Browser,
  origin: string,
  pageSwitch: PageSwitch,
  {runs = PAGE_SWITCH_RUNS, cpuSlowdown = PAGE_SWITCH_CPU_SLOWDOWN}: {runs?: number; cpuSlowdown?: number} = {},
): Promise<PageSwitchFigures> {
  const samples: {ms: number; demoMs?: number}[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timeSwitch(browser, origin, pageSwitch, cpuSlowdown));
  const demo = samples.flatMap((s) => (s.demoMs === undefined ? [] : [s.demoMs]));
  return {
    medianMs: Math.round(median(samples.map((s) => s.ms))),
    samplesMs: samples.map((s) => Math.round(s.ms)),
    ...(demo.length ? {firstDemoMedianMs: Math.round(median(demo))} : {}),
    cpuSlowdown,
  };
}
