/**
 * Overlays of the Material UI navigation pages, used from the keyboard: a menu and a temporary
 * drawer open from their button, render inside their own demo (not over the page), close with
 * Escape and give focus back to the button. And the z-index tables of the drawers, speed dial and
 * stepper pages: each value shown matches the theme's CSS variable in the page and the computed
 * z-index of a rendered component that uses it.
 */
import type {Locator, Page} from 'playwright-core';
import {errorsOf} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

const tab = sharedTabForFile();

/** Focuses a control and presses a key on it, as a keyboard user does after tabbing there. */
async function pressOn(page: Page, target: Locator, key: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.focus();
  await page.keyboard.press(key);
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

test('menu: Enter opens it inside its demo with focus on the first item, Escape closes it and focus is back on the button', async () => {
  const {page, problems} = await tab.open('/components/menus');
  const root = await waitReady(page, 'MenuBasic');
  // While the menu is open the modal hides the rest of its box (the button too) from assistive
  // technology, as a modal should: the locator still has to find the button then.
  const button = root.getByRole('button', {name: 'Order actions', includeHidden: true});
  // Nothing is open on load.
  expect(await page.getByRole('menu').count()).toBe(0);

  await pressOn(page, button, 'Enter');
  const menu = root.getByRole('menu');
  await menu.waitFor();
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
  // Rendered inside the demo (its `container`), not in a portal at the end of <body>, and visible to
  // screen readers: nothing above it carries aria-hidden.
  expect(await page.locator('body > .MuiPopover-root').count()).toBe(0);
  expect(await menu.evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
  await page.waitForFunction(() => document.activeElement?.textContent === 'Mark as shipped');

  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Print invoice');
  await page.keyboard.press('Escape');
  await menu.waitFor({state: 'detached'});
  await page.waitForFunction(() => document.activeElement?.textContent === 'Order actions');
  expect(await hasFocus(button)).toBe(true);

  // Choosing an item with Enter closes the menu too, and focus is back on the button again.
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await menu.waitFor({state: 'detached'});
  await root.getByText('Invoice printed').waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Order actions');
  expect(errorsOf(problems)).toEqual([]);
});

test('temporary drawer: Enter opens it inside its demo box, Escape closes it and focus is back on the button', async () => {
  const {page, problems} = await tab.open('/components/drawers');
  const root = await waitReady(page, 'DrawerTemporary');
  const button = root.getByRole('button', {name: 'Open the menu'});
  expect(await root.locator('.MuiDrawer-paper').count()).toBe(0);

  await pressOn(page, button, 'Enter');
  const paper = root.locator('.MuiDrawer-paper');
  await paper.waitFor();
  // Focus moves into the drawer (its focus trap) ...
  await page.waitForFunction(() => document.activeElement?.closest('.MuiDrawer-root') !== null);
  // ... and the drawer, once slid in, and its backdrop lie within the demo, not over the page.
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-demo="DrawerTemporary"] .MuiDrawer-paper');
    return el !== null && getComputedStyle(el).transform === 'none';
  });
  const demoBox = (await root.boundingBox())!;
  for (const part of [paper, root.locator('.MuiBackdrop-root')]) {
    const drawn = (await part.boundingBox())!;
    expect(drawn.x).toBeGreaterThanOrEqual(demoBox.x - 1);
    expect(drawn.y).toBeGreaterThanOrEqual(demoBox.y - 1);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(demoBox.x + demoBox.width + 1);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(demoBox.y + demoBox.height + 1);
  }

  await page.keyboard.press('Escape');
  await paper.waitFor({state: 'detached'});
  await page.waitForFunction(() => document.activeElement?.textContent === 'Open the menu');
  expect(await hasFocus(button)).toBe(true);
  expect(errorsOf(problems)).toEqual([]);
});

/** The z-index values a table shows, by theme key. */
async function shownZIndex(root: Locator): Promise<Record<string, number>> {
  const cells = await root
    .locator('[data-z-index-entry]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-z-index-entry')!, el.textContent ?? ''] as const));
  return Object.fromEntries(cells.map(([key, text]) => [key, Number(text)]));
}

