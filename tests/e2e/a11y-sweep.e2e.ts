/**
 * Accessibility sweep (issue 8): axe-core over the built pages listed in the sitemaps of every
 * locale, after hydration and a scroll to the bottom (lazy demos render). `npm test` checks a fixed
 * sample (the bench pages plus an even spread of the rest); `npm run test:a11y:all` checks every
 * page. The bench pages are also checked in dark mode (system preference emulated, the site's
 * default). No serious or critical violation may remain; counts are printed at the end.
 */
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage} from './harness';
import {seriousAxeViolations, type AxeProblem} from './axe';
import {localizedPages} from '@site/bench/pages';
import {readBuildSitemaps, sweepSample} from '@site/bench/lib/sitemap';
import {scrollToBottom} from '@site/bench/lib/page-weight';

/** Pages checked in `npm test`; the full set runs with PORTAL_A11Y_ALL=1 (`npm run test:a11y:all`). */
const A11Y_SAMPLE_PAGES = 24;
const SETTLE_AFTER_SCROLL_MS = 500;
/** Dark-mode checks when no bench page is in the build: an even sample of this many pages. */
const A11Y_DARK_MIN_PAGES = 4;

const ALL = process.env.PORTAL_A11Y_ALL === '1';
const sitemap = readBuildSitemaps(path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build'));
const benchUrls = localizedPages().map((p) => p.url);
const lightPages = ALL ? sitemap : sweepSample(sitemap, benchUrls, A11Y_SAMPLE_PAGES);
const darkPages = sweepSample(sitemap, benchUrls, ALL ? A11Y_SAMPLE_PAGES : A11Y_DARK_MIN_PAGES);

const counts = {checks: 0, withViolations: 0, violations: 0};
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  console.log(
    `a11y sweep (${ALL ? 'all pages' : 'sample'}): ${counts.checks} checks (${lightPages.length} pages light, ` +
      `${darkPages.length} dark) of ${sitemap.length} in the sitemaps; ${counts.withViolations} with serious/critical ` +
      `violations, ${counts.violations} violations in all`,
  );
});

async function check(pathname: string, colorScheme: 'light' | 'dark'): Promise<AxeProblem[]> {
  const {page, status} = await openPage(browser, pathname, {colorScheme});
  try {
    expect({pathname, status}).toEqual({pathname, status: 200});
    // The site follows the system preference by default: make sure the mode under test is the one shown.
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(colorScheme);
    await scrollToBottom(page);
    await page.waitForTimeout(SETTLE_AFTER_SCROLL_MS);
    const problems = await seriousAxeViolations(page);
    counts.checks += 1;
    counts.violations += problems.length;
    if (problems.length) counts.withViolations += 1;
    return problems;
  } finally {
    await page.context().close();
  }
}

test('the sweep covers every locale', () => {
  expect(sitemap.length).toBeGreaterThan(0);
  expect(lightPages.some((p) => p === '/zh' || p.startsWith('/zh/'))).toBe(true);
  expect(lightPages.some((p) => !p.startsWith('/zh'))).toBe(true);
});

test.each(lightPages)('%s has no serious or critical axe violations (light)', async (pathname) => {
  expect(await check(pathname, 'light')).toEqual([]);
});

test.each(darkPages)('%s has no serious or critical axe violations (dark)', async (pathname) => {
  expect(await check(pathname, 'dark')).toEqual([]);
});
