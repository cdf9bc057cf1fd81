/**
 * The chart-type pages as a reader meets them (one tab walks the dark pages by the router):
 * - keyboard: a chart with `enableKeyboardNavigation` is a tab stop, and the arrow keys move the
 *   focus from bar to bar and from series to series, highlighting the focused bar (8.15.0 has no
 *   tooltip for the keyboard focus, which the page says);
 * - the examples gallery draws its thumbnails lazily: rows far below are not mounted until the
 *   reader scrolls to them, and every thumbnail's title links to an existing page of the section;
 * - dark mode keeps contrast: axe finds no colour-contrast violation on chart pages with every demo
 *   rendered (legends, controls, tables of sparklines, the tooltip), and the SVG text that axe leaves
 *   undecided (axes, labels on bars, cells and funnel sections) is measured against what is behind it.
 */
import type {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, openPage, saveScreenshot} from './harness';
import {seriousAxeViolations} from './axe';
import {renderEveryDemo, waitReady} from './demo-helpers';
import {SharedTab} from './shared-tab';

const DEMO_READY_TIMEOUT_MS = 30_000;

let browser: Browser;
let dark: SharedTab;
beforeAll(async () => {
  browser = await launchBrowser();
  // The dark-mode pages keep nothing beyond themselves: one dark tab walks from page to page.
  dark = new SharedTab(browser, {colorScheme: 'dark'});
});
afterAll(async () => {
  await dark?.close();
  await browser?.close();
});

async function waitForDemo(page: Page, name: string): Promise<void> {
  await waitReady(page, name, DEMO_READY_TIMEOUT_MS);
}

/**
 * axe cannot judge SVG text (it reports it as "incomplete"), so chart text is measured here, WCAG
 * contrast of at least 4.5:1 for its small size: axis labels against the background behind the
 * chart, and text drawn on the data (bar, slice, section and cell labels) against the shape under it
 * (each text is scrolled into the viewport first, where elementsFromPoint can see what is under it).
 * Returns how many texts were measured and those that fall short, with their ratio.
 */
async function lowContrastChartText(page: Page): Promise<{checked: number; failures: string[]}> {
  return page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const backgroundOf = (element: Element | null): number[] => {
      for (let e = element; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.9)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    /** The shape drawn under the middle of a text, or the chart's background when there is none. */
    const behind = (text: Element): number[] => {
      const box = text.getBoundingClientRect();
      for (const e of document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)) {
        if (e === text || text.contains(e) || e.tagName === 'text' || e.tagName === 'tspan') continue;
        if (['rect', 'path', 'circle', 'polygon'].includes(e.tagName)) {
          const style = getComputedStyle(e);
          const opaque = Number(style.opacity) * Number(style.fillOpacity) > 0.6;
          if (style.fill !== 'none' && !style.fill.startsWith('url') && opaque) return rgb(style.fill).slice(0, 3);
          continue;
        }
        return backgroundOf(e);
      }
      return backgroundOf(text.closest('svg'));
    };
    let checked = 0;
    const failures: string[] = [];
    for (const text of Array.from(document.querySelectorAll('main [data-demo] svg text'))) {
      const box = text.getBoundingClientRect();
      if (!text.textContent?.trim() || box.width === 0) continue;
      // elementsFromPoint only sees the viewport: bring the text into it first.
      if (box.top < 0 || box.bottom > window.innerHeight) text.scrollIntoView({block: 'center', behavior: 'instant'});
      checked += 1;
      const back = text.closest('.MuiChartsAxis-root') ? backgroundOf(text.closest('svg')) : behind(text);
      const [a, b] = [luminance(rgb(getComputedStyle(text).fill)), luminance(back)].sort((x, y) => y - x);
      const ratio = (a! + 0.05) / (b! + 0.05);
      if (ratio < 4.5)
        failures.push(`${text.closest('[data-demo]')?.getAttribute('data-demo')} "${text.textContent}": ${ratio.toFixed(2)}`);
    }
    return {checked, failures};
  });
}

async function colorContrastViolations(page: Page): Promise<unknown[]> {
  // The one rule judged here, alone (the others' findings were never asserted).
  const problems = await seriousAxeViolations(page, {include: [['main']]}, ['color-contrast']);
  return problems.filter((p) => p.id === 'color-contrast');
}