/** The theme's z-index variables as the page evaluates them (MUI's CSS theme variables on <html>). */
async function themeZIndex(page: Page, keys: string[]): Promise<Record<string, number>> {
  return page.evaluate(
    (names) =>
      Object.fromEntries(
        names.map((name) => [name, Number(getComputedStyle(document.documentElement).getPropertyValue(`--mui-zIndex-${name}`).trim())]),
      ),
    keys,
  );
}

/** The computed z-index of the first element matching `selector` inside a demo. */
async function computedZIndex(page: Page, demoName: string, selector: string): Promise<number> {
  const root = await waitReady(page, demoName);
  return root
    .locator(selector)
    .first()
    .evaluate((el) => Number(getComputedStyle(el).zIndex));
}

test('drawers page: the z-index table shows the theme, and the drawer, app bar and menu layers use those values', async () => {
  const {page, problems} = await tab.open('/components/drawers');
  const shown = await shownZIndex(await waitReady(page, 'DrawerZIndex'));
  expect(Object.keys(shown).sort()).toEqual(['appBar', 'drawer', 'modal']);
  expect(shown).toEqual(await themeZIndex(page, Object.keys(shown)));
  // A docked drawer's paper and a full-height app bar carry the values themselves.
  expect(await computedZIndex(page, 'DrawerPermanentFullHeight', '.MuiDrawer-paper')).toBe(shown.drawer);
  expect(await computedZIndex(page, 'DrawerPermanentFullHeight', '.MuiAppBar-root')).toBe(shown.appBar);
  // The clipped layout raises its bar one step above the drawer.
  expect(await computedZIndex(page, 'DrawerClipped', '.MuiAppBar-root')).toBe(shown.drawer + 1);
  // The order that makes a menu opened from a drawer appear above it.
  expect(shown.appBar).toBeLessThan(shown.drawer);
  expect(shown.drawer).toBeLessThan(shown.modal);
  expect(errorsOf(problems)).toEqual([]);
});

test('menus and breadcrumbs: an open menu is drawn on the modal layer of the theme', async () => {
  const {page, problems} = await tab.open('/components/breadcrumbs');
  const root = await waitReady(page, 'BreadcrumbsMenu');
  await pressOn(page, root.getByRole('button', {name: 'Show hidden levels'}), 'Enter');
  await root.getByRole('menu').waitFor();
  const layer = await root.locator('.MuiPopover-root').evaluate((el) => Number(getComputedStyle(el).zIndex));
  expect(layer).toBe((await themeZIndex(page, ['modal'])).modal);
  await page.keyboard.press('Escape');
  await root.getByRole('menu').waitFor({state: 'detached'});
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Show hidden levels');
  expect(errorsOf(problems)).toEqual([]);
});

test("speed dial and stepper pages: their z-index values are the theme's and the components'", async () => {
  let visit = await tab.open('/components/speed-dial');
  const dial = await shownZIndex(await waitReady(visit.page, 'SpeedDialZIndex'));
  expect(Object.keys(dial).sort()).toEqual(['appBar', 'fab', 'modal', 'speedDial']);
  expect(dial).toEqual(await themeZIndex(visit.page, Object.keys(dial)));
  expect(await computedZIndex(visit.page, 'SpeedDialBasic', '.MuiSpeedDial-root')).toBe(dial.speedDial);
  expect(await computedZIndex(visit.page, 'SpeedDialBasic', '.MuiSpeedDial-fab')).toBe(dial.fab);
  expect(errorsOf(visit.problems)).toEqual([]);

  visit = await tab.open('/components/steppers');
  const root = await waitReady(visit.page, 'MobileStepperZIndex');
  const stepper = await shownZIndex(root);
  expect(Object.keys(stepper).sort()).toEqual(['appBar', 'mobileStepper']);
  expect(stepper).toEqual(await themeZIndex(visit.page, Object.keys(stepper)));
  expect(await root.locator('.MuiMobileStepper-root').evaluate((el) => Number(getComputedStyle(el).zIndex))).toBe(stepper.mobileStepper);
  expect(errorsOf(visit.problems)).toEqual([]);
});
