/**
 * Page-switch time: from a click on a link of a hydrated page to the first frame painted with the
 * new page's `<h1>` (client-side navigation): the h1 in the DOM, then the next animation frame and
 * a message after it, so the style and layout the new page needs count whether a script forced
 * them early (Docusaurus focuses the page on arrival) or the frame did them. The CPU is slowed
 * down (DevTools throttling) and the target's chunks not fetched ahead (prefetch requests are
 * refused), so what is measured is the switch itself: loading the
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
  /** Median time from the click to the first frame painted with the new page's h1, in ms. */
  medianMs: number;
  samplesMs: number[];
  /** Median time from the click to the new page's first demo ready, when it has demos. */
  firstDemoMedianMs?: number;
  cpuSlowdown: number;
}

export const PAGE_SWITCH_RUNS = 5;
export const PAGE_SWITCH_CPU_SLOWDOWN = 4;
const SETTLE_MS = 1000;
export const TIMEOUT_MS = 60_000;

const AD_SETTLE_TIMEOUT_MS = 10_000;

/** In the page: no ad slot, or one showing its ad (a card, the appeal, or the network script's own element). */
function adSettled(): boolean {
  const slot = document.querySelector('[data-ad-slot]');
  return !slot || slot.querySelector('[data-ad-source], :scope > div:not([hidden]) > :not(script)') !== null;
}

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
    // Settled includes the page's ad: its fallback shows 3.5 s after the first paint, often just
    // when the click would come, and its render would be timed as part of the switch. A reader
    // who follows a link has usually been on the page longer than that.
    await page.waitForFunction(adSettled, undefined, {timeout: AD_SETTLE_TIMEOUT_MS}).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    return {context, page, cdp};
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Runs in the page: clicks the first link to `to` and resolves with the time to the first frame
 * painted with the new h1 and, when `waitForDemo` and the new page has demos, to its first demo
 * ready. Self-contained (page.evaluate sends its source), shared by the timing and the profiler.
 */
export function clickAndTimeSwitch({
  to,
  timeoutMs,
  waitForDemo,
}: {
  to: string;
  timeoutMs: number;
  waitForDemo: boolean;
}): Promise<SwitchSample> {
  return new Promise<SwitchSample>((resolve, reject) => {
    const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).find((a) => new URL(a.href).pathname === to);
    if (!link) return reject(new Error(`no link to ${to} on ${location.pathname}`));
    const before = document.querySelector('h1');
    const started = performance.now();
    const timer = setTimeout(() => reject(new Error(`no new page after ${timeoutMs} ms`)), timeoutMs);
    let headingSeen = false;
    let ms: number | undefined;
    let demoMs: number | undefined;
    // The page being left may stay mounted (hidden, `data-leaving-page`) until the new page has
    // painted: its demos are not the new page's.
    const newPageDemo = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).some((demo) => !demo.closest('[data-leaving-page]'));
    // A long page's demos may be in its rest (`data-page-rest="pending"`), rendered after the first
    // frame: while it is pending, the new page may still have demos to wait for.
    const mayHaveDemos = () => newPageDemo('[data-demo-root]') || document.querySelector('[data-page-rest="pending"]') !== null;
    const finish = () => {
      if (ms === undefined || (waitForDemo && demoMs === undefined && mayHaveDemos())) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(demoMs === undefined ? {ms} : {ms, demoMs});
    };
    // The next animation frame, then a message: runs once that frame has been painted.
    const afterNextPaint = (then: () => void) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = then;
        channel.port2.postMessage(null);
      });
    const check = () => {
      const h1 = document.querySelector('h1');
      if (!headingSeen && location.pathname === to && h1 && h1 !== before) {
        headingSeen = true;
        afterNextPaint(() => {
          ms = performance.now() - started;
          finish();
        });
      }
      if (waitForDemo && headingSeen && demoMs === undefined && newPageDemo('[data-demo-root][data-demo-state="ready"]')) {
        demoMs = performance.now() - started;
      }
      if (ms !== undefined) finish();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-demo-state']});
    link.click();
  });
}

interface SwitchSample {
  ms: number;
  demoMs?: number;
}

/** One timed switch in a fresh context. */
async function timeSwitch(browser: Browser, origin: string, {from, to}: PageSwitch, cpuSlowdown: number): Promise<SwitchSample> {
  const {context, page, cdp} = await pageReadyToSwitch(browser, origin, from, cpuSlowdown);
  try {
    return await page.evaluate(clickAndTimeSwitch, {to, timeoutMs: TIMEOUT_MS, waitForDemo: true});
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1}).catch(() => undefined);
    await context.close();
  }
}

export interface SwitchTarget {
  /** The site's origin (plain Docusaurus's or the portal's). */
  origin: string;
  pageSwitch: PageSwitch;
}

/**
 * Times each switch `runs` times, round-robin (one run of each in turn): a machine that slows down
 * or speeds up during the bench then weighs on plain Docusaurus and on the portal alike, and the
 * ratios between them stay fair. Figures in the order of `targets`.
 */
export async function measurePageSwitches(
  browser: Browser,
  targets: readonly SwitchTarget[],
  {runs = PAGE_SWITCH_RUNS, cpuSlowdown = PAGE_SWITCH_CPU_SLOWDOWN}: {runs?: number; cpuSlowdown?: number} = {},
): Promise<PageSwitchFigures[]> {
  const samples: SwitchSample[][] = targets.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, {origin, pageSwitch}] of targets.entries()) samples[k]!.push(await timeSwitch(browser, origin, pageSwitch, cpuSlowdown));
  }
  return samples.map((s) => figuresOf(s, cpuSlowdown));
}

function figuresOf(samples: SwitchSample[], cpuSlowdown: number): PageSwitchFigures {
  const demo = samples.flatMap((s) => (s.demoMs === undefined ? [] : [s.demoMs]));
  return {
    medianMs: Math.round(median(samples.map((s) => s.ms))),
    samplesMs: samples.map((s) => Math.round(s.ms)),
    ...(demo.length ? {firstDemoMedianMs: Math.round(median(demo))} : {}),
    cpuSlowdown,
  };
}
