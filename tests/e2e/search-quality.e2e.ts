/**
 * Search quality as a reader meets it: each query of search-quality.queries.json is typed into the
 * navbar search (the real worker, the real indexes of the build) on the page the reader stands on,
 * and the page it expects must be among the first three pages shown. Prints the hit rate and the
 * misses per locale. Extend the query table with every new page. How fast results come is a
 * benchmark (bench/lib/search-latency.ts, `npm run bench`), not a test.
 *
 * A query arrives in one input event, as Chinese does from an input method: what is ranked is the
 * whole query; typing key by key, with its stale intermediate results, is tests/e2e/search.e2e.ts's.
 * `npm test` runs half of the queries each day (the other half the next; PORTAL_SEARCH_OFFSET pins
 * the day), and a query with several starting pages from one of them, the next one on its next day,
 * so each kind of start is measured every day and every pair within four days;
 * `npm run test:search:all` (PORTAL_SEARCH_ALL=1) runs every query from every page it names, as a
 * release does.
 */
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, newDesktopContext} from './harness';
import {goTo} from './client-navigation';
import table from './search-quality.queries.json';
import {dayNumber, isTurn} from './daily-turn';

interface QueryCase {
  q: string;
  expect: string | string[];
  /** The page the reader stands on, or several: the query runs from each. */
  from?: string | string[];
  /** A Chinese query only the page's translated body answers (no title, label or English word of it). */
  body?: boolean;
}

type Locale = 'en' | 'zh';

/** Share of queries whose page must be in the top three, per locale. */
const MIN_HIT_RATE = 0.95;
const PAGES_READ = 3;
const EVERY_START = process.env.PORTAL_SEARCH_ALL === '1';
const OFFSET = dayNumber('PORTAL_SEARCH_OFFSET');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const prefix = (locale: Locale) => (locale === 'zh' ? '/zh' : '');

/** Where a reader of this page would stand: the landing of its product, else the introduction. */
export function defaultFrom(expected: string): string {
  const product = /^\/x\/(react-[a-z-]+)/.exec(expected)?.[1];
  if (product) return `/x/${product}`;
  const api = /^\/x\/api\/([a-z-]+)/.exec(expected)?.[1];
  if (api) return `/x/react-${api}`;
  return '/x/introduction';
}

interface Shown {
  /** Options in display order: href (without the locale prefix) and whether it sits under a page. */
  options: {href: string; child: boolean}[];
}

const BUSY = /more coming|Searching|加载中|正在搜索/;

/** Clears the box, types `q` as a reader would and reads the list once every index answered. */
async function ask(page: Page, locale: Locale, q: string): Promise<Shown> {
  const input = page.locator('[data-search-input]');
  await input.click();
  await input.fill('');
  await page.waitForFunction(() => !document.querySelector('[role="listbox"]'));
  await page.keyboard.insertText(q);
  await page.waitForFunction(
    ({busy}) => {
      const status = document.querySelector('[role="status"]')?.textContent ?? '';
      return status !== '' && !new RegExp(busy).test(status);
    },
    {busy: BUSY.source},
    {timeout: 30000},
  );
  const options = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="listbox"] [role="option"]')).map((o) => ({
      href: o.getAttribute('href') ?? '',
      child: o.getAttribute('data-child') === 'true',
    })),
  );
  return {options: options.map((o) => ({...o, href: locale === 'zh' ? o.href.replace(/^\/zh(?=\/)/, '') : o.href}))};
}

/** The first `n` pages shown: each page once, in the order its first line appears. */
export function firstPages(shown: Shown, n = PAGES_READ): string[] {
  const pages: string[] = [];
  for (const option of shown.options) {
    const path = option.href.split('#')[0];
    if (!pages.includes(path)) pages.push(path);
    if (pages.length === n) break;
  }
  return pages;
}

/** A hit: an expected page among the first pages, or (for a `#row`) that row among the lines of those pages. */
export function isHit(shown: Shown, expected: string[], n = PAGES_READ): boolean {
  const pages = firstPages(shown, n);
  const lines = shown.options.filter((o) => pages.includes(o.href.split('#')[0])).map((o) => o.href);
  return expected.some((e) => (e.includes('#') ? lines.includes(e) : pages.includes(e)));
}

