/**
 * Client-side page switches (plugins/load-before-navigating): a link loads the next page's code before it
 * changes the URL, so the reader keeps the page they are on, with its own URL, until the next one can
 * show; then the page and its URL change together. The progress bar shows while the wait is long;
 * Back returns; a page whose code cannot load is reloaded at its URL, as Docusaurus always did.
 */
import type {Browser, Page, Route} from 'playwright-core';
import {baseUrl, launchBrowser, openPage, waitForHydration, waitForPageLeft} from './harness';
import {SharedTab} from './shared-tab';
import {waitForAnimations, waitForIdle} from './settle';
import {switchAndCaptureFirstFrame} from './first-frame';

let browser: Browser;
/**
 * The tests of a switch between two long pages start each from the sorting guide, reached by a link
 * in one tab (tests/e2e/shared-tab.ts); those that hold or fail the site's scripts have a context
 * of their own.
 */
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = new SharedTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/** After a link, the navbar follows the new page just after its first frame: its language menu then leads to the page's twin. */
const navbarFollowed = (page: Page, pathname: string) =>
  page.locator(`nav.navbar a.dropdown__link[href="/zh${pathname}"]`).waitFor({state: 'attached', timeout: 10_000});

const FROM = '/x/introduction/installation';
const TO = '/x/introduction/licensing';

/** Opens FROM with prefetches refused (they would load TO's code ahead of the click) and JS held on demand. */
async function openWithHeldScripts(mode: 'hold' | 'fail') {
  const held: Route[] = [];
  let active = false;
  const {page, problems} = await openPage(browser, FROM);
  await page.context().route('**/*', (route) => {
    const headers = route.request().headers();
    if (headers['purpose'] === 'prefetch' || headers['sec-purpose']?.startsWith('prefetch')) return route.abort();
    if (active && /\/assets\/js\/.+\.js$/.test(route.request().url())) {
      if (mode === 'fail') return route.abort();
      held.push(route);
      return undefined;
    }
    return route.continue();
  });
  // The page's own scripts have loaded once it is hydrated and idle: from now on only the switch's are held.
  await waitForIdle(page);
  active = true;
  const release = async () => {
    active = false;
    await Promise.all(held.splice(0).map((r) => r.continue()));
  };
  return {page, problems, release};
}

const h1Text = (page: Page) => page.locator('h1').first().innerText();

test('while the next page loads, the reader keeps this page and its URL; then both change together, and Back returns', async () => {
  const {page, problems, release} = await openWithHeldScripts('hold');
  const firstHeading = await h1Text(page);
  await page.evaluate(() => document.querySelector('h1')!.setAttribute('data-still-here', ''));
  await page.locator(`.theme-doc-sidebar-container a[href="${TO}"]`).first().click();
  // Longer than 200 ms: the progress bar says something is coming; meanwhile this page and its URL stay.
  await page.locator('#nprogress .bar').waitFor({timeout: 10_000});
  expect(await page.evaluate(() => location.pathname)).toBe(FROM);
  expect(await page.locator('h1[data-still-here]').count()).toBe(1);
  await release();
  await page.waitForFunction((to) => location.pathname === to, TO);
  await page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, firstHeading);
  await waitForPageLeft(page);
  expect(await page.locator('h1[data-still-here]').count()).toBe(0);
  await page.waitForSelector('#nprogress', {state: 'detached'});
  await page.goBack();
  await page.waitForFunction((from) => location.pathname === from, FROM);
  expect(await h1Text(page)).toBe(firstHeading);
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
});

test('a page whose code cannot be downloaded is loaded from the server at its URL', async () => {
  const {page} = await openWithHeldScripts('fail');
  await page.evaluate(() => ((window as unknown as {beforeClick: boolean}).beforeClick = true));
  await page.locator(`.theme-doc-sidebar-container a[href="${TO}"]`).first().click();
  // A new document (the old one's global is gone) at the page's URL, with the server's HTML: its
  // heading is there without any script.
  await page.waitForFunction(
    () => !(window as unknown as {beforeClick?: boolean}).beforeClick && /licen/i.test(document.querySelector('h1')?.textContent ?? ''),
    null,
    {timeout: 20_000},
  );
  expect(new URL(page.url()).pathname).toBe(TO);
  await page.context().close();
});

/**
 * A long page's content after its first screen (`<PageRest>`) renders in the frame after the first
 * one on a link navigation: the first frame shows the page's top filling the window, the rest
 * follows, and the page ends up whole. The server's HTML has every section.
 */
const LONG_FROM = '/x/react-data-grid/sorting';
const LONG_TO = '/x/react-data-grid/filtering';

