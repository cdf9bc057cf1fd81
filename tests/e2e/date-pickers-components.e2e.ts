/**
 * The Date and Time Pickers component demos work with the keyboard and the pointer as their pages
 * say, on the real adapter (Day.js) and the fixed reference dates of the demos: a date is typed into
 * a Date Field section by section, a Date Picker's calendar is opened, moved in and picked from with
 * the keyboard only, and a range is picked in the Pro Date Range Picker with two clicks. Two page
 * loads in all; screenshots of the open popovers go to test-results/screenshots.
 */
import type {Locator, Page} from 'playwright-core';
import {eventually, saveScreenshot, errorsOf} from './harness';
import {sharedTabForFile} from './shared-tab';
import {waitReady} from './demo-helpers';

// These demos keep nothing beyond their page: one tab walks from page to page (tests/e2e/shared-tab.ts).
const tab = sharedTabForFile();

/** The root of a demo once it has loaded and rendered. */
async function demo(page: Page, name: string): Promise<Locator> {
  return waitReady(page, name);
}

/** The text of an element, re-read until it matches (React commits after the key event). */
async function textOf(locator: Locator, expected: RegExp): Promise<string> {
  return eventually(
    () => locator.innerText(),
    (text) => expected.test(text),
    5000,
  );
}

test('Date Field: a date typed section by section becomes the value', async () => {
  const {page, problems} = await tab.open('/x/react-date-pickers/date-field');
  const root = await demo(page, 'DateFieldControlled');
  const output = root.getByTestId('date-field-value');
  expect(await output.innerText()).toBe('value: null (empty or incomplete)');

  // English locale: month, day, year. Each section moves on by itself once it is full.
  const sections = root.getByRole('spinbutton');
  expect(await sections.count()).toBe(3);
  await sections.nth(0).click();
  await page.keyboard.type('02');
  expect(await sections.nth(0).innerText()).toBe('02');
  // Only some sections filled: the value stays null.
  expect(await output.innerText()).toBe('value: null (empty or incomplete)');
  await page.keyboard.type('30');
  await page.keyboard.type('2025');
  // Every section filled, but February 30 is no real date: still no value.
  expect(await sections.allInnerTexts()).toEqual(['02', '30', '2025']);
  expect(await output.innerText()).toBe('value: null (empty or incomplete)');

  // Fix the day: click it and type over it.
  await sections.nth(1).click();
  await page.keyboard.type('28');
  expect(await textOf(output, /February/)).toBe('value: Friday, February 28, 2025');
  // ArrowRight moves to the year section, ArrowUp steps it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  expect(await textOf(output, /2026/)).toBe('value: Saturday, February 28, 2026');
  expect(await root.locator('input').first().inputValue()).toBe('02/28/2026');
  expect(errorsOf(problems)).toEqual([]);
});

test('Date Picker: the calendar opens, moves and picks with the keyboard; Date Range Picker: two clicks pick a range', async () => {
  const {page, problems} = await tab.open('/x/react-date-pickers/base-concepts');

  // Keyboard only: focus the field, Tab to the calendar button, Enter opens the calendar on the
  // selected day (March 14, 2025), arrows move, Enter picks and closes the popover.
  const single = await demo(page, 'BaseConceptsControlledValue');
  const output = single.getByTestId('base-value');
  expect(await output.innerText()).toBe('value: 2025-03-14');
  await single.getByRole('spinbutton').first().click();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Choose date/);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await calendar.waitFor();
  const focusedDay = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(await eventually(focusedDay, (day) => day === '14')).toBe('14');
  await page.keyboard.press('ArrowRight'); // 15
  await page.keyboard.press('ArrowDown'); // 22
  expect(await eventually(focusedDay, (day) => day === '22')).toBe('22');
  await saveScreenshot(page, 'pickers-date-picker-keyboard');
  await page.keyboard.press('Enter');
  expect(await textOf(output, /03-22/)).toBe('value: 2025-03-22');
  await calendar.waitFor({state: 'hidden'});

  // Pro range picker: open it, click a start in March and an end in April (two months are shown).
  const ranges = await demo(page, 'BaseConceptsRanges');
  const rangeField = ranges.locator('.MuiPickersTextField-root').first();
  await rangeField.getByRole('button', {name: /^Choose/}).click();
  const popover = page.getByRole('dialog');
  await popover.waitFor();
  // The popover moves focus into the calendar once it has opened: clicks before that can be lost.
  const focusInPopover = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  expect(await eventually(focusInPopover, Boolean)).toBe(true);
  const months = popover.locator('.MuiDateRangeCalendar-monthContainer');
  expect(await months.count()).toBe(2);
  const hiddenInput = rangeField.locator('input').first();
  const before = await hiddenInput.inputValue();
  const day20 = months.nth(0).getByRole('gridcell', {name: '20', exact: true});
  await day20.click();
  // On a loaded machine a click that lands while the popover is still settling can be dropped: the
  // value is then still the one before it, and clicking again is what a reader would do.
  if (
    (await eventually(
      () => hiddenInput.inputValue(),
      (v) => v !== before,
      3000,
    )) === before
  )
    await day20.click();
  // The first click starts a new range: the end is empty until the second click.
  expect(
    await eventually(
      () => hiddenInput.inputValue(),
      (v) => v.startsWith('03/20/2025'),
    ),
  ).toBe('03/20/2025 – MM/DD/YYYY');
  await months.nth(1).getByRole('gridcell', {name: '4', exact: true}).click();
  expect(
    await eventually(
      () => hiddenInput.inputValue(),
      (v) => v.includes('04/04/2025'),
    ),
  ).toBe('03/20/2025 – 04/04/2025');
  await saveScreenshot(page, 'pickers-date-range-picker-clicks');
  expect(errorsOf(problems)).toEqual([]);
});
