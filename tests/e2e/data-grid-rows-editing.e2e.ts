/**
 * The Rows and Editing demos do what their pages promise when a reader uses them: buttons change
 * rows, edits are committed (or refused with a visible message), panels and pinned rows appear,
 * and none of it logs an error. Screenshots of a few demos land in test-results/screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from 'playwright-core';
import {eventually, screenshotTest, saveScreenshot, type PageProblems, errorsOf} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

/** Opens a page and waits until the named demo has rendered; returns the demo's box. */
async function openDemo(pathname: string, demo: string): Promise<{page: Page; box: Locator; problems: PageProblems}> {
  const {page, problems} = await tab.open(pathname);
  await waitReady(page, demo);
  const box = page.locator(`[data-demo="${demo}"]`);
  await box.locator('.MuiDataGrid-root').first().waitFor();
  return {page, box, problems};
}

/** Number of data rows the grid reports (aria-rowcount counts the header row too). */
async function rowCount(box: Locator): Promise<number> {
  return Number(await box.locator('[role="grid"]').first().getAttribute('aria-rowcount')) - 1;
}

function cell(box: Locator, rowIndex: number, field: string): Locator {
  return box.locator(`.MuiDataGrid-virtualScrollerRenderZone [data-rowindex="${rowIndex}"] [data-field="${field}"]`);
}

test('row updates: buttons add, change and remove rows through apiRef', async () => {
  const {box, problems} = await openDemo('/x/react-data-grid/row-updates', 'RowUpdatesApiRef');
  expect(await rowCount(box)).toBe(6);
  const salaryBefore = await cell(box, 0, 'salary').innerText();
  await box.getByRole('button', {name: 'Add a person'}).click();
  expect(
    await eventually(
      () => rowCount(box),
      (v) => v === 7,
    ),
  ).toBe(7);
  await box.getByRole('button', {name: 'Raise salaries 5%'}).click();
  expect(
    await eventually(
      () => cell(box, 0, 'salary').innerText(),
      (v) => v !== salaryBefore,
    ),
  ).not.toBe(salaryBefore);
  await box.getByRole('button', {name: 'Remove last row'}).click();
  await box.getByRole('button', {name: 'Remove last row'}).click();
  expect(
    await eventually(
      () => rowCount(box),
      (v) => v === 5,
    ),
  ).toBe(5);
  expect(errorsOf(problems)).toEqual([]);
});

test('row updates: the stream applies batches until paused', async () => {
  const {page, box, problems} = await openDemo('/x/react-data-grid/row-updates', 'RowUpdatesStreaming');
  const batches = async () => Number((await box.getByText(/batches applied/).innerText()).split(' ')[0]);
  expect(await eventually(batches, (v) => Number(v) > 1, 10000)).toBeGreaterThan(1);
  await box.getByRole('button', {name: 'Pause'}).click();
  const paused = await batches();
  await page.waitForTimeout(2000);
  expect(await batches()).toBe(paused);
  expect(errorsOf(problems)).toEqual([]);
});

test('editing: a committed cell edit goes through processRowUpdate (names are trimmed)', async () => {
  const {page, box, problems} = await openDemo('/x/react-data-grid/editing', 'EditingCellMode');
  await cell(box, 0, 'name').dblclick();
  const input = cell(box, 0, 'name').locator('input');
  await input.fill('  Zoe Example  ');
  await input.press('Enter');
  expect(
    await eventually(
      () => box.getByText(/Saved row/).innerText(),
      (v) => /^Saved row 1: Zoe Example,/.test(String(v)),
    ),
  ).toMatch(/^Saved row 1: Zoe Example,/);
  expect(await cell(box, 0, 'name').innerText()).toBe('Zoe Example');
  await saveScreenshot(page, 'data-grid-editing-cell-mode');
  expect(errorsOf(problems)).toEqual([]);
});

