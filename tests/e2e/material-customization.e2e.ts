/**
 * Material UI customization pages: the palette page's colour-error demo prints what the installed
 * `createTheme` throws (compared with the same call made here), and the theme builder builds a theme
 * whose copied code, run by the portal's own `createTheme` in a live demo editor, gives the palette
 * the builder showed; a low-contrast choice is flagged, the link carries the theme, and a malformed
 * link says what it could not read.
 */
import {createTheme} from '@mui/material/styles';
import type {Browser, Locator, Page} from 'playwright-core';
import {contextWithClipboard, demo, readClipboard, waitReady} from './demo-helpers';
import {baseUrl, errorsOf, launchBrowser, watchProblems} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The message `createTheme(options)` throws in a production bundle (the built site's), run here. */
function productionError(options: Parameters<typeof createTheme>[0]): string {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    createTheme(options);
  } catch (error) {
    return (error as Error).message;
  } finally {
    process.env.NODE_ENV = previous;
  }
  throw new Error('createTheme did not throw');
}

async function open(pathname: string, page: Page) {
  const problems = watchProblems(page);
  await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  return problems;
}

test('palette: the colour-error demo shows the library’s own messages, and what it makes of #12345', async () => {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const problems = await open('/customization/palette', page);
  const root = await waitReady(page, 'PaletteColorErrors');
  const field = root.getByRole('textbox', {name: 'primary.main'});
  const outcome = root.locator('[role="status"]');

  await field.fill('red');
  await root.getByRole('button', {name: 'Create theme'}).click();
  await outcome.locator('[data-error-message]').waitFor();
  const expectedFormat = productionError({palette: {primary: {main: 'red'}}});
  expect(expectedFormat).toMatch(/MUI error #9/);
  expect(await outcome.locator('[data-error-message]').innerText()).toBe(expectedFormat);

  await root.getByRole('button', {name: 'Try a palette without main'}).click();
  const expectedMain = productionError({palette: {primary: {light: '#90caf9', dark: '#0d47a1'}}} as never);
  expect(expectedMain).toMatch(/MUI error #11/);
  await eventuallyText(outcome.locator('[data-error-message]'), expectedMain);

  // Malformed values of a supported format pass createTheme in 7.3.9: the demo shows the tokens it made.
  await field.fill('#12345');
  await field.press('Enter');
  await outcome.locator('[data-shade="light"]').waitFor();
  const light = createTheme({palette: {primary: {main: '#12345'}}}).palette.primary.light;
  expect(await outcome.locator('[data-shade="light"]').innerText()).toBe(`light: ${light} (not a valid CSS colour)`);
  expect(errorsOf(problems)).toEqual([]);
  await context.close();
});

async function eventuallyText(locator: Locator, text: string) {
  await locator
    .page()
    .waitForFunction(([el, t]) => (el as HTMLElement | null)?.innerText === t, [await locator.elementHandle(), text] as const);
}

/** The builder's generated palette table, as `{light: {primary: {main, ...}}, dark: ...}`. */
async function shownPalette(page: Page) {
  return page.$$eval('[data-palette-value]', (cells) => {
    const out: Record<string, Record<string, Record<string, string>>> = {};
    for (const cell of cells) {
      const [mode, key, shade] = cell.getAttribute('data-palette-value')!.split('.') as [string, string, string];
      ((out[mode] ??= {})[key] ??= {})[shade] = (cell as HTMLElement).innerText.trim();
    }
    return out;
  });
}

test('theme builder: a built theme’s copied code gives the same palette, yellow on white fails, the link keeps the theme', async () => {
  const context = await contextWithClipboard(browser);
  const page = await context.newPage();
  const problems = await open('/customization/theme-builder', page);
  const builder = page.locator('[data-theme-builder]');
  await builder.waitFor({timeout: 30000});

  // Build a theme from the keyboard: two colours typed, dark as the default scheme, a larger radius.
  const colour = (name: string) => builder.getByRole('textbox', {name, exact: true});
  await colour('Primary').fill('#ffeb3b');
  await colour('Success').fill('#1b5e20');
  await builder.getByRole('button', {name: 'Dark', exact: true}).focus();
  await page.keyboard.press('Enter');
  const radius = builder.getByRole('slider', {name: /Border radius/});
  await radius.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');

  // #ffeb3b as text on white paper: flagged in the light scheme's table.
  const row = builder.locator('[data-contrast-mode="light"] [data-pair="primary.main on background.paper"]');
  await expect(row.getAttribute('data-fails')).resolves.toBe('text');
  expect(await row.innerText()).toMatch(/1\.2\d:1[\s\S]*Fails[\s\S]*Fails/);

  // The dark scheme derives its own success main from #1b5e20 (too dark on #121212): lighter, and
  // every dark pair of it passes; the yellow reads on dark as it is and is kept.
  const darkSuccess = builder.getByRole('textbox', {name: 'Success (dark)', exact: true});
  await page.waitForFunction(
    (el) => (el as HTMLInputElement).value !== '#1b5e20' && (el as HTMLInputElement).value !== '#2e7d32',
    await darkSuccess.elementHandle(),
  );
  for (const pair of ['success.main on background.paper', 'success.contrastText on success.main', 'primary.main on background.paper']) {
    await expect(builder.locator(`[data-contrast-mode="dark"] [data-pair="${pair}"]`).getAttribute('data-fails')).resolves.toBeNull();
  }
  // One dark main set by hand, from the keyboard: it wins over the derived one and goes into the link.
  const darkInfo = builder.getByRole('textbox', {name: 'Info (dark)', exact: true});
  await darkInfo.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('#80deea');
  await page.waitForFunction(() => document.querySelector('[data-palette-value="dark.info.main"]')?.textContent?.includes('#80deea'));
  expect(new URL(page.url()).searchParams.get('dark-info')).toBe('#80deea');

  const palette = await shownPalette(page);
  expect(palette.light!.primary!.main).toBe('#ffeb3b');
  expect(palette.dark!.primary!.main).toBe('#ffeb3b');
  expect(palette.light!.success!.main).toBe('#1b5e20');
  expect(palette.dark!.success!.main).toBe(await darkSuccess.inputValue());
  expect(palette.dark!.info!.main).toBe('#80deea');
  expect(palette.dark!.info!.main).not.toBe(palette.light!.info!.main);

  await builder.getByRole('button', {name: 'Copy code'}).click();
  await builder.getByRole('button', {name: 'Copied'}).waitFor();
  const code = await readClipboard(page);
  expect(code).toBe(await builder.locator('[data-theme-code]').innerText());
  expect(code).toContain("defaultColorScheme: 'dark'");
  expect(code).toContain("main: '#80deea'");

  // The address bar now holds the theme: a new tab with that link shows the same palette.
  const link = page.url();
  expect(new URL(link).searchParams.get('primary')).toBe('#ffeb3b');
  const second = await context.newPage();
  await second.goto(link, {waitUntil: 'load'});
  await second.locator('[data-theme-builder]').waitFor({timeout: 30000});
  await second.waitForFunction(() => document.querySelector('[data-palette-value="light.primary.main"]')?.textContent?.includes('#ffeb3b'));
  expect(await shownPalette(second)).toEqual(palette);

  // Run the copied module with the portal's own createTheme: the live editor of a palette demo.
  await second.goto(baseUrl() + '/customization/palette', {waitUntil: 'load'});
  await waitReady(second, 'PaletteMainOnly');
  const block = demo(second, 'PaletteMainOnly');
  await block.getByRole('button', {name: 'Edit the code live'}).click();
  const editor = block.getByRole('textbox', {name: 'Edit the PaletteMainOnly source'});
  await editor.waitFor();
  const probe = code.replace(
    'export default theme;',
    `const keys = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
export default function Probe() {
  const pick = (p: typeof theme.palette) => Object.fromEntries(keys.map((k) => [k, {main: p[k].main, light: p[k].light, dark: p[k].dark, contrastText: p[k].contrastText}]));
  return <pre data-evaluated>{JSON.stringify({mode: theme.palette.mode, light: pick(theme.colorSchemes.light!.palette), dark: pick(theme.colorSchemes.dark!.palette)})}</pre>;
}`,
  );
  await editor.evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    el.select();
  });
  await second.keyboard.insertText(probe);
  const evaluated = block.locator('pre[data-evaluated]');
  await evaluated.waitFor({timeout: 20000});
  const result = JSON.parse(await evaluated.innerText());
  expect(result.mode).toBe('dark');
  expect({light: result.light, dark: result.dark}).toEqual(palette);

  expect(errorsOf(problems)).toEqual([]);
  await context.close();
});

