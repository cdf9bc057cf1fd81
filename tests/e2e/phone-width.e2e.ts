/**
 * No landing page scrolls sideways on a phone: the home page, the introduction and every product
 * landing, in both locales, at 320-430 px (mobile emulation: overlay scrollbars, touch). A page is
 * opened once and resized through the widths.
 */
import type {Browser} from 'playwright-core';
import {PRODUCTS} from '@site/src/config/products';
import {baseUrl, launchBrowser, saveScreenshot, waitForHydration} from './harness';

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
