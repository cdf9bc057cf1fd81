/**
 * The first-visit figures (gzip JS, requests, CLS) of an earlier bench result of the same build, for
 * `--weights-from`: they do not depend on the machine's load, so a retry measures only timings and
 * scores. Its Lighthouse figures are dropped: those are what a retry measures again.
 */
import type {LocalizedPage} from '../pages';
import type {BenchResult, PageResult} from './model';

export function earlierWeights(earlier: BenchResult, pages: LocalizedPage[], source: string) {
  const byKey = new Map(earlier.pages.map((p) => [p.key, p]));
  const missing = pages.filter((p) => !byKey.has(p.key)).map((p) => p.key);
  if (missing.length || !earlier.baseline.page.network) {
    throw new Error(`${source} has no first-visit figures for ${missing.join(', ') || 'the baseline'}`);
  }
  return {
    baselineNetwork: earlier.baseline.page.network,
    twoPageJsGzipBytes: earlier.baseline.twoPageJsGzipBytes,
    results: pages.map((p): PageResult => {
      const {lighthouse: _dropped, ...figures} = byKey.get(p.key)!;
      return figures;
    }),
  };
}