test('theme builder: a malformed link names what it could not read and keeps the rest', async () => {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const problems = await open('/customization/theme-builder?primary=%2312345&secondary=%23ff5722&spacing=99', page);
  const warning = page.locator('[data-url-problems]');
  await warning.waitFor({timeout: 30000});
  const text = await warning.innerText();
  expect(text).toContain('primary=#12345');
  expect(text).toContain('spacing=99');
  expect(text).not.toContain('secondary');
  await page.waitForFunction(() => document.querySelector('[data-palette-value="light.secondary.main"]')?.textContent?.includes('#ff5722'));
  // The bad fields leave the address; the good one stays.
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('spacing'));
  const params = new URL(page.url()).searchParams;
  expect(params.get('secondary')).toBe('#ff5722');
  expect(params.has('primary')).toBe(false);
  expect(errorsOf(problems)).toEqual([]);
  await context.close();
});

/** The scripts a cold load of `pathname` fetches that hold `marker` (a string of the builder's UI). */
async function scriptsHolding(pathname: string, marker: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  await ready(page);
  const holding = await page.evaluate(
    async ([urls, text]) =>
      (await Promise.all(urls.map(async (url) => ((await (await fetch(url)).text()).includes(text) ? url : null)))).filter(Boolean),
    [scripts, marker] as const,
  );
  await context.close();
  return holding as string[];
}

test('the theme builder’s code loads on its page only', async () => {
  const marker = 'Reset to the portal theme';
  const onBuilder = await scriptsHolding('/customization/theme-builder', marker, (page) =>
    page.locator('[data-theme-builder]').waitFor({timeout: 30000}),
  );
  expect(onBuilder.length).toBeGreaterThan(0);
  expect(await scriptsHolding('/customization/palette', marker, (page) => waitReady(page, 'PaletteIntents'))).toEqual([]);
});