// First of the tab's tests: the tab has not shown the filtering guide yet, so its category is closed.
test('a closed sidebar category opens with its page: in the frame the page appears, all its entries, no animation', async () => {
  const {page, problems} = await tab.open(LONG_FROM);
  const firstFrame = await switchAndCaptureFirstFrame(page, {to: LONG_TO, linkSelector: '.theme-doc-sidebar-container a[href]'});
  // Filtering is a category with a page of its own and six entries.
  expect(firstFrame.category).toEqual({closedAtClick: true, openedBeforePage: false, open: true, entriesVisible: 6, animating: false});
  await waitForPageLeft(page);
  // The caret still closes and opens it, animated as before.
  const caret = page.locator('.theme-doc-sidebar-container button[aria-label*="Filtering"]');
  const list = '.theme-doc-sidebar-container li.theme-doc-sidebar-item-category:has(> div > a[href$="/filtering"]) > ul';
  await caret.click();
  await page.waitForFunction((sel) => document.querySelector(sel)?.getBoundingClientRect().height === 0, list);
  await caret.click();
  // A frame part-way: the list's height between none and all of its entries.
  await page.waitForFunction((sel) => {
    const ul = document.querySelector<HTMLElement>(sel);
    const height = ul ? ul.getBoundingClientRect().height : 0;
    return ul !== null && height > 0 && height < ul.scrollHeight - 1;
  }, list);
  await page.waitForFunction((sel) => (document.querySelector(sel)?.getBoundingClientRect().height ?? 0) > 100, list);
  expect(await caret.getAttribute('aria-expanded')).toBe('true');
  expect(problems.pageErrors).toEqual([]);
});

test('a long page arrives top first: its first frame fills the window, then every section follows', async () => {
  const {page, problems} = await tab.open(LONG_FROM);
  const serverHtml = await (await page.request.get(baseUrl() + LONG_TO)).text();
  expect(serverHtml).not.toContain('data-page-rest');
  expect(serverHtml).toMatch(/id="?ignore-diacritics[" >]/); // a section far down the page
  const firstFrame = await switchAndCaptureFirstFrame(page, {to: LONG_TO, linkSelector: '.theme-doc-sidebar-container a[href]'});
  expect(firstFrame.pendingTop).not.toBeNull();
  expect(firstFrame.pendingTop!).toBeGreaterThanOrEqual(firstFrame.windowHeight);
  await page.waitForSelector('[data-page-rest="pending"]', {state: 'detached'});
  await waitForPageLeft(page);
  const sections = () => page.evaluate(() => Array.from(document.querySelectorAll('article h2, article h3'), (h) => h.id));
  const afterSwitch = await sections();
  await page.goto(baseUrl() + LONG_TO);
  await waitForHydration(page);
  expect(afterSwitch).toEqual(await sections());
  expect(afterSwitch.length).toBeGreaterThan(8);
  expect(problems.pageErrors).toEqual([]);
});

test('the page being left stays for the first frame, hidden, taking no space, after the new page; then it goes', async () => {
  const {page, problems} = await tab.open(LONG_FROM);
  await page.locator('[data-demo-root]').first().scrollIntoViewIfNeeded();
  await page.locator('[data-demo-root][data-demo-state="ready"]').first().waitFor();
  const firstFrame = await switchAndCaptureFirstFrame(page, {to: LONG_TO, linkSelector: '.theme-doc-sidebar-container a[href]'});
  expect(firstFrame.leavingPage).toEqual({height: 0, headingVisible: false, inert: true, afterNewPage: true});
  await waitForPageLeft(page);
  // The filtering guide's demos come with the rest of the page (after its first screen).
  await page.waitForSelector('[data-page-rest="pending"]', {state: 'detached'});
  // Only the new page is left: one h1, and every demo on screen is one of its own.
  expect(await page.locator('h1').allInnerTexts()).toEqual(['Filtering']);
  const demoNames = await page.locator('[data-demo]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-demo')));
  const fresh = await (await page.request.get(baseUrl() + LONG_TO)).text();
  expect(demoNames.length).toBeGreaterThan(3);
  // The build's HTML is minified: attribute values without quotes when they can go without.
  for (const name of demoNames) expect(fresh).toMatch(new RegExp(`data-demo="?${name}[" >]`));
  expect(problems.pageErrors).toEqual([]);
});

