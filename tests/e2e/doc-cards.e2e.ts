/**
 * Category pages list their pages as cards with each page's description, although the version data
 * every doc page loads keeps only the descriptions such cards show (plugins/slim-version-data).
 */
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each([['/x/react-data-grid/columns'], ['/x/react-data-grid/filtering'], ['/zh/x/react-data-grid/main-features']])(
  'every page card on %s shows its description after hydration',
  async (path) => {
    const {page, problems} = await openPage(browser, path);
    const cards = page.locator('article a.card');
    expect(await cards.count()).toBeGreaterThan(1);
    // Doc cards (not sub-category cards, which show an item count) carry the page's description.
    const docCards = await cards.evaluateAll((els) =>
      els.filter((el) => !/^🗃/.test(el.querySelector('h2')?.textContent ?? '')).map((el) => el.querySelector('p')?.textContent?.trim() ?? ''),
    );
    expect(docCards.length).toBeGreaterThan(0);
    expect(docCards.filter((d) => d.length < 20)).toEqual([]);
    expect([...problems.pageErrors, ...problems.consoleErrors]).toEqual([]);
    await page.context().close();
  },
);
