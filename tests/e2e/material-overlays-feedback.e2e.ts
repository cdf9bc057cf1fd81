/**
 * Material UI feedback overlays and the app bar's theme values, used as a keyboard reader would:
 * - a dialog, a snackbar and a backdrop demo are closed on load (nothing covers the page), open
 *   from the keyboard on their button, close from the keyboard, and leave focus on that button;
 * - the app bar page's z-index and toolbar-height tables, rendered from the demos' theme, agree
 *   with the computed styles of the bars, menus and toolbars rendered on the same page, at three
 *   window sizes for the toolbar.
 */
import type {Locator, Page} from 'playwright-core';
import {unexpectedConsoleErrors, type PageProblems} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

const tab = sharedTabForFile();

const errorsOf = (problems: PageProblems) => [...unexpectedConsoleErrors(problems), ...problems.pageErrors];

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** No overlay of any kind is open: no dialog, no visible backdrop, no snackbar. */
async function expectNothingCovering(page: Page): Promise<void> {
  expect(await page.locator('[role="dialog"]').count()).toBe(0);
  expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
  expect(await page.locator('.MuiBackdrop-root:visible').count()).toBe(0);
}

/** Focuses a demo's button and presses Enter, as a keyboard reader opens it. */
async function pressButton(page: Page, button: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('dialog: opens from the keyboard with focus inside, Escape closes it and focus is back on its button', async () => {
  const {page, problems} = await tab.open('/components/dialogs');
  const root = await waitReady(page, 'DialogAlert');
  await expectNothingCovering(page);

  const trigger = root.getByRole('button', {name: 'Cancel booking'});
  await pressButton(page, trigger);
  const dialog = page.getByRole('dialog', {name: 'Cancel the service on 14 April?'});
  await dialog.waitFor();
  // Focus moved into the dialog, to the safe choice.
  await expect(isFocused(dialog.getByRole('button', {name: 'Keep booking'}))).resolves.toBe(true);

  await page.keyboard.press('Escape');
  await dialog.waitFor({state: 'detached'});
  await expect(isFocused(trigger)).resolves.toBe(true);

  // The same from the dialog's own button, chosen with Tab and Enter.
  await pressButton(page, trigger);
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  await expect(isFocused(dialog.getByRole('button', {name: 'Cancel it'}))).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await dialog.waitFor({state: 'detached'});
  await expect(isFocused(trigger)).resolves.toBe(true);
  expect(errorsOf(problems)).toEqual([]);
});

test('snackbar: opens from the keyboard, its action closes it from the keyboard and focus is back on its button', async () => {
  const {page, problems} = await tab.open('/components/snackbars');
  const root = await waitReady(page, 'SnackbarSimple');
  await expectNothingCovering(page);

  const trigger = root.getByRole('button', {name: 'Archive the order'});
  await pressButton(page, trigger);
  const snackbar = root.locator('.MuiSnackbar-root');
  await snackbar.getByText('Order 1042 archived').waitFor();
  // The snackbar does not take focus: the reader is still on the button, and Tab reaches its action.
  await expect(isFocused(trigger)).resolves.toBe(true);
  await page.keyboard.press('Tab');
  const undo = snackbar.getByRole('button', {name: 'Undo'});
  await expect(isFocused(undo)).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await snackbar.waitFor({state: 'detached'});
  await expect(isFocused(trigger)).resolves.toBe(true);

  // Escape closes an open snackbar too.
  await pressButton(page, trigger);
  await snackbar.getByText('Order 1042 archived').waitFor();
  await page.keyboard.press('Escape');
  await snackbar.waitFor({state: 'detached'});
  await expect(isFocused(trigger)).resolves.toBe(true);
  expect(errorsOf(problems)).toEqual([]);
});

test('backdrop: opens from the keyboard over the page, Escape closes it and focus stays on its button', async () => {
  const {page, problems} = await tab.open('/components/backdrop');
  const root = await waitReady(page, 'BackdropLoading');
  await expectNothingCovering(page);

  const trigger = root.getByRole('button', {name: 'Load the price list'});
  await pressButton(page, trigger);
  const backdrop = page.locator('.MuiBackdrop-root');
  await backdrop.waitFor({state: 'visible'});
  // Once open it is what a click finds at the corners and in the middle of the window.
  const covered = await page.evaluate(() => {
    const [w, h] = [window.innerWidth - 30, window.innerHeight - 10];
    return [
      [10, 10],
      [w / 2, h / 2],
      [w, h],
    ].map(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('.MuiBackdrop-root')));
  });
  expect(covered).toEqual([true, true, true]);

  await page.keyboard.press('Escape');
  await backdrop.waitFor({state: 'hidden'});
  await expect(isFocused(trigger)).resolves.toBe(true);
  expect(errorsOf(problems)).toEqual([]);
});

