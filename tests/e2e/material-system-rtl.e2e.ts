/**
 * /customization/right-to-left: its demos follow the reader's direction setting (Settings ->
 * Direction, stored like the settings panel stores it). In right-to-left the text field's adornment,
 * the slider's start and the chip's icon move to the right; a rule marked `@noflip` keeps its left
 * border; the section that sets up its own RTL cache is right-to-left in both directions.
 */
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, openWithDirection, unexpectedConsoleErrors} from './harness';

const DEMOS = ['RtlFollowsSettings', 'RtlNoFlip', 'RtlSection'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const centreX = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.left + box.width / 2;
    });

async function readPage(direction: 'ltr' | 'rtl') {
  const {page, problems} = await openWithDirection(browser, '/customization/right-to-left', direction);
  for (const name of DEMOS) {
    await page.locator(`[data-demo="${name}"]`).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => document.querySelector(`[data-demo="${n}"] [data-demo-root]`)?.getAttribute('data-demo-state') === 'ready',
      name,
      {timeout: 30000},
    );
  }
  const follows = '[data-demo="RtlFollowsSettings"] [data-demo-root]';
  const result = {
    body: await page.evaluate(() => document.body.getAttribute('dir')),
    themeDirection: await page.locator(`${follows} code`).first().innerText(),
    adornmentMinusInput: (await centreX(page, `${follows} .MuiInputAdornment-root`)) - (await centreX(page, `${follows} input`)),
    chipIconMinusLabel: (await centreX(page, `${follows} .MuiChip-icon`)) - (await centreX(page, `${follows} .MuiChip-label`)),
    trackStartsRight: await page.locator(`${follows} .MuiSlider-track`).evaluate((el) => {
      const track = el.getBoundingClientRect();
      const rail = el.parentElement!.querySelector('.MuiSlider-rail')!.getBoundingClientRect();
      return Math.abs(track.right - rail.right) < Math.abs(track.left - rail.left);
    }),
    noFlip: await page.locator('[data-demo="RtlNoFlip"] [data-demo-root] .MuiStack-root > div').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return {left: style.borderLeftWidth, right: style.borderRightWidth};
      }),
    ),
    sectionIconMinusText: await page.locator('[data-demo="RtlSection"] [data-demo-root] button').evaluate((button) => {
      const icon = button.querySelector('.MuiButton-endIcon')!.getBoundingClientRect();
      const text = button.getBoundingClientRect();
      return icon.left + icon.width / 2 - (text.left + text.width / 2);
    }),
  };
  expect(unexpectedConsoleErrors(problems)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  await page.context().close();
  return result;
}

it('the demos mirror when the settings say right-to-left, except what opts out', async () => {
  const ltr = await readPage('ltr');
  const rtl = await readPage('rtl');
  expect([ltr.body, rtl.body]).toEqual(['ltr', 'rtl']);
  expect([ltr.themeDirection, rtl.themeDirection]).toEqual(['ltr', 'rtl']);
  // The adornment sits at the start of the field: left of the text, then right of it.
  expect(ltr.adornmentMinusInput).toBeLessThan(0);
  expect(rtl.adornmentMinusInput).toBeGreaterThan(0);
  expect(ltr.chipIconMinusLabel).toBeLessThan(0);
  expect(rtl.chipIconMinusLabel).toBeGreaterThan(0);
  expect([ltr.trackStartsRight, rtl.trackStartsRight]).toEqual([false, true]);
  // The flipped rule moves its border to the right; the @noflip rule keeps it on the left.
  expect(ltr.noFlip).toEqual([
    {left: '6px', right: '0px'},
    {left: '6px', right: '0px'},
  ]);
  expect(rtl.noFlip).toEqual([
    {left: '0px', right: '6px'},
    {left: '6px', right: '0px'},
  ]);
  // The section with its own RTL cache and theme is right-to-left whatever the settings say: the end
  // icon is on the left of the label.
  expect(ltr.sectionIconMinusText).toBeLessThan(0);
  expect(rtl.sectionIconMinusText).toBeLessThan(0);
}, 120_000);
