/**
 * The Data Grid component and resource demos do what their pages say: the offline AI handler
 * changes the grid and rejects what it does not know, the chart follows the charts panel state,
 * memoized columns stop cell re-renders, virtualization keeps the DOM small, the prompt field
 * filters. Screenshots of a few demos go to test-results/screenshots.
 */
import type {Locator, Page} from 'playwright-core';
import {saveScreenshot, SCREENSHOTS} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitForAnimations, waitForIdle} from './settle';
import {waitReady} from './demo-helpers';

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

async function demo(page: Page, name: string): Promise<Locator> {
  const root = await waitReady(page, name);
  await root.locator('.MuiDataGrid-root').first().waitFor();
  return root;
}

/** The text of every visible cell of one column. */
async function columnValues(root: Locator, field: string): Promise<string[]> {
  return root.locator(`.MuiDataGrid-row [data-field="${field}"]`).allInnerTexts();
}

test('AI assistant: a known prompt filters the grid, an unknown one is rejected', async () => {
  const {page} = await tab.open('/x/react-data-grid/components/ai-assistant-panel');
  const root = await demo(page, 'AiAssistantProcessPrompt');
  await root.getByRole('button', {name: 'Show low stock products'}).click();
  await page.waitForFunction(() =>
    /Applied "Show low stock products"/.test(
      document.querySelector('[data-demo="AiAssistantProcessPrompt"] [role="status"]')?.textContent ?? '',
    ),
  );
  const stock = (await columnValues(root, 'inStock')).map(Number);
  expect(stock.length).toBeGreaterThan(0);
  expect(stock.every((value) => value < 20)).toBe(true);
  await root.getByRole('button', {name: 'What is the weather?'}).click();
  await page.waitForFunction(() =>
    /Rejected/.test(document.querySelector('[data-demo="AiAssistantProcessPrompt"] [role="status"]')?.textContent ?? ''),
  );
  await saveScreenshot(page, 'dg-components-ai-assistant');
});

test('charts panel: the local renderer draws the bars the grid state asks for', async () => {
  const {page} = await tab.open('/x/react-data-grid/components/charts-panel');
  const first = await demo(page, 'ChartsPanelLocalRenderer');
  // Two series (harbour, station) over 12 months.
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        '[data-demo="ChartsPanelLocalRenderer"] svg .MuiBarElement-root, [data-demo="ChartsPanelLocalRenderer"] svg rect.MuiBarElement-root',
      ).length > 0,
  );
  const bars = await first.locator('svg .MuiBarElement-root').count();
  expect(bars).toBe(24);
  await first.getByRole('button', {name: 'Chart settings'}).click();
  // The trigger shows the panel open.
  await first.locator('.MuiButton-contained', {hasText: 'Chart settings'}).waitFor();
  if (SCREENSHOTS) await waitForAnimations(page);
  await saveScreenshot(page, 'dg-components-charts-panel');

  const second = await demo(page, 'ChartsPanelApiControls');
  await page.waitForFunction(() => document.querySelectorAll('[data-demo="ChartsPanelApiControls"] svg .MuiBarElement-root').length === 12);
  await second.getByRole('button', {name: 'Shops'}).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-demo="ChartsPanelApiControls"] svg .MuiBarElement-root').length === 24);
});

test('quick filter: comma-separated values reach the filter model and filter the rows', async () => {
  const {page} = await tab.open('/x/react-data-grid/components/quick-filter');
  const root = await demo(page, 'QuickFilterCommaParser');
  const products = await columnValues(root, 'product');
  expect(products.length).toBeGreaterThan(0);
  for (const product of products) expect(['Rain jacket', 'Gloves']).toContain(product);
  const input = root.getByRole('searchbox');
  await input.fill('saddle, chain');
  await page.waitForFunction(
    () => document.querySelector('[data-demo="QuickFilterCommaParser"] code')?.textContent === '["saddle","chain"]',
  );
});

test('prompt field: "low stock" on Enter filters to rows under 20', async () => {
  const {page} = await tab.open('/x/react-data-grid/components/prompt-field');
  const root = await demo(page, 'PromptFieldToolbarCommands');
  const input = root.getByPlaceholder('Describe the rows you want');
  await input.fill('low stock, sort by stock');
  await input.press('Enter');
  await page.waitForFunction(() =>
    /Applied/.test(document.querySelector('[data-demo="PromptFieldToolbarCommands"] [role="status"]')?.textContent ?? ''),
  );
  const stock = (await columnValues(root, 'inStock')).map(Number);
  expect(stock.length).toBeGreaterThan(0);
  expect(stock.every((value) => value < 20)).toBe(true);
  expect([...stock].sort((a, b) => a - b)).toEqual(stock);
});

test('performance: memoized columns stop cell re-renders, virtualization keeps the DOM small', async () => {
  const {page} = await tab.open('/x/react-data-grid/performance');
  const columnsDemo = await demo(page, 'PerformanceStableColumns');
  const output = columnsDemo.locator('strong span');
  // The demo writes its render count into the page every 200 ms. Settled: the page is idle (React has
  // rendered all it had to) and the count has been written once since.
  const count = async () => {
    await waitForIdle(page);
    await output.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(el, {childList: true, characterData: true, subtree: true});
        }),
    );
    return Number(await output.innerText());
  };
  const rerender = columnsDemo.getByRole('button', {name: /Re-render parent/});
  const before = await count();
  await rerender.click();
  await columnsDemo.getByRole('button', {name: 'Re-render parent (1)'}).waitFor();
  const afterInline = await count();
  expect(afterInline).toBeGreaterThan(before);
  await columnsDemo.getByRole('switch').click(); // switch to memoized columns
  await columnsDemo.getByText('Columns memoized').waitFor();
  const beforeMemo = await count();
  await rerender.click();
  await rerender.click();
  // The parent rendered twice more; the memoized columns' cells must not have.
  await columnsDemo.getByRole('button', {name: 'Re-render parent (3)'}).waitFor();
  expect(await count()).toBe(beforeMemo);

  const virtual = await demo(page, 'PerformanceVirtualizationToggle');
  const status = virtual.getByRole('status');
  await page.waitForFunction(() =>
    /of 100 rows/.test(document.querySelector('[data-demo="PerformanceVirtualizationToggle"] [role="status"]')?.textContent ?? ''),
  );
  const virtualizedRows = Number(/^(\d+) of/.exec(await status.innerText())?.[1]);
  expect(virtualizedRows).toBeLessThan(40);
  await virtual.getByRole('switch').click();
  await page.waitForFunction(
    () =>
      /^100 of 100 rows and 4000 cells/.test(
        document.querySelector('[data-demo="PerformanceVirtualizationToggle"] [role="status"]')?.textContent ?? '',
      ),
    undefined,
    {timeout: 30000},
  );
  await saveScreenshot(page, 'dg-performance-virtualization');
});