/** The key and value rows of a table a demo rendered from the theme. */
async function tableRows(root: Locator, rowSelector: string, keyAttribute: string, valueSelector: string): Promise<[string, number][]> {
  return root
    .locator(rowSelector)
    .evaluateAll(
      (rows, [attribute, cell]) =>
        rows.map((row) => [row.getAttribute(attribute!)!, Number(row.querySelector(cell!)!.textContent)] as [string, number]),
      [keyAttribute, valueSelector],
    );
}

test('app bar: the z-index scale shown from the theme is the one the rendered app bar and menu use', async () => {
  const {page, problems} = await tab.open('/components/app-bar');
  const root = await waitReady(page, 'AppBarZIndex');
  const scale = new Map(await tableRows(root, '[data-z-index-key]', 'data-z-index-key', '[data-z-index-value]'));
  // The scale's layers, lowest first, as Material UI stacks them.
  const order = ['mobileStepper', 'fab', 'appBar', 'drawer', 'modal', 'snackbar', 'tooltip'];
  const values = order.map((key) => scale.get(key));
  expect(values.every((value) => Number.isInteger(value))).toBe(true);
  expect([...values].sort((a, b) => a! - b!)).toEqual(values);
  expect(new Set(values).size).toBe(values.length);
  expect(scale.get('speedDial')).toBe(scale.get('fab'));

  // The sticky bar's computed z-index is the table's appBar row, and the bar reports the same.
  const bar = root.locator('.MuiAppBar-root');
  await expect(bar.evaluate((element) => Number(getComputedStyle(element).zIndex))).resolves.toBe(scale.get('appBar'));
  await expect(bar.getAttribute('data-rendered-z-index')).resolves.toBe(String(scale.get('appBar')));

  // A menu opened from another app bar on the page sits on the modal layer, above the bar.
  const menuDemo = await waitReady(page, 'AppBarWithMenu');
  const account = menuDemo.getByRole('button', {name: 'Account of the signed-in user'});
  await pressButton(page, account);
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const modalRoot = page.locator('.MuiPopover-root');
  await expect(modalRoot.evaluate((element) => Number(getComputedStyle(element).zIndex))).resolves.toBe(scale.get('modal'));
  await page.keyboard.press('Escape');
  await menu.waitFor({state: 'detached'});
  await expect(isFocused(account)).resolves.toBe(true);
  expect(errorsOf(problems)).toEqual([]);
});

test('app bar: the toolbar heights shown from theme.mixins.toolbar are the rendered toolbar heights at three window sizes', async () => {
  const {page, problems} = await tab.open('/components/app-bar');
  const root = await waitReady(page, 'AppBarToolbarHeights');
  const rules = await tableRows(root, '[data-toolbar-rule]', 'data-toolbar-rule', '[data-min-height]');
  expect(rules[0]![0]).toBe('always');
  expect(rules.length).toBeGreaterThanOrEqual(3);
  const toolbar = root.locator('[data-toolbar-measured]');

  const seen: number[] = [];
  // A wide window, a phone held upright, a phone on its side.
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 400, height: 800},
    {width: 580, height: 400},
  ]) {
    await page.setViewportSize(viewport);
    // The rule that wins is the last one whose media query matches, as in the stylesheet.
    const expected = await page.evaluate(
      (list) =>
        list.reduce((value, [query, minHeight]) => (query === 'always' || window.matchMedia(query).matches ? minHeight : value), NaN),
      rules,
    );
    await root.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      ([height]) => Number(document.querySelector('[data-toolbar-measured]')?.getAttribute('data-toolbar-measured')) === height,
      [expected],
    );
    await expect(toolbar.evaluate((element) => parseFloat(getComputedStyle(element).minHeight))).resolves.toBe(expected);
    seen.push(expected);
  }
  // Each size picked another rule of the theme.
  expect(new Set(seen).size).toBe(3);
  await page.setViewportSize({width: 1280, height: 800});
  expect(errorsOf(problems)).toEqual([]);
});
