/**
 * The Tree View demos do what their pages say when a reader uses them: drag and drop with real
 * pointer events reorders items of RichTreeViewPro (and the saved order follows), the keyboard has
 * no reordering in the installed Pro package (as the ordering page says), checkbox selection
 * follows buttons and clicks, and lazy loading fetches children when an item opens. Three page
 * loads in all; screenshots land in test-results/screenshots.
 */
import type {Locator, Page} from 'playwright-core';
import {eventually, saveScreenshot, errorsOf} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

async function waitForDemo(page: Page, demo: string): Promise<Locator> {
  await waitReady(page, demo);
  const box = page.locator(`[data-demo="${demo}"]`);
  await box.locator('[role="tree"]').first().waitFor();
  return box;
}

/** Labels of the root items of the first tree in a demo, in display order. */
async function rootLabels(box: Locator): Promise<string[]> {
  return box.locator('[role="tree"] > [role="treeitem"] > div .MuiTreeItem-label').allInnerTexts();
}

test('ordering: a real pointer drag moves an item above another and the saved order follows', async () => {
  const {page, problems} = await tab.open('/x/react-tree-view/rich-tree-view/ordering');
  const box = await waitForDemo(page, 'OrderingSaveOrder');
  expect(await rootLabels(box)).toEqual([
    'Plan the trip',
    'Book the train',
    'Pack the bags',
    'Water the plants',
    'Leave the keys with a neighbour',
  ]);

  const source = box.getByRole('treeitem', {name: 'Pack the bags'}).locator('.MuiTreeItem-content');
  const target = box.getByRole('treeitem', {name: 'Plan the trip'}).locator('.MuiTreeItem-label');
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 6, {steps: 3});
  // The top quarter of the target row means "place above it".
  await page.mouse.move(to.x + to.width / 2, to.y + 2, {steps: 10});
  await page.mouse.move(to.x + to.width / 2, to.y + 1, {steps: 2});
  await page.mouse.up();

  const order = await eventually(
    () => rootLabels(box),
    (labels) => labels[0] === 'Pack the bags',
  );
  expect(order).toEqual(['Pack the bags', 'Plan the trip', 'Book the train', 'Water the plants', 'Leave the keys with a neighbour']);
  expect(await box.getByTestId('saved-order').innerText()).toBe('Saved order: pack → plan → book → water → leave');
  await saveScreenshot(page, 'tree-view-ordering-after-drop');

  // No keyboard reordering in the Pro package installed here: Alt/Ctrl + arrows only move focus.
  await box.getByRole('treeitem', {name: 'Book the train'}).focus();
  for (const key of ['Alt+ArrowUp', 'Control+ArrowUp', 'Shift+Alt+ArrowUp']) await page.keyboard.press(key);
  expect(await rootLabels(box)).toEqual(order);
  expect(errorsOf(problems)).toEqual([]);
});

test('selection: a button and a checkbox change the controlled selection', async () => {
  const {page, problems} = await tab.open('/x/react-tree-view/rich-tree-view/selection');
  const box = await waitForDemo(page, 'RichSelectionControlled');
  const total = box.getByTestId('basket-total');
  expect(await total.innerText()).toBe('0 selected, €0');
  await box.getByRole('button', {name: 'Climbing starter kit'}).click();
  expect(
    await eventually(
      () => total.innerText(),
      (t) => t.startsWith('3'),
    ),
  ).toBe('3 selected, €267');
  expect(await box.getByRole('treeitem', {name: 'Dynamic rope 60 m'}).getAttribute('aria-selected')).toBe('true');
  // A click on an item's checkbox removes it from the selection and leaves the others.
  await box.getByRole('treeitem', {name: 'Chalk bag'}).locator('input[type="checkbox"]').click();
  expect(
    await eventually(
      () => total.innerText(),
      (t) => t.startsWith('2'),
    ),
  ).toBe('2 selected, €248');
  expect(errorsOf(problems)).toEqual([]);
});

test('lazy loading: the first level loads on mount, opening an item fetches its children', async () => {
  const {page, problems} = await tab.open('/x/react-tree-view/rich-tree-view/lazy-loading');
  const box = await waitForDemo(page, 'LazyLoadingBasic');
  const projects = box.getByRole('treeitem', {name: 'Projects'});
  await projects.waitFor({timeout: 10000});
  expect(await rootLabels(box)).toEqual(['Projects', 'Invoices', 'Photos']);
  expect(await projects.getAttribute('aria-expanded')).toBe('false');
  await projects.locator('.MuiTreeItem-content').click();
  await box.getByRole('treeitem', {name: 'Drafts 1.1'}).waitFor({timeout: 10000});
  expect(await projects.getAttribute('aria-expanded')).toBe('true');
  expect(await projects.locator('[role="group"] [role="treeitem"]').count()).toBe(3);
  await saveScreenshot(page, 'tree-view-lazy-loading-open');
  expect(errorsOf(problems)).toEqual([]);
});
