/**
 * Behaviour of the deeper Data Grid pages (row grouping, master-detail, pagination) that the page
 * sweep cannot see: drag and drop between groups, the rows of a group, the grouping API, a detail
 * panel that loads its content and one that edits its row, and cursor-based pagination. One page
 * load per page; each test reuses it for several demos.
 */
import type {Locator, Page} from 'playwright-core';
import {eventually, errorsOf} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitForIdle} from './settle';
import {waitReady} from './demo-helpers';

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

/** Scrolls to a demo of an open page and waits until its grid has rendered. */
async function demoBox(page: Page, demo: string): Promise<Locator> {
  await waitReady(page, demo);
  const box = page.locator(`[data-demo="${demo}"]`);
  await box.locator('.MuiDataGrid-root').first().waitFor();
  return box;
}

test('row grouping: drag a row into another group, list a group, edit the model through the API', async () => {
  const {page, problems} = await tab.open('/x/react-data-grid/row-grouping');

  // Drag and drop: the last person of the first team goes onto the first person of the next team.
  // Scroll the grid so both rows are in view; the drag is made of small mouse steps (HTML5 drag events).
  const drag = await demoBox(page, 'RowGroupingDragReorder');
  await drag.locator('.MuiDataGrid-virtualScroller').evaluate((el) => {
    el.scrollTop = 220;
  });
  // The grid renders the rows of the new scroll position in the frames after the scroll event.
  await waitForIdle(page);
  const leafRows = drag.locator('.MuiDataGrid-row:not(:has(.MuiDataGrid-groupingCriteriaCellToggle))');
  const teams = await leafRows.locator('[data-field="team"]').allInnerTexts();
  const firstOther = teams.findIndex((t) => t !== teams[0]);
  const source = leafRows.nth(firstOther - 1);
  const name = await source.locator('[data-field="name"]').innerText();
  const from = (await source.locator('.MuiDataGrid-rowReorderCell--draggable').boundingBox())!;
  const to = (await leafRows.nth(firstOther).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, {steps: 10});
  await page.mouse.up();
  const message = drag.getByText(/moved from/);
  expect(
    await eventually(
      () => message.innerText().catch(() => ''),
      (t) => t.includes(name),
      10000,
    ),
  ).toContain(`${name} moved from ${teams[0]} to ${teams[firstOther]}`);

  // The rows of a group: a click on a group row lists its orders; without filtering there are more.
  const children = await demoBox(page, 'RowGroupingGroupChildren');
  await children.locator('.MuiDataGrid-row:has(.MuiDataGrid-groupingCriteriaCellToggle)').first().click();
  const listing = children.getByText(/orders \(#/);
  const filteredCount = Number(
    (
      await eventually(
        () => listing.innerText().catch(() => ''),
        (t) => /\d+ orders/.test(t),
        10000,
      )
    ).match(/(\d+) orders/)![1],
  );
  await children.locator('input[type="checkbox"]').first().click();
  expect(
    await eventually(
      async () => Number((await listing.innerText()).match(/(\d+) orders/)![1]),
      (n) => n > filteredCount,
      10000,
    ),
  ).toBeGreaterThan(filteredCount);

  // The API buttons add and reorder criteria; the model line follows.
  const api = await demoBox(page, 'RowGroupingApiMethods');
  await api.getByRole('button', {name: 'category'}).click();
  await api.getByText('Model: ["region","category"]').waitFor({timeout: 10000});
  await api.getByRole('button', {name: 'Move last level first'}).click();
  await api.getByText('Model: ["category","region"]').waitFor({timeout: 10000});

  expect(errorsOf(problems)).toEqual([]);
}, 90000);

test('master-detail: a panel loads its lines after opening, and a panel form saves into its row', async () => {
  const {page, problems} = await tab.open('/x/react-data-grid/master-detail');

  const lazy = await demoBox(page, 'MasterDetailLazyLoading');
  await lazy.locator('.MuiDataGrid-detailPanelToggleCell').first().click();
  await lazy.getByText(/Loading the lines of order 1000/).waitFor({timeout: 5000});
  await lazy
    .getByText(/^\d+ x .+: /)
    .first()
    .waitFor({timeout: 10000});
  expect(await lazy.getByText(/Loading the lines/).count()).toBe(0);

  const form = await demoBox(page, 'MasterDetailForm');
  const panel = form.locator('.MuiDataGrid-detailPanel').first();
  await panel.getByLabel('Role').fill('Chief mechanic');
  await panel.getByRole('button', {name: 'Save'}).click();
  await form.locator('[data-field="role"]', {hasText: 'Chief mechanic'}).waitFor({timeout: 10000});
  expect(await form.locator('.MuiDataGrid-detailPanel').count()).toBe(0);

  expect(errorsOf(problems)).toEqual([]);
}, 90000);

test('pagination: the cursor demo pages forward without a known total', async () => {
  const {page, problems} = await tab.open('/x/react-data-grid/pagination');
  const box = await demoBox(page, 'PaginationCursor');
  const firstId = box.locator('.MuiDataGrid-row [data-field="id"]').first();
  await firstId.waitFor({timeout: 10000});
  const before = await firstId.innerText();
  await expect(box.getByText(/of more than/).count()).resolves.toBe(1);
  await box.getByRole('button', {name: /go to next page/i}).click();
  expect(
    await eventually(
      () => firstId.innerText(),
      (t) => t !== before,
      10000,
    ),
  ).not.toBe(before);
  expect(errorsOf(problems)).toEqual([]);
}, 60000);