test('a switch leaves the links it keeps alone: none of the navbar, sidebar, footer or page being left is set up again', async () => {
  const {page, problems} = await tab.open(LONG_FROM);
  // Every link of the page is set up (the chrome's follow the page just after its first frame).
  await navbarFollowed(page, LONG_FROM);
  await waitForIdle(page);
  // Each link watches for coming into view (to prefetch its page); a link rendered again by a switch
  // started a new watch (React Router's links read the location, and Docusaurus's made a new watch each render).
  const keptLinks = await page.evaluate(() => {
    const observed: Element[] = [];
    (window as unknown as {observedLinks: Element[]}).observedLinks = observed;
    const observe = IntersectionObserver.prototype.observe;
    (window as unknown as {restoreObserve: () => void}).restoreObserve = () => void (IntersectionObserver.prototype.observe = observe);
    IntersectionObserver.prototype.observe = function (target: Element) {
      observed.push(target);
      return observe.call(this, target);
    };
    const links = Array.from(document.querySelectorAll('a[href^="/"]'));
    for (const a of links) a.setAttribute('data-before-switch', a.getAttribute('href')!);
    return links.length;
  });
  expect(keptLinks).toBeGreaterThan(40);
  // Ctrl-click is the browser's: a new tab, this page stays.
  const [newTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .locator(`.theme-doc-sidebar-container a[href="${LONG_TO}"]`)
      .first()
      .click({modifiers: ['Control']}),
  ]);
  await newTab.close();
  expect(await page.evaluate(() => location.pathname)).toBe(LONG_FROM);
  await page.locator(`.theme-doc-sidebar-container a[href="${LONG_TO}"]`).first().click();
  await page.waitForFunction((to) => location.pathname === to, LONG_TO);
  await waitForPageLeft(page);
  await page.waitForSelector('[data-page-rest="pending"]', {state: 'detached'});
  const again = await page.evaluate(() =>
    (window as unknown as {observedLinks: Element[]}).observedLinks // A link whose target changed with the page (the language menu's) is set up again, rightly.
      .filter((el) => el.hasAttribute('data-before-switch') && el.getAttribute('data-before-switch') === el.getAttribute('href'))
      .map((el) => `${el.getAttribute('href')} ${el.className}`),
  );
  expect(again).toEqual([]);
  // The new page's own links are set up as ever.
  expect(await page.evaluate(() => (window as unknown as {observedLinks: Element[]}).observedLinks.length)).toBeGreaterThan(0);
  await page.evaluate(() => (window as unknown as {restoreObserve: () => void}).restoreObserve());
  expect(problems.pageErrors).toEqual([]);
});

test('the chrome follows the new page just after it paints: the language menu leads to its twin, and focus starts at its top', async () => {
  // The navbar and skip link see the new location in a render of their own, after the new page's
  // first frame (theme/SiteChrome): nothing there may be left pointing at the page left.
  const {page, problems} = await tab.open(LONG_FROM);
  const languageLink = (to: string) => page.locator(`nav.navbar a.dropdown__link[href="/zh${to}"]`);
  // Reached by a link, the navbar follows the page just after it paints.
  await languageLink(LONG_FROM).waitFor({state: 'attached', timeout: 5000});
  expect(await languageLink(LONG_FROM).count()).toBe(1);
  await page.locator(`.theme-doc-sidebar-container a[href="${LONG_TO}"]`).first().click();
  await page.waitForFunction((to) => location.pathname === to, LONG_TO);
  await languageLink(LONG_TO).waitFor({state: 'attached', timeout: 5000});
  expect(await languageLink(LONG_FROM).count()).toBe(0);
  // Focus went back to the top (Docusaurus's skip region, focused and released): the first Tab is
  // the skip link, as on arrival from the server, not the sidebar link clicked.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
  expect(problems.pageErrors).toEqual([]);
});

test('a link to a section further down a long page lands on that section', async () => {
  const {page, problems} = await tab.open('/x/react-data-grid/filtering/header-filters');
  await page.locator(`article a[href="${LONG_TO}#ignore-diacritics"]`).first().click();
  await page.waitForFunction((to) => location.pathname === to, LONG_TO);
  const section = page.locator('#ignore-diacritics');
  await section.waitFor();
  // The page scrolls to the section once it is rendered; judged once that is over and the page is still.
  await page
    .waitForFunction(
      () => {
        const top = document.getElementById('ignore-diacritics')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      },
      null,
      {timeout: 10_000},
    )
    .catch(() => undefined);
  await waitForAnimations(page);
  const box = await section.boundingBox();
  const windowHeight = await page.evaluate(() => window.innerHeight);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(windowHeight / 2);
  expect(problems.pageErrors).toEqual([]);
});

test('into an API page the chrome stays (the same navbar and footer), and the guide left stays hidden for the first frame', async () => {
  const {page, problems} = await tab.open(LONG_FROM);
  await page.locator('[data-demo-root][data-demo-state="ready"]').first().waitFor();
  // Marks the chrome: a navbar or footer mounted again (as each page's Layout did) would lose it.
  await page.evaluate(() => {
    document.querySelectorAll('nav.navbar, footer.footer').forEach((el) => ((el as unknown as {chromeMark: boolean}).chromeMark = true));
  });
  const api = '/x/api/data-grid/data-grid';
  // The guide links to rows of the page (`#prop-…`), anchors the guide itself does not have.
  const firstFrame = await switchAndCaptureFirstFrame(page, {to: api, linkSelector: 'article a[href*="/x/api/data-grid/data-grid#"]'});
  expect(firstFrame.leavingPage).toEqual({height: 0, headingVisible: false, inert: true, afterNewPage: true});
  await waitForPageLeft(page);
  expect(await page.locator('h1').allInnerTexts()).toEqual(['DataGrid API']);
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('nav.navbar, footer.footer')).map(
        (el) => (el as unknown as {chromeMark?: boolean}).chromeMark === true,
      ),
    ),
  ).toEqual([true, true]);
  // The row the link named is where the reader lands.
  const row = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await row.waitFor();
  const box = await row.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(await page.evaluate(() => window.innerHeight));
  expect(problems.pageErrors).toEqual([]);
});
