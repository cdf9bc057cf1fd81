/**
 * The live editor and the toolbar as a reader meets them: edits survive a TS/JS switch (converted
 * to JavaScript, the preview still running them); a syntax error names the reader's file and the
 * line of the typo and stays in view; the symbol controls (`#`, `↺`, `⇤`) show their meaning on
 * hover and keyboard focus; the first bar chart's axis shows whole tick labels.
 */
import type {Browser, Locator, Page} from 'playwright-core';
import {baseUrl, launchBrowser, watchProblems} from './harness';
import {demo, waitHydrated, waitReady} from './demo-helpers';
import {seriousAxeViolations} from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context (the TS/JS choice is a cookie), the page hydrated. */
async function open(pathname: string, viewport = {width: 1280, height: 800}) {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  await waitHydrated(page);
  return {context, page, problems};
}

async function openLiveEditor(page: Page, name: string): Promise<{block: Locator; editor: Locator}> {
  await waitReady(page, name);
  const block = demo(page, name);
  await block.getByRole('button', {name: 'Edit the code live'}).click();
  const editor = block.getByRole('textbox', {name: `Edit the ${name} source`});
  await editor.waitFor();
  return {block, editor};
}

/** Selects `needle` in the editor without scrolling the page, as a reader's double-click would. */
const select = (editor: Locator, needle: string) =>
  editor.evaluate((el: HTMLTextAreaElement, text) => {
    el.focus({preventScroll: true});
    const start = el.value.indexOf(text);
    if (start < 0) throw new Error(`"${text}" is not in the editor`);
    el.setSelectionRange(start, start + text.length);
  }, needle);

test('switching TS -> JS while editing keeps the edits, converted to JavaScript, and the preview running them', async () => {
  const {context, page, problems} = await open('/x/react-charts/legend');
  const {block, editor} = await openLiveEditor(page, 'LegendClickEvent');
  expect(await editor.inputValue()).toContain('SeriesLegendItemContext');
  await select(editor, 'Click a legend item.');
  await page.keyboard.type('Click any legend entry.', {delay: 10});
  await block.getByText('Click any legend entry.', {exact: true}).waitFor({timeout: 20000});

  await block.getByRole('button', {name: 'JS, show JavaScript'}).click();
  const js = block.getByRole('textbox', {name: 'Edit the LegendClickEvent source'});
  await page.waitForFunction(
    () =>
      document.querySelector('[data-demo="LegendClickEvent"] [data-demo-carried-edits]')?.getAttribute('data-demo-carried-edits') ===
      'converted',
  );
  const code = await js.inputValue();
  expect(code).toContain("'Click any legend entry.'");
  // The types are gone: this is the JavaScript of the edited code, not the TypeScript relabelled.
  expect(code).not.toContain('SeriesLegendItemContext');
  expect(code).toContain('React.useState(null)');
  await expect(block.getByRole('status').filter({hasText: 'converted to JavaScript'}).count()).resolves.toBe(1);
  // The preview still runs the edit.
  await expect(block.getByText('Click any legend entry.', {exact: true}).count()).resolves.toBe(1);

  // Back to TS: the JavaScript edits stay (types cannot be restored), and the reader is told.
  await block.getByRole('button', {name: 'TS, show TypeScript'}).click();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-demo="LegendClickEvent"] [data-demo-carried-edits]')?.getAttribute('data-demo-carried-edits') ===
      'kept-js',
  );
  expect(await block.getByRole('textbox', {name: 'Edit the LegendClickEvent source'}).inputValue()).toBe(code);
  await expect(block.getByText('Click any legend entry.', {exact: true}).count()).resolves.toBe(1);

  // Reset code brings the original TypeScript back and drops the note.
  await block.getByRole('button', {name: 'Reset code to the original'}).click();
  await page.waitForFunction(() => !document.querySelector('[data-demo="LegendClickEvent"] [data-demo-carried-edits]'));
  expect(await block.getByRole('textbox', {name: 'Edit the LegendClickEvent source'}).inputValue()).toContain('SeriesLegendItemContext');
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});

