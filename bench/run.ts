/**
 * `npm run bench`: builds the portal (both locales; or reuses a build), builds or reuses the cached
 * plain Docusaurus baseline, serves both with gzip on 127.0.0.1, measures the pages of bench/pages.ts
 * with Playwright (gzip JS, requests, CLS) and Lighthouse (mobile and desktop, median of 3 runs),
 * times page switches beside plain Docusaurus's and the navbar search's latency, checks the
 * budgets, and writes JSON + Markdown under bench/results/ with a one-line summary.
 *
 *   npm run bench                      full bench (builds first)
 *   npm run bench -- --reuse-build     measure the existing build/ (or --build-dir DIR)
 *   npm run bench -- --profile ci      the reduced bench of `npm test` (Lighthouse mobile on the `ci` pages)
 *   options: --runs N  --pages guide,charts  --presets mobile,desktop  --out FILE.json  --check
 *            --warm-build (keep rspack's persistent cache)  --fresh-baseline (rebuild the cached baseline)
 *            --server nginx (measure the portal behind deploy/nginx.conf instead of the static server)
 *            --load-seconds N (each wrk run of the serving bench at the end; 0 skips it; ci: 0)
 *            --weights-from FILE.json (take gzip JS, requests and CLS from an earlier result of this build)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchChromium} from '../tests/e2e/chromium.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {DEFAULT_LOCALE} from '../src/config/site';
import {BASELINE_PAGE_PATH, BASELINE_PAGE_SWITCH, BENCH_PAGES, PAGE_SWITCHES, localizedPages, type LocalizedPage} from './pages';
import {measurePageSwitches, PAGE_SWITCH_CPU_SLOWDOWN} from './lib/page-switch';
import {measureSearchLatency} from './lib/search-latency';
import {checkBudgets} from './budgets';
import {ensureBaselineBuild, docusaurusVersion, shapeOfBuild, TWO_PAGE_SHAPE} from './lib/baseline-site';
import {runBuild} from './lib/build-runner';
import {medianFigures, startLighthouse, type LighthouseSession} from './lib/lighthouse';
import type {BenchResult, BuildFigures, PageResult, PageSwitchResult, Preset} from './lib/model';
import {measurePageWeight, type PageWeight} from './lib/page-weight';
import {earlierWeights} from './lib/earlier-weights';
import {renderMarkdown, summaryLine} from './lib/report';
import {parseArgs, type BenchOptions} from './lib/args';
import {startNginx} from '../deploy/lib/nginx-runner';
import {prepareHosting} from '../deploy/cli';
import {runServingBench, writeServingResult} from './serving';
import {LOCALES} from '../src/config/site';

const PORTAL_ROOT = process.cwd();
const log = (line: string) => console.error(`[bench] ${line}`);

async function main(options: BenchOptions): Promise<number> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const loadAverage = os.loadavg();
  const buildDir = path.resolve(options.buildDir);
  const unknown = (options.pages ?? []).filter((id) => !BENCH_PAGES.some((p) => p.id === id));
  if (unknown.length) throw new Error(`unknown page id(s) ${unknown.join(', ')}: see bench/pages.ts`);

  let build: BuildFigures | undefined;
  if (!options.reuseBuild) {
    log(`Building the portal (en + zh) into ${buildDir} ...`);
    build = await runBuild({
      portalRoot: PORTAL_ROOT,
      siteDir: PORTAL_ROOT,
      outDir: buildDir,
      locales: [...LOCALES],
      warm: options.warmBuild,
    });
    log(`Portal build (${build.cold ? 'cold' : 'warm'}): ${build.seconds.toFixed(1)} s`);
    // `npm run build`'s last step: precompressed copies and the nginx snippets, timed apart.
    const hosting = await prepareHosting(buildDir, log);
    build.hostingSeconds = hosting.seconds;
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build at ${buildDir}: run \`npm run build\` or drop --reuse-build.`);
  }
  // As many pages as the portal (baseline-site.ts says why).
  const baselineShape = shapeOfBuild(buildDir);
  const baseline = await ensureBaselineBuild(PORTAL_ROOT, {fresh: options.freshBaseline, shape: baselineShape, log});
  log(`Baseline build ${baseline.cached ? 'reused from cache' : 'built'}: ${baseline.buildDir}`);
  // The same page in a two-page plain site: printed beside, so what the site's size costs stays visible.
  const twoPage = await ensureBaselineBuild(PORTAL_ROOT, {shape: TWO_PAGE_SHAPE, log});

  if (options.server === 'nginx' && !fs.existsSync(path.join(buildDir, '.hosting', 'summary.json'))) await prepareHosting(buildDir, log);
  const portalServer =
    options.server === 'nginx'
      ? await startNginx({buildDir}).then((n) => ({url: n.url, close: n.stop}))
      : await startStaticServer({root: buildDir});
  log(
    `Serving the portal with ${options.server === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'scripts/static-server.mjs'} at ${portalServer.url}`,
  );
  const baselineServer = await startStaticServer({root: baseline.buildDir});
  const twoPageServer = await startStaticServer({root: twoPage.buildDir});
  const browser = await launchChromium();
  let lighthouseSession: LighthouseSession | undefined;
  try {
    const pages = localizedPages(BENCH_PAGES.filter((p) => !options.pages || options.pages.includes(p.id)));
    const baselinePage: PageResult = {
      key: 'baseline',
      id: 'baseline',
      label: 'Plain Docusaurus',
      kind: 'baseline',
      locale: DEFAULT_LOCALE,
      url: BASELINE_PAGE_PATH,
      status: 'measured',
    };
    const weights = new Map<string, Promise<{mobile: PageWeight; desktop: PageWeight}>>();
    const weigh = (origin: string, url: string) => {
      const id = origin + url;
      if (!weights.has(id)) {
        weights.set(
          id,
          (async () => {
            const t0 = Date.now();
            const weight = {
              mobile: await measurePageWeight(browser, origin + url, 'mobile'),
              desktop: await measurePageWeight(browser, origin + url, 'desktop'),
            };
            log(`  ${url}: both viewports in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
            return weight;
          })(),
        );
      }
      return weights.get(id)!;
    };

    let twoPageJsGzipBytes: number | undefined;
    let results: PageResult[];
    const earlier = options.weightsFrom
      ? earlierWeights(JSON.parse(fs.readFileSync(options.weightsFrom, 'utf8')) as BenchResult, pages, options.weightsFrom)
      : undefined;
    if (earlier) {
      log(`Gzip JS, requests and CLS taken from ${options.weightsFrom} (the same build, measured earlier)`);
      baselinePage.network = earlier.baselineNetwork;
      twoPageJsGzipBytes = earlier.twoPageJsGzipBytes;
      results = earlier.results;
    } else {
      log('Measuring gzip JS, requests and CLS with Playwright ...');
      const base = await weigh(baselineServer.url, BASELINE_PAGE_PATH);
      if (base.mobile.status !== 200) throw new Error(`Baseline page ${BASELINE_PAGE_PATH} answered ${base.mobile.status}`);
      baselinePage.network = {mobile: base.mobile.figures, desktop: base.desktop.figures};
      twoPageJsGzipBytes = (await measurePageWeight(browser, twoPageServer.url + BASELINE_PAGE_PATH, 'mobile')).figures.jsGzipBytes;
      results = [];
      for (const page of pages) {
        const w = await weigh(portalServer.url, page.url);
        results.push(toResult(page, w));
      }
    }

    log(`Timing page switches at ${PAGE_SWITCH_CPU_SLOWDOWN}x CPU ...`);
    // Median of PAGE_SWITCH_RUNS in both profiles (about 80 s for the four switches), round-robin.
    const [baselineSwitch, ...portalSwitches] = await measurePageSwitches(browser, [
      {origin: baselineServer.url, pageSwitch: BASELINE_PAGE_SWITCH},
      ...PAGE_SWITCHES.map((s) => ({origin: portalServer.url, pageSwitch: s})),
    ]);
    const pageSwitches = {
      baseline: baselineSwitch!,
      switches: PAGE_SWITCHES.map((s, i): PageSwitchResult => ({...s, figures: portalSwitches[i]!})),
    };
    log('Timing the navbar search (last keystroke to first result) ...');
    const searchLatency = await measureSearchLatency(browser, portalServer.url);

    const presets = options.presets;
    if (presets.length && options.runs > 0) {
      lighthouseSession = await startLighthouse();
      const lhCache = new Map<string, PageResult['lighthouse']>();
      const measure = async (origin: string, url: string) => {
        const id = origin + url;
        if (!lhCache.has(id)) {
          const figures: NonNullable<PageResult['lighthouse']> = {};
          for (const preset of presets) figures[preset] = await lighthouseMedian(lighthouseSession!, origin + url, preset, options.runs);
          lhCache.set(id, figures);
        }
        return lhCache.get(id);
      };
      // In the CI profile too: a failing score reads differently when plain Docusaurus also dropped.
      baselinePage.lighthouse = await measure(baselineServer.url, BASELINE_PAGE_PATH);
      for (const result of results) {
        if (result.status !== 'measured') continue;
        if (options.profile === 'ci' && !(result.locale === DEFAULT_LOCALE && BENCH_PAGES.find((p) => p.id === result.id)?.ci)) continue;
        result.lighthouse = await measure(portalServer.url, result.url);
      }
    }

    const benchResult: BenchResult = {
      profile: options.profile,
      server: options.server,
      startedAt,
      seconds: 0,
      machine: {cpus: os.cpus().length, loadAverage, node: process.version},
      docusaurusVersion: docusaurusVersion(PORTAL_ROOT),
      lighthouseRuns: options.runs,
      build,
      baseline: {page: baselinePage, build: baseline.build, shape: baselineShape, twoPageJsGzipBytes},
      pages: results,
      pageSwitches,
      searchLatency,
      violations: [],
    };
    benchResult.violations = checkBudgets(benchResult);
    benchResult.seconds = (Date.now() - started) / 1000;
    writeResults(benchResult, options.out);
    if (options.loadSeconds > 0) {
      await portalServer.close();
      log('Serving bench: nginx beside the static server, then offline reading ...');
      writeServingResult(await runServingBench({buildDir, seconds: options.loadSeconds, connections: 32, pages: 20, cacheRun: true}));
    }
    return options.check && benchResult.violations.length ? 1 : 0;
  } finally {
    await lighthouseSession?.close();
    await browser.close();
    await portalServer.close().catch(() => undefined);
    await baselineServer.close();
    await twoPageServer.close();
  }
}

function toResult(page: LocalizedPage, w: {mobile: PageWeight; desktop: PageWeight}): PageResult {
  const {key, id, label, kind, locale, url} = page;
  if (w.mobile.status !== 200) {
    return {key, id, label, kind, locale, url, status: 'skipped', note: `HTTP ${w.mobile.status}: not in this build yet`};
  }
  return {key, id, label, kind, locale, url, status: 'measured', network: {mobile: w.mobile.figures, desktop: w.desktop.figures}};
}

/** A Lighthouse run that errors (e.g. NO_FCP when the machine is swamped) is retried this often. */
const LIGHTHOUSE_RETRIES = 2;

