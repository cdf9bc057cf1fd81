/**
 * The advanced-feature demos do what their pages say: the pivot makes quarter columns, the charts
 * integration draws one bar per group, the local AI assistant applies a prompt, CSV preview shows
 * the selected rows. Screenshots of each page land in test-results/screenshots.
 */
import {saveScreenshot} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

const BASE = '/x/react-data-grid';

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

const demo = waitReady;

test('pivoting: the quarters become column headers', async () => {
  const {page} = await tab.open(`${BASE}/pivoting`);
  await demo(page, 'PivotingRegionByQuarter');
  await page.waitForFunction(() => {
    const headers = Array.from(document.querySelectorAll('[data-demo="PivotingRegionByQuarter"] [role="columnheader"]')).map(
      (h) => h.textContent ?? '',
    );
    return ['Q1', 'Q2', 'Q3', 'Q4'].every((quarter) => headers.some((text) => text.includes(quarter)));
  });
  await saveScreenshot(page, 'dg-advanced-pivoting');
}, 90000);

test('charts integration: the chart has one bar per region and follows the chart type switch', async () => {
  const {page} = await tab.open(`${BASE}/charts-integration`);
  await demo(page, 'ChartsIntegrationBasic');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-demo="ChartsIntegrationBasic"] svg .MuiBarElement-root').length === 4,
    null,
    {timeout: 15000},
  );
  const controls = await demo(page, 'ChartsIntegrationApiControls');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-demo="ChartsIntegrationApiControls"] svg .MuiBarElement-root').length === 3,
    null,
    {timeout: 15000},
  );
  await controls.getByRole('button', {name: 'Line'}).click();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-demo="ChartsIntegrationApiControls"] svg .MuiLineElement-root').length === 1,
    null,
    {timeout: 15000},
  );
  await saveScreenshot(page, 'dg-advanced-charts');
}, 90000);

test('AI assistant: a local prompt filters the grid, an unknown one reports an error', async () => {
  const {page} = await tab.open(`${BASE}/ai-assistant`);
  await demo(page, 'AiAssistantLocalPanel');
  await saveScreenshot(page, 'dg-advanced-ai-panel');
  const root = await demo(page, 'AiAssistantProcessPrompt');
  await root.getByRole('button', {name: 'Apply'}).click();
  await page.waitForFunction(() => {
    const cells = Array.from(document.querySelectorAll('[data-demo="AiAssistantProcessPrompt"] [role="gridcell"][data-field="region"]'));
    return cells.length > 0 && cells.every((cell) => cell.textContent === 'North');
  });
  await root.getByLabel('Prompt').fill('paint it blue');
  await root.getByRole('button', {name: 'Apply'}).click();
  await page.waitForFunction(() =>
    document.querySelector('[data-demo="AiAssistantProcessPrompt"] [role="status"]')?.textContent?.startsWith('Error: Not understood'),
  );
}, 90000);

test('export: the CSV preview lists the selected rows only', async () => {
  const {page} = await tab.open(`${BASE}/export`);
  const root = await demo(page, 'ExportCsvFromApi');
  await root.getByRole('button', {name: 'Preview CSV'}).click();
  const text = await root.getByLabel('CSV preview').innerText();
  expect(text.trim().split('\n')).toHaveLength(4); // header + 3 selected rows
  expect(text.split('\n')[0]!.trimEnd()).toBe('Order,Product,Revenue');
  await saveScreenshot(page, 'dg-advanced-export');
}, 90000);
