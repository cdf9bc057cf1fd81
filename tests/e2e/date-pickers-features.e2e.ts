/**
 * Pickers feature pages, as a reader uses them: the localization demo switches to zh-CN and shows
 * the package's Chinese texts with dayjs's Chinese month and weekday names; the validation demo
 * reports `minDate` as soon as a typed date breaks it; a demo on a non-dayjs adapter exports a
 * project whose package.json pins that adapter's date library at the portal's version. One page load
 * per page (the page sweep already visits every pickers page for errors and box heights).
 */
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type {Page} from 'playwright-core';
import {saveScreenshot, downloadedBytes} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

const SITE_PACKAGE = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

/** Scrolls a demo into view and waits until it has rendered. */
async function readyDemo(page: Page, name: string) {
  await waitReady(page, name);
  return page.locator(`[data-demo="${name}"]`);
}

test('localization: the demo switches to zh-CN month and weekday names, field placeholder and texts', async () => {
  const {page} = await tab.open('/x/react-date-pickers/localization');
  const demo = await readyDemo(page, 'LocalizationLanguageSwitch');
  const header = demo.locator('.MuiPickersCalendarHeader-label');
  await expect(header.textContent()).resolves.toBe('March 2025');

  await demo.getByRole('button', {name: '中文 (zh-CN)'}).click();
  await expect(header.textContent()).resolves.toBe('三月 2025');
  // Weekday initials from dayjs's zh-cn locale, in its order (the week starts on Monday).
  const weekdays = await demo.locator('.MuiDayCalendar-weekDayLabel').allTextContents();
  expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  // The empty field shows the Chinese long date format as its placeholder: YYYY年MM月DD日.
  const field = demo.locator('[data-testid="localized-field"]');
  const placeholder = (await field.locator('.MuiPickersSectionList-root').textContent())?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
  expect(placeholder).toMatch(/^YYYY年M{1,2}月D{1,2}日$/);
  // The package's own zhCN texts: toolbar title and action bar.
  await expect(demo.getByText('选择日期', {exact: true}).count()).resolves.toBeGreaterThan(0);
  await expect(demo.getByRole('button', {name: '确认'}).count()).resolves.toBe(1);
  await saveScreenshot(page, 'date-pickers-localization-zh');

  await demo.getByRole('button', {name: 'English (en-US)'}).click();
  await expect(header.textContent()).resolves.toBe('March 2025');
});

test('validation: typing a date before minDate shows the minDate reason', async () => {
  const {page} = await tab.open('/x/react-date-pickers/validation');
  const demo = await readyDemo(page, 'ValidationMinDate');
  const reason = demo.locator('[data-testid="validation-reason"]');
  await expect(reason.textContent()).resolves.toContain('null');

  // Select the month section and type 03/01/2025, two weeks before the minimum (03/14/2025).
  await demo.getByRole('spinbutton', {name: 'Month'}).click();
  // A short delay per key, like a person: the field handles each key as its own edit.
  await page.keyboard.type('03012025', {delay: 50});
  await page.waitForFunction(() => document.querySelector('[data-testid="validation-reason"]')?.textContent?.includes("'minDate'"));
  await expect(demo.locator('.MuiPickersInputBase-root.Mui-error').count()).resolves.toBe(1);

  // A valid day clears the reason again.
  await demo.getByRole('spinbutton', {name: 'Day'}).click();
  await page.keyboard.type('20', {delay: 50});
  await page.waitForFunction(() => document.querySelector('[data-testid="validation-reason"]')?.textContent?.includes('null'));
});

test('export: a date-fns and a Luxon demo download with their date library pinned as in package.json', async () => {
  const {page} = await tab.open('/x/react-date-pickers/adapters-locale');
  const pins: Record<string, Record<string, string>> = {};
  for (const [name, library] of [
    ['AdaptersLocaleDateFns', 'date-fns'],
    ['AdaptersLocaleLuxon', 'luxon'],
  ] as const) {
    const demo = await readyDemo(page, name);
    // The demo really runs on its adapter: its calendar is there, in its locale.
    await expect(demo.locator('.MuiDayCalendar-weekDayLabel').count()).resolves.toBe(7);
    await demo.getByRole('button', {name: 'Export this demo'}).click();
    const downloading = page.waitForEvent('download');
    await demo.getByRole('menuitem', {name: 'Download project (.zip)'}).click();
    const download = await downloading;
    const zip = await JSZip.loadAsync(await downloadedBytes(download));
    const [packageJson] = zip.file(/(^|\/)package\.json$/);
    const manifest = JSON.parse(await packageJson!.async('string')) as {dependencies: Record<string, string>};
    pins[library] = {[library]: manifest.dependencies[library]!, '@mui/x-date-pickers': manifest.dependencies['@mui/x-date-pickers']!};
    await page.keyboard.press('Escape');
  }
  expect(pins).toEqual({
    'date-fns': {'date-fns': SITE_PACKAGE.dependencies['date-fns'], '@mui/x-date-pickers': '8.15.0'},
    luxon: {luxon: SITE_PACKAGE.dependencies.luxon, '@mui/x-date-pickers': '8.15.0'},
  });
  expect(SITE_PACKAGE.dependencies['date-fns']).toBe('4.1.0');
});
