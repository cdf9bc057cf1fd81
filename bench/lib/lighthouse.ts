/**
 * Lighthouse performance runs (mobile and desktop presets, simulated throttling) against Debian's
 * chromium, launched by chrome-launcher with the harness's flags and a fresh profile. Each figure
 * is the median of the runs, taken figure by figure, since Lighthouse is noisy.
 */
import lighthouse, {desktopConfig} from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/chromium.mjs';
import type {LighthouseFigures, Preset} from './model';
import {median} from './stats';

export type LighthouseSample = LighthouseFigures['samples'][number];

export interface LighthouseSession {
  run: (url: string, preset: Preset) => Promise<LighthouseSample>;
  close: () => Promise<void>;
}

export async function startLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  return {
    async run(url, preset) {
      const result = await lighthouse(
        url,
        {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']},
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const longTasks = (lhr.audits['long-tasks']?.details as {items?: {duration?: number}[]} | undefined)?.items ?? [];
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        // Lighthouse's longest main-thread task (its throttled estimate, like TBT); 0 when none passed 50 ms.
        longestTaskMs: Math.max(0, ...longTasks.map((t) => t.duration ?? 0)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

export function medianFigures(samples: LighthouseSample[]): LighthouseFigures {
  const of = (key: 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'longestTaskMs' | 'cls') => median(samples.map((s) => s[key] ?? NaN));
  const indexes = samples.map((s) => s.benchmarkIndex).filter((i): i is number => i !== undefined);
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    ...(samples.every((s) => s.longestTaskMs !== undefined) ? {longestTaskMs: of('longestTaskMs')} : {}),
    cls: of('cls'),
    ...(indexes.length ? {benchmarkIndex: median(indexes)} : {}),
    runs: samples.length,
    samples,
  };
}
