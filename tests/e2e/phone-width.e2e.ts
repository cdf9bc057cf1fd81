/**
 * No landing page scrolls sideways on a phone: the home page, the introduction and every product
 * landing, in both locales, at 320-430 px (mobile emulation: overlay scrollbars, touch). A page is
 * opened once and resized through the widths. At 390x844: wide demos scroll in their own box, the
 * migration guides' API change tables stack, the phone menu's Settings entry and Escape, and the
 * demo source's copy button and file tabs.
 */
import type {Browser} from 'playwright-core';
import {PRODUCTS} from '@site/src/config/products';
import {baseUrl, launchBrowser, saveScreenshot, waitForHydration} from './harness';
import {renderEveryDemo} from './demo-helpers';
import {seriousAxeViolations} from './axe';

const WIDTHS = [320, 360, 390, 412, 430];
const LANDINGS = ['/', '/x/introduction', ...PRODUCTS.map((p) => `/x/${p.slug}`)];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test.each(['', '/zh'])('landing pages fit a 320-430 px phone without scrolling sideways (locale "%s")', async (locale) => {
  const context = await browser.newContext({viewport: {width: WIDTHS[0]!, height: 800}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const overflows: string[] = [];
  for (const landing of LANDINGS) {
    const pathname = locale + (landing === '/' && locale ? '' : landing);
    await page.setViewportSize({width: WIDTHS[0]!, height: 800});
    await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
    await waitForHydration(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 800});
      const {scrollWidth, widest} = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        // The widest element that reaches past the right edge, to name the cause.
        let widest = '';
        let right = viewport;
        for (const el of Array.from(document.querySelectorAll('main *, main'))) {
          const box = el.getBoundingClientRect();
          if (box.right > right + 0.5 && getComputedStyle(el).position !== 'fixed') {
            right = box.right;
            widest = `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} (${Math.round(box.width)} px)`;
          }
        }
        return {scrollWidth: document.documentElement.scrollWidth - viewport, widest};
      });
      if (scrollWidth > 0) overflows.push(`${pathname} at ${width} px: ${scrollWidth} px too wide; ${widest}`);
    }
    if (landing === '/') await saveScreenshot(page, `phone-home${locale.replace('/', '-')}-430`);
  }
  expect(overflows).toEqual([]);
  await context.close();
});

/** A 390x844 phone (the reader's report). */
async function phonePage(pathname: string) {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await page.goto(baseUrl() + pathname, {waitUntil: 'load'});
  await waitForHydration(page);
  return {context, page};
}

test.each([
  '/x/react-date-pickers/custom-layout',
  '/x/react-date-pickers/shortcuts',
  '/zh/x/react-date-pickers/shortcuts',
  '/x/react-charts/pie',
])('a demo wider than a 390 px phone scrolls inside its own box, never the page (%s)', async (pathname) => {
  const {context, page} = await phonePage(pathname);
  await renderEveryDemo(page);
  await expect(page.locator('[data-demo]').count()).resolves.toBeGreaterThan(2);
  const {pageOverflow, demos} = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    return {
      pageOverflow: document.documentElement.scrollWidth - viewport,
      demos: Array.from(document.querySelectorAll<HTMLElement>('[data-demo-root]')).map((box) => {
        const rect = box.getBoundingClientRect();
        const overflowX = getComputedStyle(box).overflowX;
        return {
          name: box.closest('[data-demo]')!.getAttribute('data-demo')!,
          // The box stays on the screen, and what does not fit in it can be scrolled to.
          boxInside: rect.left >= -0.5 && rect.right <= viewport + 0.5,
          contentReachable: box.scrollWidth <= box.clientWidth + 1 || overflowX === 'auto' || overflowX === 'scroll',
          wider: box.scrollWidth > box.clientWidth + 1,
          // Inside the box, nothing is clipped: a picker's layout hides what overflows it.
          clipped: Array.from(box.querySelectorAll<HTMLElement>('.MuiPickersLayout-root'))
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => `${el.scrollWidth} px of content in ${el.clientWidth} px`),
        };
      }),
    };
  });
  await saveScreenshot(page, `phone-demos${pathname.replace(/\//g, '-')}`);
  expect(pageOverflow).toBeLessThanOrEqual(0);
  expect(demos.filter((d) => !d.boxInside || !d.contentReachable || d.clipped.length > 0)).toEqual([]);
  if (pathname === '/x/react-date-pickers/custom-layout') {
    // The landscape picker is the wide one: it scrolls in its box.
    expect(demos.filter((d) => d.wider).map((d) => d.name)).toContain('CustomLayoutOrientation');
  }
  if (pathname === '/x/react-charts/pie') {
    // The palette toggles wrap: all four on the screen without scrolling.
    const toggles = await page
      .locator('[data-demo="PieColors"] [aria-label="Palette"] button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
    expect(toggles).toHaveLength(4);
    expect(Math.max(...toggles)).toBeLessThanOrEqual(390);
  }
  await context.close();
});

