/**
 * Right to left (Settings -> Direction; `dir` on <body>) is the mirror image of left to right: the
 * sidebar, the navbar and a demo of /x/react-data-grid/editing are laid out in both directions and
 * every box of one must be the other's reflected across the middle of the page, at the same size.
 * Screenshots of both land in $PORTAL_RTL_SHOTS (when set) for a person to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, openWithDirection, unexpectedConsoleErrors} from './harness';

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes compared, in document order, so the n-th of one direction pairs with the n-th of the other. */
const PARTS: Record<string, string> = {
  sidebar: '.theme-doc-sidebar-menu .menu__link, .theme-doc-sidebar-menu .menu__caret',
  navbar: '.navbar__brand, .navbar__inner .navbar__item, .navbar__search-input, [class*="hints"]',
  demo: '[data-demo="EditingCellMode"] :is([data-demo-root], [role=toolbar] button, .MuiDataGrid-columnHeader, .MuiDataGrid-cell)',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function layout(direction: 'ltr' | 'rtl') {
  const {page, problems} = await openWithDirection(browser, '/x/react-data-grid/editing', direction);
  await page.locator('[data-demo="EditingCellMode"]').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector('[data-demo="EditingCellMode"] [data-demo-root]')?.getAttribute('data-demo-state') === 'ready',
    undefined,
    {timeout: 30000},
  );
  await page.waitForSelector('[data-demo="EditingCellMode"] .MuiDataGrid-cell');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.body.getAttribute('dir'))).toBe(direction);
  const parts: Record<string, Box[]> = {};
  for (const [name, selector] of Object.entries(PARTS)) parts[name] = await boxes(page, selector);
  // The mirror's axis: the middle of the body (the page's scrollbar gutter stays on the right).
  const width = await page.evaluate(() => {
    const body = document.body.getBoundingClientRect();
    return body.left + body.right;
  });
  const input = await page.locator('.navbar__search-input').evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      start: parseFloat(style.paddingInlineStart),
      end: parseFloat(style.paddingInlineEnd),
      left: parseFloat(style.paddingLeft),
      right: parseFloat(style.paddingRight),
    };
  });
  const shots = process.env.PORTAL_RTL_SHOTS;
  if (shots) {
    fs.mkdirSync(shots, {recursive: true});
    await page.screenshot({path: path.join(shots, `editing-${direction}.png`)});
    await page.locator('[data-demo="EditingCellMode"]').screenshot({path: path.join(shots, `demo-${direction}.png`)});
  }
  expect(unexpectedConsoleErrors(problems)).toEqual([]);
  await page.context().close();
  return {parts, width, input};
}

/** Visible boxes (in the first screenful's columns; the page is not scrolled sideways). */
function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((sel) => {
    const out: Box[] = [];
    for (const el of Array.from(document.querySelectorAll(sel))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const text = (el.textContent ?? '').trim().slice(0, 30);
      out.push({
        what: `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')} "${text}"`,
        x: r.x,
        y: r.y + window.scrollY,
        width: r.width,
        height: r.height,
      });
    }
    return out;
  }, selector);
}

test('right to left mirrors the sidebar, the navbar and a demo', async () => {
  const ltr = await layout('ltr');
  const rtl = await layout('rtl');
  expect(rtl.width).toBe(ltr.width);
  const mismatches: string[] = [];
  for (const name of Object.keys(PARTS)) {
    const a = ltr.parts[name]!;
    const b = rtl.parts[name]!;
    expect(a.length).toBeGreaterThan(3);
    if (a.length !== b.length) {
      mismatches.push(`${name}: ${a.length} boxes left to right, ${b.length} right to left`);
      continue;
    }
    a.forEach((box, i) => {
      const other = b[i]!;
      const mirroredX = ltr.width - box.x - box.width;
      const off = Math.max(
        Math.abs(other.x - mirroredX),
        Math.abs(other.width - box.width),
        Math.abs(other.y - box.y),
        Math.abs(other.height - box.height),
      );
      if (off > 1.5) {
        mismatches.push(
          `${name} ${box.what}: ltr x=${box.x.toFixed(1)} w=${box.width.toFixed(1)} y=${box.y.toFixed(1)} h=${box.height.toFixed(1)}; ` +
            `rtl x=${other.x.toFixed(1)} (mirror ${mirroredX.toFixed(1)}) w=${other.width.toFixed(1)} y=${other.y.toFixed(1)} h=${other.height.toFixed(1)}`,
        );
      }
    });
  }
  expect(mismatches).toEqual([]);
  // The search field keeps its icon room at the start and its shortcut hint room at the end.
  expect({start: rtl.input.start, end: rtl.input.end}).toEqual({start: ltr.input.start, end: ltr.input.end});
  expect({left: rtl.input.left, right: rtl.input.right}).toEqual({left: ltr.input.right, right: ltr.input.left});
}, 120000);
