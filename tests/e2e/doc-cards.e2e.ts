/**
 * Category pages list their pages as cards with each page's description, although the version data
 * every doc page loads keeps only the descriptions such cards show (plugins/slim-version-data).
 */
import type {Browser} from 'playwright-core';
import {launchBrowser} from './harness';
import {SharedTab} from './shared-tab';

let browser: Browser;
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  // Reading cards leaves nothing behind. The first page of each locale is loaded cold (cards
  // hydrated over the static HTML); the next English one is reached by a link, so its cards are
  // rendered from the version data alone.
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

test.each([['/x/react-data-grid/columns'], ['/x/react-data-grid/filtering'], ['/zh/x/react-data-grid/main-features']])(
  'every page card on %s shows its description after hydration',
  async (path) => {
    const {page, problems} = await tab.open(path);
    const cards = page.locator('article a.card');
    expect(await cards.count()).toBeGreaterThan(1);
    // Doc cards (not sub-category cards, which show an item count) carry the page's description.
    const docCards = await cards.evaluateAll((els) =>
      els
        .filter((el) => !/^🗃/.test(el.querySelector('h2')?.textContent ?? ''))
        .map((el) => el.querySelector('p')?.textContent?.trim() ?? ''),
    );
    expect(docCards.length).toBeGreaterThan(0);
    expect(docCards.filter((d) => d.length < 20)).toEqual([]);
    expect([...problems.pageErrors, ...problems.consoleErrors]).toEqual([]);
  },
);
