/**
 * Nothing a reader is looking at moves while the page arrives. The budgets measure CLS on whole
 * pages; these tests pin the two causes found on a slow machine, deterministically:
 * - the navbar painted half-parsed (its right-hand items are packed to the end, so each later item
 *   pushed the earlier ones left, and Infima's :last-child padding applied only once parsing ended);
 * - a code block's button group growing leftwards when its word-wrap button appears after mount;
 * - on a phone, an API page's list of pages (before the article in the HTML, after it on screen)
 *   painted under a half-parsed article, then pushed down as the rows arrived.
 */
import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import {baseUrl, launchBrowser, waitForHydration} from './harness';
import {startSlowHtmlServer} from './slow-html-server';
import {waitForIdle} from './settle';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Shift {
  value: number;
  sources: string[];
}

interface ShiftWindow {
  __shifts: Shift[];
  __shiftObserver: PerformanceObserver;
  __recordShifts: (entries: PerformanceEntryList) => void;
}

/** Records every layout shift not caused by input, with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__shifts = [];
    w.__recordShifts = (entries) => {
      for (const entry of entries as unknown as {value: number; hadRecentInput: boolean; sources: {node?: Node}[]}[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}` : '?';
        });
        w.__shifts.push({value: entry.value, sources});
      }
    };
    w.__shiftObserver = new PerformanceObserver((list) => w.__recordShifts(list.getEntries()));
    w.__shiftObserver.observe({type: 'layout-shift', buffered: true});
  });
}

/**
 * The shifts recorded so far, once the frames after hydration have been painted (a shift is
 * measured at paint). Entries the observer has queued but not yet delivered are taken too.
 */
async function shiftsOf(page: Page): Promise<Shift[]> {
  await waitForIdle(page);
  return page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    w.__recordShifts(w.__shiftObserver.takeRecords());
    return w.__shifts;
  });
}

const PAGE = '/x/introduction/installation';
const DESKTOP = {viewport: {width: 1350, height: 940}};
const PAUSE_MS = 700;

/** Ends pieces mid-navbar: after the version dropdown, then right after the search input. */
function cutInsideNavbar(html: string): number[] {
  const right = html.indexOf('navbar__items--right');
  const afterFirstItem = html.indexOf('</ul></div>', right) + '</ul></div>'.length;
  const input = html.search(/<input[^>]*\bid="?navbar-search/);
  const afterInput = html.indexOf('>', input) + 1;
  if (right < 0 || afterFirstItem <= right || input < 0) throw new Error(`${PAGE}: navbar markup not found`);
  return [afterFirstItem, afterInput];
}

interface PiecesLoad {
  pathname: string;
  cut: (html: string) => number[];
  contextOptions: BrowserContextOptions;
  /** Keeps the shifts that moved an element this picks out by its description (`tag.class…`). */
  moved: (source: string) => boolean;
  transform?: (html: string) => string;
}

/** Loads a page whose HTML arrives in pieces, `PAUSE_MS` apart; the shifts that moved what `moved` picks out. */
async function loadInPieces({pathname, cut, contextOptions, moved, transform}: PiecesLoad): Promise<Shift[]> {
  const server = await startSlowHtmlServer({upstream: baseUrl(), pathname, cut, pauseMs: PAUSE_MS, transform});
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(server.url + pathname, {waitUntil: 'load'});
    await waitForHydration(page);
    return (await shiftsOf(page)).filter((s) => s.sources.some(moved));
  } finally {
    await context.close();
    await server.close();
  }
}

const loadNavbarInPieces = (transform?: (html: string) => string) =>
  loadInPieces({pathname: PAGE, cut: cutInsideNavbar, contextOptions: DESKTOP, moved: (src) => src.includes('navbar'), transform});

test('the navbar paints whole even when its HTML arrives in pieces', async () => {
  const shifts = await loadNavbarInPieces();
  expect(shifts).toEqual([]);
});

test('control: without the hold on the first paint, the same pieces do move the navbar', async () => {
  // Proves the test above can fail: the browser does paint between the pieces.
  const shifts = await loadNavbarInPieces((html) => html.replace(/<link[^>]*rel="?expect"?[^>]*>/, ''));
  expect(shifts.length).toBeGreaterThan(0);
});

test("a code block's buttons keep their place when the word-wrap button appears", async () => {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(baseUrl() + '/x/react-charts', {waitUntil: 'load'});
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', {has: page.getByRole('button', {name: 'Toggle word wrap'})}).first();
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    const copy = block.getByRole('button', {name: /copy/i});
    await wrap.waitFor({state: 'attached'});
    const [wrapBox, copyBox, blockBox] = await Promise.all([wrap.boundingBox(), copy.boundingBox(), block.boundingBox()]);
    // Reading order as Docusaurus has it: word wrap, then copy at the right edge.
    expect(wrapBox!.x + wrapBox!.width).toBeLessThanOrEqual(copyBox!.x);
    expect(blockBox!.x + blockBox!.width - (copyBox!.x + copyBox!.width)).toBeLessThan(16);
    const moved = (await shiftsOf(page)).filter((s) => s.sources.some((src) => src.includes('buttonGroup')));
    expect(moved).toEqual([]);
  } finally {
    await context.close();
  }
});

const API_PAGE = '/x/api/data-grid/data-grid';
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};

/** Ends the first piece right after the API page article's heading. */
function cutAfterApiHeading(html: string): number[] {
  const heading = html.indexOf('</h1>', html.indexOf('<main'));
  if (heading < 0) throw new Error(`${API_PAGE}: no heading in its main element`);
  return [heading];
}

/** Loads the API page on a phone, its HTML cut right after the article's heading; the shifts that moved the page list. */
const loadApiPageInPieces = (transform?: (html: string) => string) =>
  loadInPieces({pathname: API_PAGE, cut: cutAfterApiHeading, contextOptions: PHONE, moved: (src) => src.startsWith('nav.'), transform});

test("on a phone, an API page's list of pages stays put while the article's HTML arrives", async () => {
  expect(await loadApiPageInPieces()).toEqual([]);
});

test('control: with the list shown before the article is parsed, the same pieces push it down', async () => {
  // Proves the test above can fail: the list painted under the heading moves when the rows arrive.
  const shown = '<style>nav[aria-label$="API pages"] { display: block !important; }</style>';
  const shifts = await loadApiPageInPieces((html) => html.replace('</head>', `${shown}</head>`));
  expect(shifts.length).toBeGreaterThan(0);
});
