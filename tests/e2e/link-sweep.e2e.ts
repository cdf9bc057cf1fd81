/**
 * Link sweep (issue 8): crawls the served build from / and /zh in a browser, following the
 * same-origin `<a href>` of the rendered DOM after hydration (so links the React app creates at
 * runtime, such as the version switcher and API cross-links, are followed too), and checks that every
 * internal link answers 200 and every #anchor exists on its target. External links are listed in
 * test-results/link-sweep.json, never fetched. Docusaurus's own onBrokenLinks/onBrokenAnchors check
 * covers the static links at build time; this covers what only exists once the app runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser} from './harness';
import {EXTERNAL_VERSION_HOSTS, VERSIONS} from '@site/src/config/portal';
import {
  brokenLinks,
  classifyHref,
  describeBroken,
  htmlIds,
  isPagePath,
  nextToVisit,
  sectionOf,
  type LinkRecord,
  type TargetState,
} from '@site/bench/lib/links';

/** Bounds that keep the sweep within a couple of minutes on 2 cores; targets past them are still checked over HTTP. */
const LINK_SWEEP_MAX_PAGES = Number(process.env.PORTAL_LINK_SWEEP_MAX_PAGES ?? 400);
const LINK_SWEEP_TIME_BUDGET_MS = 120_000;
const LINK_SWEEP_CONCURRENCY = 2;
const HYDRATION_TIMEOUT_MS = 10_000;
const START_PATHS = ['/', '/zh'];
/**
 * Requests the crawl does not need: it reads links and ids, not pictures or styles; 'other' is
 * Docusaurus prefetching the chunks of links in view.
 */
const SKIPPED_RESOURCE_TYPES = new Set(['image', 'font', 'media', 'stylesheet', 'other']);

interface Crawl {
  rendered: string[];
  targets: Map<string, TargetState>;
  links: LinkRecord[];
  external: Map<string, Set<string>>;
  notHydrated: string[];
  seconds: number;
}

async function crawl(browser: Browser): Promise<Crawl> {
  const origin = baseUrl();
  const started = Date.now();
  const result: Crawl = {rendered: [], targets: new Map(), links: [], external: new Map(), notHydrated: [], seconds: 0};
  const queue = [...START_PATHS];
  const queued = new Set(queue);
  const renderedPerSection = new Map<string, number>();
  let busy = 0;

  const visit = async (page: Page, pathname: string) => {
    const response = await page.goto(origin + pathname, {waitUntil: 'domcontentloaded'});
    const status = response?.status() ?? 0;
    const isHtml = (response?.headers()['content-type'] ?? '').includes('text/html');
    if (status !== 200 || !isHtml) {
      result.targets.set(pathname, {status, ids: null});
      return;
    }
    const hydrated = await page
      .waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: HYDRATION_TIMEOUT_MS})
      .then(() => true, () => false);
    if (!hydrated) result.notHydrated.push(pathname);
    const {hrefs, ids} = await page.evaluate(() => ({
      hrefs: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
      ids: Array.from(document.querySelectorAll('[id], a[name]'), (e) => e.id || e.getAttribute('name') || ''),
    }));
    result.targets.set(pathname, {status, ids: new Set(ids)});
    result.rendered.push(pathname);
    renderedPerSection.set(sectionOf(pathname), (renderedPerSection.get(sectionOf(pathname)) ?? 0) + 1);
    for (const href of hrefs) {
      const link = classifyHref(href, origin);
      if (link.kind === 'external') {
        result.external.set(link.url, (result.external.get(link.url) ?? new Set()).add(pathname));
      } else if (link.kind === 'internal') {
        result.links.push({from: pathname, path: link.path, hash: link.hash});
        if (isPagePath(link.path) && !queued.has(link.path)) {
          queued.add(link.path);
          queue.push(link.path);
        }
      }
    }
  };

  const worker = async () => {
    const context = await browser.newContext();
    await context.route('**/*', (route) =>
      SKIPPED_RESOURCE_TYPES.has(route.request().resourceType()) ? route.abort() : route.continue(),
    );
    const page = await context.newPage();
    try {
      while (result.rendered.length < LINK_SWEEP_MAX_PAGES && Date.now() - started < LINK_SWEEP_TIME_BUDGET_MS) {
        if (!queue.length) {
          if (busy === 0) break;
          await page.waitForTimeout(50); // another tab may still add links
          continue;
        }
        const [next] = queue.splice(nextToVisit(queue, renderedPerSection), 1);
        busy += 1;
        await visit(page, next).finally(() => (busy -= 1));
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({length: LINK_SWEEP_CONCURRENCY}, worker));

  // Targets the crawl did not render (past its bounds, or files): check them over HTTP, ids from the static HTML.
  for (const target of new Set(result.links.map((l) => l.path))) {
    if (result.targets.has(target)) continue;
    const response = await fetch(origin + target, {redirect: 'follow'});
    const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
    result.targets.set(target, {status: response.status, ids: isHtml ? htmlIds(await response.text()) : null});
    if (!isHtml) await response.body?.cancel();
  }
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

let browser: Browser;
let sweep: Crawl;
beforeAll(async () => {
  browser = await launchBrowser();
  sweep = await crawl(browser);
  const report = {
    renderedPages: sweep.rendered.sort(),
    checkedTargets: sweep.targets.size,
    internalLinks: sweep.links.length,
    broken: describeBroken(brokenLinks(sweep.links, sweep.targets)),
    notHydrated: sweep.notHydrated,
    externalLinks: Object.fromEntries([...sweep.external].sort().map(([url, from]) => [url, [...from].sort()])),
  };
  const file = path.resolve('test-results/link-sweep.json');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(
    `link sweep: rendered ${sweep.rendered.length} pages in ${sweep.seconds.toFixed(0)} s, checked ` +
      `${sweep.links.length} internal links to ${sweep.targets.size} targets, ${report.broken.length} broken; ` +
      `${sweep.external.size} external links listed (not fetched) in ${path.relative(process.cwd(), file)}:\n  ` +
      [...sweep.external.keys()].sort().join('\n  '),
  );
}, LINK_SWEEP_TIME_BUDGET_MS + 120_000);
afterAll(async () => {
  await browser?.close();
});

test('the crawl reaches every locale and every in-portal version', () => {
  expect(sweep.rendered).toContain('/');
  expect(sweep.rendered).toContain('/zh');
  for (const version of VERSIONS) {
    if (version.kind !== 'in-portal' || !version.pathPrefix) continue;
    for (const locale of ['', '/zh']) {
      const prefix = `${locale}/x/${version.pathPrefix}`;
      expect({prefix, reached: sweep.rendered.some((p) => p === prefix || p.startsWith(prefix + '/'))}).toEqual({prefix, reached: true});
    }
  }
});

test('every page hydrates (links created at runtime are only there after hydration)', () => {
  expect(sweep.notHydrated).toEqual([]);
});

test('every internal link answers 200 and every anchor exists on its target', () => {
  expect(describeBroken(brokenLinks(sweep.links, sweep.targets))).toEqual([]);
});

test('the version switcher items are collected: the v6 and v5 hosts are listed as external links', () => {
  const external = [...sweep.external.keys()];
  expect(external.some((url) => url.startsWith(EXTERNAL_VERSION_HOSTS.v6))).toBe(true);
  expect(external.some((url) => url.startsWith(EXTERNAL_VERSION_HOSTS.v5))).toBe(true);
});
