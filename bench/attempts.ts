/**
 * How `npm run bench:check` (bench/check.ts) judges its measurements on a shared machine.
 *
 * Plain Docusaurus scores 94-98 on Lighthouse mobile on this kind of machine;
 * that range is what the budgets presume. An attempt where one of its runs scores less measured a busy
 * machine (in one CI run plain Docusaurus scored 93, 72 and 70 in its three attempts), so:
 * - the suite measures again while an enforced budget was missed (at most MAX_ATTEMPTS in all),
 *   then judges the attempt with the fewest enforced violations (ties: the quieter baseline); a real
 *   regression misses on every attempt and still fails. A busy baseline alone buys no other attempt:
 *   in CI runs it stayed busy in every attempt (92/92/93, 88/87/92, 73/..), so such a retry only cost
 *   `npm test` 3-4 minutes on the machines that have least;
 * - a text or API page's Lighthouse >= 95 is judged only in a quiet attempt. Plain Docusaurus itself
 *   misses 95 on a busy machine, so there the score is printed, not judged;
 * - a demo page's >= 90 is judged in every attempt, but in a busy one against a bar lowered in
 *   proportion to plain Docusaurus's median score there (90 x plain / 94, never above 90): in one run
 *   on a swamped machine plain Docusaurus scored 72/75/77 and the Data Grid landing 73/79/78, above
 *   plain and still under an absolute 90. JS weight and CLS do not depend on the machine and are
 *   judged in every attempt as they are; so are page switches (<= 1.5x plain Docusaurus timed
 *   round-robin in the same run, where a machine's load weighs on both sides of the ratio).
 * Pages and baseline always come from the same attempt; the budgets themselves are unchanged.
 */
import {checkBudgets, checkPageSwitchBudgets, JS_WEIGHT_FIGURE, LIGHTHOUSE_MOBILE_SCORE_MIN, LIGHTHOUSE_SCORE_FIGURE} from './budgets';
import {localizedPages, type PageKind} from './pages';
import type {BenchResult, BudgetViolation} from './lib/model';

export const BASELINE_SCORE_MIN = 94;

export const MAX_ATTEMPTS = 3;

/** The baseline's lowest run: one slow run is enough to say the machine was busy during the attempt. */
export function baselineScore(result: BenchResult): number {
  const mobile = result.baseline.page.lighthouse?.mobile;
  return Math.min(mobile?.score ?? 0, ...(mobile?.samples ?? []).map((s) => s.score));
}

export const isQuiet = (result: BenchResult) => baselineScore(result) >= BASELINE_SCORE_MIN;

export const isJsWeight = (figure: string) => figure === JS_WEIGHT_FIGURE;

/** A demo page's Lighthouse bar in this attempt: 90, or lower in proportion to a busy baseline's median. */
export function demoScoreMin(result: BenchResult): number {
  const bar = LIGHTHOUSE_MOBILE_SCORE_MIN.demo;
  if (isQuiet(result)) return bar;
  const plainMedian = result.baseline.page.lighthouse?.mobile?.score ?? 0;
  return Math.min(bar, Math.floor((bar * plainMedian) / BASELINE_SCORE_MIN));
}

/** A text or API page's score on a busy machine, or a demo page's above its busy bar: printed, not judged (see above). */
export function isUnjudgedScore(violation: BudgetViolation, kind: PageKind, result: BenchResult): boolean {
  if (violation.figure !== LIGHTHOUSE_SCORE_FIGURE || isQuiet(result)) return false;
  return kind !== 'demo' || violation.actual >= demoScoreMin(result);
}

/** Whether the suite fails on this violation of a page of this kind in this attempt. */
export const isEnforced = (violation: BudgetViolation, kind: PageKind, result: BenchResult) =>
  isJsWeight(violation.figure) ? kind !== 'demo' : !isUnjudgedScore(violation, kind, result);

/** The violations of one listed page in this attempt; null when the page was not measured. */
export function pageViolations(result: BenchResult, key: string): BudgetViolation[] | null {
  const page = result.pages.find((p) => p.key === key);
  if (!page || page.status === 'skipped') return null;
  return checkBudgets({pages: [page], baseline: result.baseline});
}

/** The messages of every budget this attempt misses that the suite enforces. */
export function enforcedViolations(result: BenchResult): string[] {
  return [
    ...localizedPages().flatMap((p) =>
      (pageViolations(result, p.key) ?? []).filter((v) => isEnforced(v, p.kind, result)).map((v) => v.message),
    ),
    // A ratio to plain Docusaurus timed round-robin in the same run: judged in every attempt, busy or not.
    ...checkPageSwitchBudgets(result).map((v) => v.message),
  ];
}

export interface Attempt {
  result: BenchResult;
  baseline: number;
  missed: string[];
}

export const toAttempt = (result: BenchResult): Attempt => ({result, baseline: baselineScore(result), missed: enforcedViolations(result)});

/** Whether another attempt is needed after these (the last one decides). */
export function needsAnotherAttempt(attempts: Attempt[]): boolean {
  const last = attempts[attempts.length - 1];
  if (!last) return true;
  return last.missed.length > 0 && attempts.length < MAX_ATTEMPTS;
}

/** Fewer enforced violations first; between equals, the quieter baseline. */
export const isBetterAttempt = (a: Attempt, b: Attempt) =>
  a.missed.length < b.missed.length || (a.missed.length === b.missed.length && a.baseline > b.baseline);

export const judgedAttempt = (attempts: Attempt[]) => attempts.reduce((best, a) => (isBetterAttempt(a, best) ? a : best));
