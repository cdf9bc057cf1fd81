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
const LICENSE_WATERMARK =
  /^MUI X (Missing license key|Invalid license key|Expired license key|Expired package version|License key plan mismatch|Product not covered by plan)$/;

/**
 * Violations inside MUI X 8.15.0's own markup that a page cannot change without patching the
 * package, each found by `npm run test:a11y:all` and reported upstream-style in the note. Only these
 * rules on elements matching these selectors are left out; the same rule anywhere else still fails.
 * Where the portal's demo theme or a demo could fix one (colours, our own labels), it does instead.
 */
export const UPSTREAM_AXE_DEFECTS: readonly {rule: string; selector: string; why: string}[] = [
  {
    rule: 'button-name',
    selector: '.MuiPickerDay2-fillerCell, .MuiDateRangePickerDay2-fillerCell',
    why: 'PickerDay2 renders empty filler cells of other months as unnamed buttons',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.MuiMultiSectionDigitalClockSection-item',
    why: 'items show "06" but are named "6 hours"',
  },
  {
    rule: 'color-contrast',
    selector: '.MuiDigitalClock-item.Mui-disabled, .MuiMultiSectionDigitalClockSection-item.Mui-disabled',
    why: 'disabled items are greyed out without being marked disabled for assistive technology',
  },
  {
    rule: 'aria-valid-attr-value',
    selector: '.MuiClock-wrapper',
    why: "the clock's aria-activedescendant names an option that is not rendered when the value is between the numbers shown",
  },
  {
    rule: 'aria-valid-attr-value',
    selector: '[aria-valuenow="NaN"][contenteditable]',
    why: 'with AdapterMomentJalaali, field sections report aria-valuenow NaN',
  },
  {
    rule: 'aria-prohibited-attr',
    selector: '.MuiDataGrid-aiAssistantPanel span[aria-label]',
    why: "the AI assistant panel's tooltips name the span around a disabled button",
  },
  {
    rule: 'button-name',
    selector: '.MuiDataGrid-aiAssistantPanel button:disabled',
    why: "the AI assistant panel's disabled icon buttons take their name from the tooltip on their wrapper",
  },
  {
    rule: 'aria-required-children',
    selector:
      '.MuiDataGrid-main[role="grid"], .MuiDataGrid-virtualScrollerRenderZone[role="rowgroup"], .MuiDataGrid-columnHeaders [role="row"]',
    why: 'overlays and detail panels put controls directly inside the grid role; a header row without columns has no column headers',
  },
  {
    rule: 'color-contrast',
    selector: '.MuiClockNumber-root',
    why: "the clock's pointer passes under the inner ring's numbers (24-hour clocks) without changing their colour",
  },
  {
    rule: 'color-contrast',
    selector: '.MuiDateRangePickerDay-rangeIntervalPreview *',
    why: 'the dashed preview of a range under the pointer keeps colours made for the plain day',
  },
];

/**
 * `context` narrows the check, e.g. `{include: [['main']]}` for the part a page's content owns;
 * `onlyRules` runs just those rules (a test that judges one rule need not wait for all of them).
 * MUI X's license watermark is left out: the portal runs the Pro and Premium packages without a
 * license key, so they draw a faint "MUI X Missing license key" over the demo (grey at 62% opacity,
 * below AA by MUI's design); a reader's licensed app never shows it, and it is not ours to restyle.
 */
export async function seriousAxeViolations(
  page: Page,
  context?: {include?: string[][]; exclude?: string[][]},
  onlyRules?: readonly string[],
): Promise<AxeProblem[]> {
  await page.addScriptTag({content: AXE_SOURCE});
  return page.evaluate(
    async ({ctx, only, upstream, watermark}) => {
      type AxeRun = (
        c: object,
        opts: object,
      ) => Promise<{violations: {id: string; impact: string; nodes: {target: string[]; element: Element}[]}[]}>;
      const axe = (window as unknown as {axe: {run: AxeRun}}).axe;
      // Every rule axe has, its experimental ones too: WCAG 2.5.3 "label in name" is one of them in
      // some releases, and speech-input users need it.
      const result = await axe.run(ctx ? {include: ctx.include ?? [['html']], exclude: ctx.exclude ?? []} : document, {
        resultTypes: ['violations'],
        elementRef: true,
        ...(only ? {runOnly: {type: 'rule', values: only}} : {rules: {'label-content-name-mismatch': {enabled: true}}}),
      });
      const isUpstream = (rule: string, element: Element) => upstream.some((u) => u.rule === rule && element.matches(u.selector));
      // Judged on the element axe reported, not marked beforehand: a demo that mounts while axe runs
      // brings its watermark after any marking pass.
      const watermarkText = new RegExp(watermark);
      const isWatermark = (element: Element) =>
        element.childElementCount === 0 && element.closest('[data-demo-root]') !== null && watermarkText.test(element.textContent ?? '');
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.filter((n) => !isWatermark(n.element) && !isUpstream(v.id, n.element))}))
        .filter((v) => v.nodes.length > 0)
        .map((v) => ({id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' '))}));
    },
    {
      ctx: context,
      only: onlyRules ? [...onlyRules] : null,
      upstream: UPSTREAM_AXE_DEFECTS.map(({rule, selector}) => ({rule, selector})),
      watermark: LICENSE_WATERMARK.source,
    },
  );
}