test.each(['', '/zh'])('API change tables of the migration guides stack their rows on a 390 px phone (locale "%s")', async (locale) => {
  const {context, page} = await phonePage(`${locale}/x/migration/migration-charts-v7`);
  const table = page.locator('[data-testid="api-change-table"] table').first();
  await table.scrollIntoViewIfNeeded();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const tableWidth = tr.closest('table')!.getBoundingClientRect().width;
      // The v7 and v8 cells: each as wide as the table once stacked, ~34 px as squeezed columns.
      const typeWidths = Array.from(tr.querySelectorAll('td'))
        .slice(2)
        .map((td) => td.getBoundingClientRect().width / tableWidth);
      return {
        height: Math.round(tr.getBoundingClientRect().height),
        name: tr.querySelector('code')?.textContent ?? '',
        narrowTypes: typeWidths.some((w) => w < 0.8),
      };
    }),
  );
  const wrap = await table.evaluate((el) => {
    const box = el.parentElement!;
    return {scrolls: box.scrollWidth > box.clientWidth + 1, right: Math.round(el.getBoundingClientRect().right)};
  });
  await saveScreenshot(page, `phone-api-change-table${locale.replace('/', '-')}`);
  expect(rows.length).toBeGreaterThan(5);
  // Not four squeezed columns whose types break at every character (rows of 236-640 px at 390 px):
  // the types run the table's width, so a row is as tall as its text, at most 260 px (onAxisClick,
  // whose note spells out a whole type, is the tallest).
  expect(rows.filter((r) => r.narrowTypes)).toEqual([]);
  expect(rows.filter((r) => r.height > 260)).toEqual([]);
  expect(wrap.scrolls).toBe(false);
  expect(wrap.right).toBeLessThanOrEqual(390);
  await context.close();
});

test('phone menu: Settings looks like the menu entries around it, and Escape closes the menu', async () => {
  const {context, page} = await phonePage('/x/introduction');
  await page.locator('button.navbar__toggle').click();
  // A doc page opens the menu on its sidebar; Settings is in the main menu.
  const back = page.locator('.navbar-sidebar__back');
  if (await back.isVisible()) await back.click();
  const settings = page.locator('.navbar-sidebar [data-settings-button]');
  await settings.waitFor();
  const look = await settings.evaluate((button) => {
    const link = button.closest('.menu__list')!.querySelector<HTMLElement>(':scope > li > a.menu__link:not(.menu__link--active)')!;
    const style = (el: Element) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        border: s.borderTopStyle,
        font: `${s.fontSize} ${s.fontFamily}`,
        color: s.color,
        padding: s.paddingLeft,
      };
    };
    return {
      button: style(button),
      link: style(link),
      parent: button.parentElement!.tagName,
      width: button.getBoundingClientRect().width,
      linkWidth: link.getBoundingClientRect().width,
    };
  });
  expect(look.parent).toBe('LI');
  expect(look.button).toEqual(look.link);
  expect(Math.abs(look.width - look.linkWidth)).toBeLessThanOrEqual(1);
  await saveScreenshot(page, 'phone-menu');
  expect(await seriousAxeViolations(page, {include: [['.navbar-sidebar']]})).toEqual([]);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
  await expect(page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).resolves.toBe(true);
  await context.close();
});

test('demo source on a phone: the copy button covers none of the code, and file tabs keep one line each and can all be reached', async () => {
  const {context, page} = await phonePage('/x/react-charts/bars');
  await renderEveryDemo(page);
  const blocks = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-demo]')).map((block) => {
      const pre = block.querySelector('pre[data-demo-source-file]')!;
      const copy = block.querySelector<HTMLElement>('[data-demo-code] > button[data-copy-status]')!.getBoundingClientRect();
      const firstLine = pre.querySelector('code')!.firstElementChild!;
      const range = document.createRange();
      range.selectNodeContents(firstLine);
      const text = range.getBoundingClientRect();
      const tabs = Array.from(block.querySelectorAll<HTMLElement>('[role="tab"]'));
      const list = block.querySelector<HTMLElement>('[role="tablist"]');
      return {
        name: block.getAttribute('data-demo')!,
        copyOverCode: text.width > 0 && copy.bottom > text.top && copy.top < text.bottom && copy.left < text.right,
        tabLines: tabs.map((t) => {
          const style = getComputedStyle(t);
          const line = parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize);
          const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
          return Math.round((t.getBoundingClientRect().height - padding) / line);
        }),
        tabsReachable: !list || list.scrollWidth <= list.clientWidth + 1 || ['auto', 'scroll'].includes(getComputedStyle(list).overflowX),
      };
    }),
  );
  await saveScreenshot(page, 'phone-demo-source');
  expect(blocks.filter((b) => b.copyOverCode).map((b) => b.name)).toEqual([]);
  expect(blocks.filter((b) => b.tabLines.some((n) => n > 1) || !b.tabsReachable).map((b) => `${b.name}: ${b.tabLines.join(',')}`)).toEqual(
    [],
  );
  expect(blocks.some((b) => b.tabLines.length >= 2)).toBe(true);
  await context.close();
});
