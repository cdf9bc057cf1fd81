/**
 * Overlay demos of the Material UI utility pages (modal, popover, popper): nothing covers the page
 * when it loads; opened and closed from the keyboard, each gives focus back to its trigger; the
 * modals cover their demo box, not the window; and the z-index scale shown on the modal page is
 * the theme's, and is the z-index an opened modal actually gets.
 */
import type {Locator, Page} from 'playwright-core';
import {createPortalTheme} from '@site/src/mui/theme';
import {unexpectedConsoleErrors, type PageProblems} from './harness';
import {sharedTabForFile} from './shared-tab';
import {demo, renderEveryDemo, waitReady} from './demo-helpers';

const tab = sharedTabForFile();

const errorsOf = (problems: PageProblems) => [...unexpectedConsoleErrors(problems), ...problems.pageErrors];

/** The accessible name of the focused element, or its text as written (not as CSS capitalises it). */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });

/** Waits until focus is on the element whose text is `text` (a menu gives it back after fading out). */
const focusReturnsTo = (page: Page, text: string) =>
  page
    .waitForFunction((t) => (document.activeElement?.textContent ?? '').trim() === t, text, {timeout: 5000})
    .then(() => focusedText(page));

/** Whether focus is inside `locator`'s element. */
const focusInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

/** Focuses `button` and presses Enter, as a keyboard user opens it. */
async function pressButton(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Modal layers (modals, popovers) shown in the page, keepMounted ones that are closed aside. */
const openModalLayers = (page: Page) =>
  page.$$eval(
    '.MuiModal-root',
    (els) => els.filter((el) => !el.classList.contains('MuiModal-hidden') && (el as HTMLElement).offsetParent !== null).length,
  );

test('modal page: nothing covers the page on load; the basic modal opens and closes from the keyboard and focus returns to its trigger', async () => {
  const {page, problems} = await tab.open('/components/modal');
  await renderEveryDemo(page);
  expect(await openModalLayers(page)).toBe(0);

  const box = await waitReady(page, 'ModalBasic');
  const trigger = box.getByRole('button', {name: 'Show booking summary'});
  await pressButton(page, trigger);
  const title = page.getByRole('heading', {name: 'Service booked'});
  await title.waitFor();
  const layer = page.locator('.MuiModal-root').filter({has: title});
  // Focus moved into the modal.
  await expect(focusInside(layer)).resolves.toBe(true);
  // The modal (backdrop included) covers its demo box, not the window.
  const [layerBox, demoBox, viewport] = [await layer.boundingBox(), await box.boundingBox(), page.viewportSize()];
  expect(layerBox!.width).toBeLessThanOrEqual(demoBox!.width + 1);
  expect(layerBox!.height).toBeLessThan(viewport!.height);

  await page.keyboard.press('Escape');
  await title.waitFor({state: 'detached'});
  expect(await focusedText(page)).toBe('Show booking summary');
  expect(errorsOf(problems)).toEqual([]);
});

test('nested modals: Escape closes the top one only, and focus goes back to the button that opened each', async () => {
  const {page} = await tab.open('/components/modal');
  const box = await waitReady(page, 'ModalNested');
  await pressButton(page, box.getByRole('button', {name: 'Edit order'}));
  const cancel = page.getByRole('button', {name: 'Cancel order…'});
  await cancel.waitFor();
  await pressButton(page, cancel);
  const inner = page.getByRole('heading', {name: 'Cancel order 1042?'});
  await inner.waitFor();

  await page.keyboard.press('Escape');
  await inner.waitFor({state: 'detached'});
  await expect(page.getByRole('heading', {name: 'Order 1042'}).isVisible()).resolves.toBe(true);
  expect(await focusedText(page)).toBe('Cancel order…');

  await page.keyboard.press('Escape');
  await page.getByRole('heading', {name: 'Order 1042'}).waitFor({state: 'detached'});
  expect(await focusedText(page)).toBe('Edit order');
});

test('z-index scale on the modal page is the theme the demos use, and an opened modal stacks at its modal value', async () => {
  const {page} = await tab.open('/components/modal');
  const table = await waitReady(page, 'ModalZIndexScale');
  const rows = await table
    .locator('[data-z-index-key]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-z-index-key')!, Number(el.querySelector('td')!.textContent)] as const));
  const shown = Object.fromEntries(rows);
  // Same keys and values as the portal's theme object (evaluated here from its source), lowest first.
  expect(shown).toEqual({...createPortalTheme().zIndex});
  expect(rows.map(([, value]) => value)).toEqual([...rows.map(([, value]) => value)].sort((a, b) => a - b));
  expect(shown.modal).toBeGreaterThan(shown.drawer);
  expect(shown.snackbar).toBeGreaterThan(shown.modal);
  expect(shown.tooltip).toBeGreaterThan(shown.snackbar);

  // The modal a reader opens gets the value shown in the table.
  const box = await waitReady(page, 'ModalBasic');
  await pressButton(page, box.getByRole('button', {name: 'Show booking summary'}));
  const title = page.getByRole('heading', {name: 'Service booked'});
  await title.waitFor();
  const zIndex = await page
    .locator('.MuiModal-root')
    .filter({has: title})
    .evaluate((el) => Number(getComputedStyle(el).zIndex));
  expect(zIndex).toBe(shown.modal);
  await page.keyboard.press('Escape');
  await title.waitFor({state: 'detached'});
});

test('popover page: the basic popover opens from the keyboard inside its demo and Escape gives focus back to the button', async () => {
  const {page, problems} = await tab.open('/components/popover');
  await renderEveryDemo(page);
  expect(await openModalLayers(page)).toBe(0);
  const box = await waitReady(page, 'PopoverBasic');
  await pressButton(page, box.getByRole('button', {name: 'Opening hours'}));
  const text = demo(page, 'PopoverBasic').getByText('Tuesday to Saturday, 09:00 to 18:00.');
  await text.waitFor();
  await page.keyboard.press('Escape');
  await text.waitFor({state: 'detached'});
  expect(await focusedText(page)).toBe('Opening hours');
  expect(errorsOf(problems)).toEqual([]);
});

test('popper page: the menu built on Popper opens from the keyboard, takes a choice with Enter and gives focus back', async () => {
  const {page, problems} = await tab.open('/components/popper');
  const box = await waitReady(page, 'PopperMenu');
  await pressButton(page, box.getByRole('button', {name: 'Sort: Newest first'}));
  const menu = box.getByRole('menu');
  await menu.waitFor();
  await expect(focusInside(menu)).resolves.toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await menu.waitFor({state: 'detached'});
  expect(await focusReturnsTo(page, 'Sort: Price, low to high')).toBe('Sort: Price, low to high');
  // The menu stays closed: the key press that picked the item did not reopen it.
  expect(await box.getByRole('menu').count()).toBe(0);

  // Escape closes without a choice and also returns focus.
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({state: 'detached'});
  expect(await focusReturnsTo(page, 'Sort: Price, low to high')).toBe('Sort: Price, low to high');
  expect(errorsOf(problems)).toEqual([]);
});