async function lighthouseMedian(session: LighthouseSession, url: string, preset: Preset, runs: number) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    log(`Lighthouse ${preset} ${i + 1}/${runs} ${url}`);
    for (let attempt = 0; ; attempt++) {
      try {
        samples.push(await session.run(url, preset));
        break;
      } catch (error) {
        if (attempt >= LIGHTHOUSE_RETRIES) throw error;
        log(`retrying after: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return medianFigures(samples);
}

function writeResults(result: BenchResult, out: string | undefined): void {
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const jsonFile = path.resolve(out ?? `bench/results/bench-${result.profile}-${stamp}.json`);
  fs.mkdirSync(path.dirname(jsonFile), {recursive: true});
  const markdown = renderMarkdown(result);
  fs.writeFileSync(jsonFile, JSON.stringify(result, null, 2));
  fs.writeFileSync(jsonFile.replace(/\.json$/, '') + '.md', markdown);
  if (!out) {
    fs.writeFileSync(path.resolve(`bench/results/latest-${result.profile}.json`), JSON.stringify(result, null, 2));
    fs.writeFileSync(path.resolve(`bench/results/latest-${result.profile}.md`), markdown);
  }
  console.log(markdown);
  console.log(`Results: ${path.relative(PORTAL_ROOT, jsonFile)} (+ .md); ${result.seconds.toFixed(0)} s`);
  console.log(summaryLine(result));
}

main(parseArgs(process.argv.slice(2))).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