test("a syntax error names the reader's file and the typo's line, and is in view where the reader types", async () => {
  // A phone-sized window: under the source, the error's place is below the screen.
  const {context, page, problems} = await open('/x/react-charts/bars', {width: 1280, height: 700});
  const {block, editor} = await openLiveEditor(page, 'BarsBasic');
  // The reader looks at the demo from its top, as after clicking "Edit".
  await block.evaluate((el) => el.scrollIntoView({block: 'start'}));
  expect((await editor.inputValue()).split('\n')[8]).toBe('      height={300}');
  await select(editor, 'height={300}');
  await page.keyboard.type('height=300}', {delay: 10});
  const alert = block.getByRole('alert');
  await alert.waitFor({timeout: 20000});
  const text = await alert.innerText();
  expect(text).toMatch(/^BarsBasic\.tsx, line 9, column 14: /);
  expect(text).toContain('      height=300}');
  expect(text).not.toContain('Demo.tsx');
  const inView = await alert.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {top: Math.round(box.top), bottom: Math.round(box.bottom), height: window.innerHeight};
  });
  expect(inView.top).toBeGreaterThanOrEqual(0);
  expect(inView.bottom).toBeLessThanOrEqual(inView.height);

  // In JavaScript the file is BarsBasic.js (the generated JavaScript may lay lines out otherwise).
  await block.getByRole('button', {name: 'Reset code to the original'}).click();
  await block.getByRole('button', {name: 'JS, show JavaScript'}).click();
  await block.getByRole('button', {name: 'Edit the code live'}).click();
  const js = block.getByRole('textbox', {name: 'Edit the BarsBasic source'});
  await js.waitFor();
  const heightLine = (await js.inputValue()).split('\n').findIndex((line) => line.includes('height={300}')) + 1;
  await select(js, 'height={300}');
  await page.keyboard.type('height=300}', {delay: 10});
  await alert.waitFor({timeout: 20000});
  expect(await alert.innerText()).toMatch(new RegExp(`^BarsBasic\\.js, line ${heightLine}, column \\d+: `));
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});

test('#, ↺ and ⇤ show their meaning on hover and on keyboard focus; Escape hides it; each name holds the symbol and the words', async () => {
  const {context, page} = await open('/x/react-charts/bars');
  await waitReady(page, 'BarsBasic');
  const toolbar = demo(page, 'BarsBasic').getByRole('toolbar');
  const tooltipOf = (control: Locator) => control.locator('[data-tooltip]');
  const controls = [
    {control: toolbar.getByRole('link', {name: '# Link to this demo', exact: true}), symbol: '#', words: 'Link to this demo'},
    {control: toolbar.getByRole('button', {name: '↺ Reset the demo', exact: true}), symbol: '↺', words: 'Reset the demo'},
    {
      control: toolbar.getByRole('button', {name: '⇤ Reset focus to the start of the demo', exact: true}),
      symbol: '⇤',
      words: 'Reset focus to the start of the demo',
    },
  ];
  for (const {control, symbol, words} of controls) {
    await expect(tooltipOf(control).isVisible()).resolves.toBe(false);
    await control.hover();
    await expect(tooltipOf(control).isVisible()).resolves.toBe(true);
    await expect(tooltipOf(control).innerText()).resolves.toBe(words);
    // What the reader sees on the control itself is its symbol, and its name starts with it.
    await expect(control.evaluate((el) => el.firstChild?.textContent?.trim())).resolves.toBe(symbol);
    await page.mouse.move(0, 0);
    await expect(tooltipOf(control).isVisible()).resolves.toBe(false);
  }
  // Keyboard: End reaches Export, Left steps back through ⇤ and ↺ (the toolbar's roving focus).
  await toolbar.getByRole('button', {name: 'TS, show TypeScript'}).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(tooltipOf(controls[2]!.control).isVisible()).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await expect(tooltipOf(controls[2]!.control).isVisible()).resolves.toBe(false);
  await page.keyboard.press('ArrowLeft');
  await expect(tooltipOf(controls[1]!.control).isVisible()).resolves.toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(tooltipOf(controls[0]!.control).isVisible()).resolves.toBe(true);
  // Label in name (WCAG 2.5.3) among the rest: axe judges the toolbar with a tooltip open.
  expect(await seriousAxeViolations(page, {include: [['[data-demo="BarsBasic"] [role="toolbar"]']]})).toEqual([]);
  await context.close();
});

test.each([1280, 390])('the first bar chart shows whole y-axis tick labels at %i px', async (width) => {
  const {context, page} = await open('/x/react-charts/bars', {width, height: 844});
  await waitReady(page, 'BarsBasic');
  const labels = await demo(page, 'BarsBasic').locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents();
  expect(labels.length).toBeGreaterThan(2);
  expect(labels.filter((label) => label.endsWith('…'))).toEqual([]);
  expect(labels).toContain('1,500');
  await context.close();
});
