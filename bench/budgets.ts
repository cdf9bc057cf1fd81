/**
 * Performance budgets, checked by `npm run bench:check` (bench/check.ts) on the reduced bench and
 * printed by `npm run bench`. Each violation names the page and the figure. Those that do not
 * depend on the machine's load (gzip JS, CLS) are also part of `npm test` (tests/e2e/budgets.e2e.ts).
 */
import type {PageKind} from './pages';
import {DEFAULT_LOCALE} from '../src/config/site';
import type {BenchResult, BudgetViolation, PageResult} from './lib/model';

/**
 * Gzip JS of a page without demos, as a multiple of the plain Docusaurus docs page's in a site as
 * large as the portal (bench/lib/baseline-site.ts). Below 1: the portal slims what Docusaurus loads
 * on every page, and the margin left is about what one stray library import into every page costs.
 */
export const JS_GZIP_RATIO_MAX: Partial<Record<PageKind, number>> = {text: 0.9, api: 0.9};

/**
 * The plain Docusaurus page is an English site's. The same text page in Chinese carries its chrome,
 * sidebar labels and body in Chinese, which the minifier writes as `\uXXXX` escapes: measured on
 * /x/introduction/installation, 216.6 KB against 212.2 KB in English (1.021x; main bundle +1.0 KB,
 * sidebar data +1.7 KB, page +0.7 KB). A page of another locale gets that much more room.
 */
export const TRANSLATED_LOCALE_JS_ALLOWANCE = 1.025;

/** The names of the figures a violation can be about that bench/attempts.ts judges apart. */
export const JS_WEIGHT_FIGURE = 'gzip JS';
export const LIGHTHOUSE_SCORE_FIGURE = 'Lighthouse mobile performance';

/** CLS must read 0.00: a page shifts less than half a hundredth. */
export const CLS_MAX_EXCLUSIVE = 0.005;

/**
 * Lighthouse mobile performance score (0-100, median of the runs). API pages carry no demos, so
 * they are held to the text pages' bar.
 */
export const LIGHTHOUSE_MOBILE_SCORE_MIN: Record<PageKind, number> = {text: 95, api: 95, demo: 90};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function violation(page: PageResult, figure: string, actual: number, limit: number, detail: string): BudgetViolation {
  return {pageKey: page.key, url: page.url, figure, actual, limit, message: `${page.url} (${page.key}): ${detail}`};
}

export function checkPageBudgets(page: PageResult, baseline: PageResult): BudgetViolation[] {
  if (page.status !== 'measured' || page.kind === 'baseline') return [];
  const out: BudgetViolation[] = [];
  const base = JS_GZIP_RATIO_MAX[page.kind];
  const ratioMax = base === undefined ? undefined : base * (page.locale !== DEFAULT_LOCALE ? TRANSLATED_LOCALE_JS_ALLOWANCE : 1);
  const baseJs = baseline.network?.mobile.jsGzipBytes;
  const js = page.network?.mobile.jsGzipBytes;
  if (ratioMax !== undefined && baseJs && js !== undefined) {
    const ratio = js / baseJs;
    if (ratio > ratioMax) {
      out.push(
        violation(
          page,
          JS_WEIGHT_FIGURE,
          ratio,
          ratioMax,
          `gzip JS ${kb(js)} is ${ratio.toFixed(2)}x the plain Docusaurus page (${kb(baseJs)}); budget ${ratioMax.toFixed(2)}x`,
        ),
      );
    }
  }
  for (const viewport of ['mobile', 'desktop'] as const) {
    const cls = page.network?.[viewport]?.cls;
    if (cls !== undefined && cls >= CLS_MAX_EXCLUSIVE) {
      out.push(
        violation(
          page,
          `CLS (${viewport} viewport)`,
          cls,
          0,
          `CLS ${cls.toFixed(3)} in the ${viewport} viewport after load and scroll; budget 0.00`,
        ),
      );
    }
  }
  const baseMobile = baseline.lighthouse?.mobile;
  const plainScore = baseMobile ? ` (plain Docusaurus: ${baseMobile.score} in the same run)` : '';
  for (const [preset, figures] of Object.entries(page.lighthouse ?? {})) {
    if (!figures) continue;
    if (figures.cls >= CLS_MAX_EXCLUSIVE) {
      out.push(
        violation(page, `Lighthouse ${preset} CLS`, figures.cls, 0, `Lighthouse ${preset} CLS ${figures.cls.toFixed(3)}; budget 0.00`),
      );
    }
    if (preset === 'mobile' && figures.score < LIGHTHOUSE_MOBILE_SCORE_MIN[page.kind]) {
      const min = LIGHTHOUSE_MOBILE_SCORE_MIN[page.kind];
      out.push(
        violation(
          page,
          LIGHTHOUSE_SCORE_FIGURE,
          figures.score,
          min,
          `Lighthouse mobile performance ${figures.score} (median of ${figures.runs}; TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms) is below ${min} for a ${page.kind} page${plainScore}`,
        ),
      );
    }
  }
  return out;
}

/** A page switch may take at most this multiple of plain Docusaurus's (median, same run, same CPU slowdown). */
export const PAGE_SWITCH_RATIO_MAX = 1.5;

export function checkPageSwitchBudgets(result: Pick<BenchResult, 'pageSwitches'>): BudgetViolation[] {
  const switches = result.pageSwitches;
  if (!switches) return [];
  const base = switches.baseline.medianMs;
  return switches.switches.flatMap((s) => {
    const ratio = s.figures.medianMs / base;
    if (ratio <= PAGE_SWITCH_RATIO_MAX) return [];
    return [
      {
        pageKey: `switch:${s.id}`,
        url: `${s.from} -> ${s.to}`,
        figure: 'page switch',
        actual: ratio,
        limit: PAGE_SWITCH_RATIO_MAX,
        message:
          `${s.from} -> ${s.to} (${s.label.toLowerCase()}): ${s.figures.medianMs} ms at ${s.figures.cpuSlowdown}x CPU is ${ratio.toFixed(2)}x ` +
          `plain Docusaurus (${base} ms); budget ${PAGE_SWITCH_RATIO_MAX.toFixed(2)}x`,
      },
    ];
  });
}

/** The navbar search shows its first results within this long of the last keystroke (median per locale, indexes loaded). */
export const SEARCH_LATENCY_MS_MAX = 100;

export function checkSearchLatencyBudgets(result: Pick<BenchResult, 'searchLatency'>): BudgetViolation[] {
  return (result.searchLatency ?? []).flatMap((figures) =>
    figures.medianMs <= SEARCH_LATENCY_MS_MAX
      ? []
      : [
          {
            pageKey: `search:${figures.locale}`,
            url: figures.from,
            figure: 'search latency',
            actual: figures.medianMs,
            limit: SEARCH_LATENCY_MS_MAX,
            message: `${figures.from}: first search results ${figures.medianMs} ms after the last keystroke (median; ${figures.samples.map((s) => `${s.query} ${s.ms}`).join(', ')}); budget ${SEARCH_LATENCY_MS_MAX} ms`,
          },
        ],
  );
}

export function checkBudgets(result: Pick<BenchResult, 'pages' | 'baseline' | 'pageSwitches' | 'searchLatency'>): BudgetViolation[] {
  return [
    ...result.pages.flatMap((page) => checkPageBudgets(page, result.baseline.page)),
    ...checkPageSwitchBudgets(result),
    ...checkSearchLatencyBudgets(result),
  ];
}
