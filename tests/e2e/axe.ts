/** Runs axe-core in the page and returns the serious and critical violations (ids and targets). */
import fs from 'node:fs';
import type {Page} from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  targets: string[];
}

/** The texts of MUI X's license watermark (`@mui/x-license` Watermark) on a Pro or Premium demo. */
const LICENSE_WATERMARK = /^MUI X (Missing license key|Invalid license key|Expired license key|Expired package version|License key plan mismatch|Product not covered by plan)$/;
const WATERMARK_MARK = 'data-axe-license-watermark';

/**
 * `context` narrows the check, e.g. `{include: [['main']]}` for the part a page's content owns.
 * MUI X's license watermark is left out: the portal runs the Pro and Premium packages without a
 * license key, so they draw a faint "MUI X Missing license key" over the demo (grey at 62% opacity,
 * below AA by MUI's design); a reader's licensed app never shows it, and it is not ours to restyle.
 */
export async function seriousAxeViolations(page: Page, context?: {include?: string[][]; exclude?: string[][]}): Promise<AxeProblem[]> {
  await page.addScriptTag({content: AXE_SOURCE});
  const marked = await page.evaluate(
    ([pattern, mark]) => {
      const re = new RegExp(pattern);
      let count = 0;
      for (const el of Array.from(document.querySelectorAll('[data-demo-root] div'))) {
        if (el.childElementCount === 0 && re.test(el.textContent ?? '')) {
          el.setAttribute(mark, '');
          count++;
        }
      }
      return count;
    },
    [LICENSE_WATERMARK.source, WATERMARK_MARK] as const,
  );
  if (marked) context = {include: context?.include, exclude: [...(context?.exclude ?? []), [`[${WATERMARK_MARK}]`]]};
  return page.evaluate(async (ctx) => {
    type AxeRun = (c: object, opts: object) => Promise<{violations: {id: string; impact: string; nodes: {target: string[]}[]}[]}>;
    const axe = (window as unknown as {axe: {run: AxeRun}}).axe;
    // Every rule axe has, its experimental ones too: WCAG 2.5.3 "label in name" is one of them in
    // some releases, and speech-input users need it.
    const result = await axe.run(ctx ? {include: ctx.include ?? [['html']], exclude: ctx.exclude ?? []} : document, {resultTypes: ['violations'], rules: {'label-content-name-mismatch': {enabled: true}}});
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' '))}));
  }, context);
}