test('a bar chart is reachable from the keyboard and the arrow keys move the highlighted bar (dark mode, no contrast violation)', async () => {
  const {page, problems} = await dark.open('/x/react-charts/bars');
  await waitForDemo(page, 'BarsKeyboard');
  const chart = page.locator('[data-demo="BarsKeyboard"] svg[tabindex="0"]');
  await expect(chart.count()).resolves.toBe(1);

  // The reader's way in: "Reset focus" puts the focus at the start of the demo, Tab reaches the chart.
  await page.locator('[data-demo="BarsKeyboard"]').getByRole('button', {name: 'Reset focus to the start of the demo'}).click();
  await page.keyboard.press('Tab');
  await expect(chart.evaluate((svg) => svg === document.activeElement)).resolves.toBe(true);

  const focused = () =>
    page
      .locator('[data-demo="BarsKeyboard"] [data-focused]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('class')}|${e.getAttribute('x')}`));
  await expect(focused()).resolves.toEqual([]);
  await page.keyboard.press('ArrowRight');
  const first = await focused();
  expect(first).toHaveLength(1);
  expect(first[0]).toContain('MuiBarElement-series-');
  await page.keyboard.press('ArrowRight');
  const second = await focused();
  expect(second).toHaveLength(1);
  expect(second[0]).not.toBe(first[0]);
  // Up moves to the next series at the same category: another series class.
  await page.keyboard.press('ArrowUp');
  const third = await focused();
  expect(third[0]!.match(/series-\S+/)?.[0]).not.toBe(second[0]!.match(/series-\S+/)?.[0]);
  await saveScreenshot(page, 'charts-bars-keyboard-dark');

  await renderEveryDemo(page);
  expect(await colorContrastViolations(page)).toEqual([]);
  const chartText = await lowContrastChartText(page);
  expect(chartText.checked).toBeGreaterThan(20);
  expect(chartText.failures).toEqual([]);
  // The tooltip is HTML: hover a bar of the first chart and let axe judge it too.
  const bar = page.locator('[data-demo="BarsBasic"] .MuiBarElement-root').first();
  await bar.scrollIntoViewIfNeeded();
  await bar.hover();
  await page.locator('.MuiChartsTooltip-root').waitFor();
  expect(await seriousAxeViolations(page, {include: [['.MuiChartsTooltip-root']]})).toEqual([]);
  await saveScreenshot(page, 'charts-bars-tooltip-dark');
  expect(problems.pageErrors).toEqual([]);
});

test('the examples gallery mounts thumbnails only near the view, and each title links to a page of the section', async () => {
  const {page, problems} = await openPage(browser, '/x/react-charts/examples', {viewport: {width: 1280, height: 800}});
  try {
    await waitForDemo(page, 'ExamplesBar');
    await page.waitForFunction(() => document.querySelectorAll('[data-demo="ExamplesBar"] [data-thumbnail-mounted="true"] svg').length > 0);
    // The last rows are far below the fold: nothing of them is drawn yet.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[data-demo="ExamplesPro"] [data-thumbnail-mounted="true"]').count()).resolves.toBe(0);
    await expect(
      page.locator('[data-demo="ExamplesPro"] .MuiChartsSurface-root, [data-demo="ExamplesPro"] svg.MuiChartsSurface-root').count(),
    ).resolves.toBe(0);

    await waitForDemo(page, 'ExamplesPro');
    await page.locator('[data-demo="ExamplesPro"] [data-example-card]').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('[data-demo="ExamplesPro"] [data-thumbnail-mounted="true"]').length === 3);
    await saveScreenshot(page, 'charts-examples-pro-row');

    await renderEveryDemo(page);
    const links = await page.locator('[data-example-link]').evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThanOrEqual(18);
    for (const href of links) {
      const url = new URL(href);
      expect(url.pathname).toMatch(/^\/x\/react-charts\/[a-z-]+$/);
      const response = await page.request.get(baseUrl() + url.pathname);
      expect({href, status: response.status()}).toEqual({href, status: 200});
      if (url.hash) expect(await response.text()).toMatch(new RegExp(`id="?${url.hash.slice(1)}[" >]`));
    }
    expect(problems.pageErrors).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('the heatmap page keeps its contrast in dark mode (Pro charts, colour legend, custom cells)', async () => {
  const {page, problems} = await dark.open('/x/react-charts/heatmap');
  await renderEveryDemo(page);
  expect(await colorContrastViolations(page)).toEqual([]);
  const chartText = await lowContrastChartText(page);
  expect(chartText.checked).toBeGreaterThan(20);
  expect(chartText.failures).toEqual([]);
  await saveScreenshot(page, 'charts-heatmap-dark');
  expect(problems.pageErrors).toEqual([]);
});

test('funnel labels keep their contrast on the sections in dark mode', async () => {
  const {page, problems} = await dark.open('/x/react-charts/funnel');
  await renderEveryDemo(page);
  const chartText = await lowContrastChartText(page);
  expect(chartText.checked).toBeGreaterThan(20);
  expect(chartText.failures).toEqual([]);
  expect(await colorContrastViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
