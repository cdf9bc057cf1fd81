/** Runs axe-core in the page and returns the serious and critical violations (ids and targets). */
import fs from 'node:fs';
import type {Page} from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  targets: string[];
}

/** `context` narrows the check, e.g. `{include: [['main']]}` for the part a page's content owns. */
export async function seriousAxeViolations(page: Page, context?: {include?: string[][]; exclude?: string[][]}): Promise<AxeProblem[]> {
  await page.addScriptTag({content: AXE_SOURCE});
  return page.evaluate(async (ctx) => {
    type AxeRun = (c: object, opts: object) => Promise<{violations: {id: string; impact: string; nodes: {target: string[]}[]}[]}>;
    const axe = (window as unknown as {axe: {run: AxeRun}}).axe;
    // Every rule axe has, its experimental ones too: WCAG 2.5.3 "label in name" is one of them in
    // some releases, and speech-input users need it.
    const result = await axe.run(ctx ?? document, {resultTypes: ['violations'], rules: {'label-content-name-mismatch': {enabled: true}}});
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({id: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' '))}));
  }, context);
}