test('persistence: a failing server shows the error and keeps the cell open', async () => {
  const {page, box, problems} = await openDemo('/x/react-data-grid/editing/persistence', 'PersistenceFakeServer');
  await box.getByLabel('Make the server fail').check();
  await cell(box, 0, 'role').dblclick();
  const input = cell(box, 0, 'role').locator('input');
  await input.fill('Chief tester');
  await input.press('Enter');
  expect(
    await eventually(
      () => box.locator('.MuiAlert-message').innerText(),
      (v) => /refused to save/.test(String(v)),
      5000,
    ),
  ).toMatch(/refused to save/);
  await expect(cell(box, 0, 'role').locator('input').count()).resolves.toBe(1);
  await saveScreenshot(page, 'data-grid-persistence-error');
  // Escape gives up the edit; then, with the server healthy again, the same edit is saved.
  const before = await eventually(
    async () => {
      await cell(box, 0, 'role').locator('input').press('Escape');
      return cell(box, 0, 'role').locator('input').count();
    },
    (v) => v === 0,
  );
  expect(before).toBe(0);
  expect(await cell(box, 0, 'role').innerText()).not.toBe('Chief tester');
  await box.getByLabel('Make the server fail').uncheck();
  await cell(box, 0, 'role').dblclick();
  await cell(box, 0, 'role').locator('input').fill('Chief tester');
  await cell(box, 0, 'role').locator('input').press('Enter');
  expect(
    await eventually(
      () => box.locator('.MuiAlert-message').innerText(),
      (v) => /^Saved /.test(String(v)),
      5000,
    ),
  ).toMatch(/^Saved /);
  expect(await cell(box, 0, 'role').innerText()).toBe('Chief tester');
  expect(errorsOf(problems)).toEqual([]);
});

test('editing events: the log shows start and stop with their reasons', async () => {
  const {box, problems} = await openDemo('/x/react-data-grid/editing/editing-events', 'EditingEventsLog');
  await cell(box, 1, 'role').dblclick();
  await cell(box, 1, 'role').locator('input').press('Escape');
  const log = box.getByLabel('Event log');
  expect(
    await eventually(
      () => log.innerText(),
      (v) => /cellEditStop\s+role of row \d+, reason: escapeKeyDown/.test(String(v)),
    ),
  ).toMatch(/cellEditStop\s+role of row \d+, reason: escapeKeyDown/);
  expect(await log.innerText()).toMatch(/cellEditStart\s+role of row \d+, reason: cellDoubleClick/);
  expect(errorsOf(problems)).toEqual([]);
});

test('custom edit component: picking stars and pressing Enter saves the rating', async () => {
  const {page, box, problems} = await openDemo('/x/react-data-grid/editing/custom-edit-component', 'CustomEditRating');
  await cell(box, 0, 'rating').dblclick();
  await cell(box, 0, 'rating').locator('label', {hasText: '5 Stars'}).click();
  await page.keyboard.press('Enter');
  expect(
    await eventually(
      () => cell(box, 0, 'rating').locator('[role="img"]').getAttribute('aria-label'),
      (v) => v === '5 Stars',
    ),
  ).toBe('5 Stars');
  expect(errorsOf(problems)).toEqual([]);
});

test('master-detail: "Expand all" opens a panel for every order', async () => {
  const {page, box, problems} = await openDemo('/x/react-data-grid/master-detail', 'MasterDetailControlled');
  expect(await box.locator('.MuiDataGrid-detailPanel').count()).toBe(1);
  await box.getByRole('button', {name: 'Expand all'}).click();
  expect(
    await eventually(
      () => box.locator('.MuiDataGrid-detailPanel').count(),
      (v) => Number(v) > 3,
    ),
  ).toBeGreaterThan(3);
  await box.getByRole('button', {name: 'Collapse all'}).click();
  expect(
    await eventually(
      () => box.locator('.MuiDataGrid-detailPanel').count(),
      (v) => v === 0,
    ),
  ).toBe(0);
  await saveScreenshot(page, 'data-grid-master-detail');
  expect(errorsOf(problems)).toEqual([]);
});