interface Run {
  q: string;
  expect: string[];
  from: string;
}

/** `npm test` runs one query in this many each day. */
const QUERY_EVERY = 2;

/**
 * Each case once per page it runs from, or (with `day`) the cases whose turn it is that day, each
 * from one of its pages, the next one on its next turn.
 */
export function runsOf(cases: QueryCase[], day?: number): Run[] {
  return cases.flatMap((c, index) => {
    if (day !== undefined && !isTurn(c.q, day, QUERY_EVERY)) return [];
    const expect = [c.expect].flat();
    const froms = c.from === undefined ? [defaultFrom(expect[0])] : [c.from].flat();
    const chosen = day === undefined ? froms : [froms[(Math.floor(day / QUERY_EVERY) + index) % froms.length]];
    return chosen.map((from) => ({q: c.q, expect, from}));
  });
}

/** How a starting page stands to the expected page: the introduction, inside the expected page's product, or elsewhere. */
function startKind(run: Run): string {
  if (run.from === '/x/introduction') return 'from /x/introduction';
  const migrated = /^\/x\/migration\/migration-([a-z]+)/.exec(run.expect[0])?.[1];
  const product = migrated === 'pickers' ? 'date' : (migrated ?? /^\/x\/(?:react-|api\/)?([a-z]+)/.exec(run.expect[0])?.[1]);
  const fromProduct = /^\/x\/(?:react-)?([a-z]+)/.exec(run.from)?.[1];
  return product && product === fromProduct ? 'from its product' : 'from elsewhere';
}

interface Outcome {
  hits: number;
  total: number;
  misses: string[];
  /** Hits and runs per kind of starting page. */
  byStart: Map<string, {hits: number; total: number}>;
  seconds: number;
}

async function runLocale(locale: Locale): Promise<Outcome> {
  const started = Date.now();
  const runs = runsOf(table[locale] as QueryCase[], EVERY_START ? undefined : OFFSET);
  const froms = [...new Set(runs.map((c) => c.from))];
  const misses: string[] = [];
  const byStart = new Map<string, {hits: number; total: number}>();
  // One tab per locale, walking from page to page as a reader does (the search's loaded indexes stay).
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  for (const from of froms) {
    await goTo(page, prefix(locale) + from);
    for (const c of runs.filter((x) => x.from === from)) {
      const shown = await ask(page, locale, c.q);
      const hit = isHit(shown, c.expect);
      const kind = startKind(c);
      const tally = byStart.get(kind) ?? {hits: 0, total: 0};
      byStart.set(kind, {hits: tally.hits + (hit ? 1 : 0), total: tally.total + 1});
      if (!hit) misses.push(`${c.q} (from ${from}): want ${c.expect.join(' | ')}; got ${firstPages(shown).join(', ') || 'nothing'}`);
    }
  }
  await context.close();
  return {hits: runs.length - misses.length, total: runs.length, misses, byStart, seconds: (Date.now() - started) / 1000};
}

const report: string[] = [];
afterAll(() => {
  if (report.length) console.log(`Search quality (top ${PAGES_READ} pages)\n${report.join('\n')}`);
});

const percent = (hits: number, total: number) => `${hits}/${total} = ${((hits / total) * 100).toFixed(1)}%`;

test.each(['en', 'zh'] as const)(
  '%s: the expected page is among the first three pages for at least 95% of the queries',
  async (locale) => {
    const {hits, total, misses, byStart, seconds} = await runLocale(locale);
    const starts = [...byStart].map(([kind, t]) => `\n  ${kind}: ${percent(t.hits, t.total)}`).join('');
    const which = EVERY_START ? 'every query, every starting page' : `day ${OFFSET}'s half of the queries, one starting page each`;
    report.push(
      `${locale}: ${percent(hits, total)} (${which}) in ${seconds.toFixed(0)} s${starts}${misses.map((m) => `\n  miss: ${m}`).join('')}`,
    );
    expect(total).toBeGreaterThanOrEqual(30);
    expect(hits / total).toBeGreaterThanOrEqual(MIN_HIT_RATE);
    // The reader's own product and the introduction are both places search is used from.
    for (const [kind, t] of byStart) if (t.total >= 20) expect([kind, t.hits / t.total >= MIN_HIT_RATE]).toEqual([kind, true]);
  },
  600000,
);
