/**
 * The ad slot of a build with no ad network configured (a plain `npm run build`, the default): the
 * reader always gets the in-house ad, never the appeal to allow ads, even on the random draws that
 * pick the appeal when a network is configured (below 0.2). The test build (`npm test`) configures
 * a network on 127.0.0.1, so there this file is skipped; `plugins/ads/__tests__/display.test.ts`
 * covers the same decision in every run.
 */
import type {Browser} from 'playwright-core';
import {baseUrl, launchBrowser, watchProblems} from './harness';
import {fixRandom} from './fake-ad-network';

const withoutNetwork = process.env.PORTAL_TEST_ENDPOINTS_BUILT === '0' ? describe : describe.skip;

withoutNetwork('a build without an ad network', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test.each([0.05, 0.15])('shows the in-house ad, not the ad-block appeal (random draws %s)', async (draw) => {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    await fixRandom(context, draw);
    await context.clock.install();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(baseUrl() + '/x/introduction', {waitUntil: 'load'});
    // The slot polls for a network ad for 3.5 s before its fallback: run the page's clock past that.
    await page.clock.runFor(4000);
    const slot = page.locator('[data-ad-slot]');
    await slot.locator('[data-ad-source]').first().waitFor({timeout: 10_000});
    expect(await slot.locator('[data-ad-source]').evaluateAll((els) => els.map((e) => e.getAttribute('data-ad-source')))).toEqual([
      'in-house',
    ]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