test('row pinning: the pin action moves a row into the pinned area and back', async () => {
  const {box, problems} = await openDemo('/x/react-data-grid/row-pinning', 'RowPinningActions');
  const pinned = box.locator('.MuiDataGrid-pinnedRows--top [role="row"]');
  expect(await pinned.count()).toBe(1);
  await box.getByRole('menuitem', {name: 'Pin row to top'}).first().click();
  expect(
    await eventually(
      () => pinned.count(),
      (v) => v === 2,
    ),
  ).toBe(2);
  await box.getByRole('menuitem', {name: 'Unpin row'}).first().click();
  expect(
    await eventually(
      () => pinned.count(),
      (v) => v === 1,
    ),
  ).toBe(1);
  expect(errorsOf(problems)).toEqual([]);
});

test('editing recipes: bulk edits wait for "Save all" and "Discard" restores the saved values', async () => {
  const {box, problems} = await openDemo('/x/react-data-grid/recipes-editing', 'RecipesEditingBulkSave');
  const original = await cell(box, 0, 'role').innerText();
  await cell(box, 0, 'role').dblclick();
  await cell(box, 0, 'role').locator('input').fill('Draft role');
  await cell(box, 0, 'role').locator('input').press('Enter');
  expect(
    await eventually(
      () => box.getByText(/unsaved row/).innerText(),
      (v) => v.startsWith('1 '),
    ),
  ).toBe('1 unsaved row(s)');
  await box.getByRole('button', {name: 'Discard'}).click();
  expect(
    await eventually(
      () => cell(box, 0, 'role').innerText(),
      (v) => v === original,
    ),
  ).toBe(original);
  expect(await box.getByText(/unsaved row/).innerText()).toBe('0 unsaved row(s)');
  expect(errorsOf(problems)).toEqual([]);
});

test('editing recipes: one click opens a cell, a click on another cell saves the first', async () => {
  const {box, problems} = await openDemo('/x/react-data-grid/recipes-editing', 'RecipesEditingSingleClick');
  await cell(box, 0, 'name').click();
  expect(
    await eventually(
      () => cell(box, 0, 'name').locator('input').count(),
      (v) => v === 1,
    ),
  ).toBe(1);
  await cell(box, 0, 'name').locator('input').fill('One Click');
  await cell(box, 1, 'name').click();
  expect(
    await eventually(
      () => cell(box, 0, 'name').innerText(),
      (v) => v === 'One Click',
    ),
  ).toBe('One Click');
  expect(await cell(box, 1, 'name').locator('input').count()).toBe(1);
  expect(errorsOf(problems)).toEqual([]);
});

const SCREENSHOT_DEMOS: [string, string][] = [
  ['/x/react-data-grid/row-spanning', 'RowSpanningSchedule'],
  ['/x/react-data-grid/row-height', 'RowHeightAuto'],
  ['/x/react-data-grid/row-pinning', 'RowPinningTotals'],
  ['/x/react-data-grid/row-recipes', 'RowRecipesConditionalStyle'],
  ['/x/react-data-grid/row-recipes', 'RowRecipesSpacing'],
  ['/x/react-data-grid/recipes-editing', 'RecipesEditingBulkSave'],
];

screenshotTest(
  'screenshots: rows and editing demos in light and dark',
  async () => {
    const dir = path.resolve('test-results/screenshots');
    fs.mkdirSync(dir, {recursive: true});
    for (const [pathname, demo] of SCREENSHOT_DEMOS) {
      for (const theme of ['light', 'dark'] as const) {
        const {page, box} = await openDemo(pathname, demo);
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        await page.waitForTimeout(300);
        await box.locator('[data-demo-root]').screenshot({path: path.join(dir, `data-grid-${demo}-${theme}.png`)});
      }
    }
  },
  180000,
);
