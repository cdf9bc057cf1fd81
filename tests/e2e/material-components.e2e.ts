/**
 * Material UI component pages: the props playground under the first demo of Button, TextField and
 * Slider (opened from the keyboard, three props changed, the live component and its JSX follow,
 * the JSX copies), and the way from a component page to an API page and back by their links.
 */
import type {Browser, Locator, Page} from 'playwright-core';
import {launchBrowser, unexpectedConsoleErrors, type PageProblems} from './harness';
import {SharedTab} from './shared-tab';

let browser: Browser;
let tab: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = new SharedTab(browser, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

const errorsOf = (problems: PageProblems) => [...unexpectedConsoleErrors(problems), ...problems.pageErrors];

/** Opens the playground with the keyboard and waits for the component to render in it. */
async function openPlayground(page: Page, component: string): Promise<Locator> {
  const block = page.locator(`[data-props-playground="${component}"]`);
  const toggle = block.getByRole('button', {
    name: `Try the props of ${component}`,
  });
  await toggle.scrollIntoViewIfNeeded();
  // Closed, the panel is not in the page, and none of its code has been fetched.
  expect(await block.locator('[data-playground-jsx]').count()).toBe(0);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await block.locator('[data-playground-state="ready"]').waitFor({timeout: 30000});
  return block;
}

const jsxOf = (block: Locator) => block.locator('[data-playground-jsx]').innerText();
const preview = (block: Locator) => block.getByRole('region', {name: /preview/});

/** Turns a switch on from the keyboard (Space on the focused checkbox). */
async function switchOn(page: Page, block: Locator, prop: string): Promise<void> {
  await block.getByRole('switch', {name: prop, exact: true}).focus();
  await page.keyboard.press('Space');
}

test('Button: variant, size and disabled change the button and its JSX, which copies', async () => {
  const {page, problems} = await tab.open('/components/buttons');
  const block = await openPlayground(page, 'Button');
  const button = preview(block).getByRole('button', {name: 'Send invoice'});
  expect(await jsxOf(block)).toBe('<Button>Send invoice</Button>');
  await expect(button.getAttribute('class')).resolves.toContain('MuiButton-text');

  await block.getByLabel('variant', {exact: true}).selectOption('contained');
  await block.getByLabel('size', {exact: true}).selectOption('large');
  await switchOn(page, block, 'disabled');

  expect(await jsxOf(block)).toBe('<Button disabled size="large" variant="contained">Send invoice</Button>');
  const classes = (await button.getAttribute('class')) ?? '';
  expect(classes).toContain('MuiButton-contained');
  expect(classes).toContain('MuiButton-sizeLarge');
  expect(await button.isDisabled()).toBe(true);

  await block.getByRole('button', {name: 'Copy JSX'}).click();
  await block.getByRole('button', {name: 'Copied'}).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '<Button disabled size="large" variant="contained">Send invoice</Button>',
  );

  await block.getByRole('button', {name: 'Reset props'}).click();
  expect(await jsxOf(block)).toBe('<Button>Send invoice</Button>');
  expect(errorsOf(problems)).toEqual([]);
});

test('TextField: variant, size and error change the field and its JSX', async () => {
  const {page, problems} = await tab.open('/components/text-fields');
  const block = await openPlayground(page, 'TextField');
  const field = preview(block).locator('.MuiTextField-root');
  const input = preview(block).getByRole('textbox', {name: 'Full name'});
  await expect(input.inputValue()).resolves.toBe('Amara Okafor');
  expect(await field.locator('.MuiOutlinedInput-root').count()).toBe(1);

  await block.getByLabel('variant', {exact: true}).selectOption('filled');
  await block.getByLabel('size', {exact: true}).selectOption('small');
  await switchOn(page, block, 'error');

  expect(await jsxOf(block)).toBe(
    '<TextField\n  label="Full name"\n  defaultValue="Amara Okafor"\n  error\n  size="small"\n  variant="filled"\n/>',
  );
  const root = field.locator('.MuiInputBase-root');
  const classes = (await root.getAttribute('class')) ?? '';
  expect(classes).toContain('MuiFilledInput-root');
  expect(classes).toContain('MuiInputBase-sizeSmall');
  expect(classes).toContain('Mui-error');
  await expect(preview(block).getByRole('textbox', {name: 'Full name'}).getAttribute('aria-invalid')).resolves.toBe('true');
  // `select` needs options as children: the page leaves it out.
  expect(await block.getByRole('switch', {name: 'select', exact: true}).count()).toBe(0);
  expect(errorsOf(problems)).toEqual([]);
});

test('Slider: orientation, track and max change the slider and its JSX', async () => {
  const {page, problems} = await tab.open('/components/slider');
  const block = await openPlayground(page, 'Slider');
  const slider = preview(block).getByRole('slider', {name: 'Volume'});
  await expect(slider.getAttribute('aria-valuemax')).resolves.toBe('100');

  await block.getByLabel('orientation', {exact: true}).selectOption('vertical');
  await block.getByLabel('track', {exact: true}).selectOption('inverted');
  const max = block.getByLabel('max', {exact: true});
  await max.fill('50');

  expect(await jsxOf(block)).toBe(
    '<Slider\n  defaultValue={40}\n  aria-label="Volume"\n  max={50}\n  orientation="vertical"\n  track="inverted"\n/>',
  );
  await expect(slider.getAttribute('aria-valuemax')).resolves.toBe('50');
  await expect(slider.getAttribute('aria-orientation')).resolves.toBe('vertical');
  const root = preview(block).locator('.MuiSlider-root');
  const classes = (await root.getAttribute('class')) ?? '';
  expect(classes).toContain('MuiSlider-vertical');
  expect(classes).toContain('MuiSlider-trackInverted');
  expect(errorsOf(problems)).toEqual([]);
});

test("a component page's API link leads to the API page, whose demo link leads back", async () => {
  const {page, problems} = await tab.open('/components/buttons');
  const apiLink = page.locator('article a[href="/api/icon-button"]').last();
  await apiLink.scrollIntoViewIfNeeded();
  await apiLink.click();
  await page.waitForURL(/\/api\/icon-button$/);
  await page.getByRole('heading', {level: 1, name: /IconButton/}).waitFor();
  const back = page.locator('#demos ~ ul a[href="/components/buttons"]');
  await back.scrollIntoViewIfNeeded();
  await back.click();
  await page.waitForURL(/\/components\/buttons$/);
  await page.getByRole('heading', {level: 1, name: 'Button'}).waitFor();
  expect(errorsOf(problems)).toEqual([]);
});
