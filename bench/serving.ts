/**
 * `npm run bench:serving` (also the last part of the full `npm run bench`): the build behind the
 * server people run, Debian's nginx with deploy/nginx.conf, beside scripts/static-server.mjs (the
 * tests' server).
 *   - a bounded load run per server and target with wrk on loopback: a page and a hashed asset,
 *     `--seconds` each (20 by default), `--connections` (32) over 2 threads; requests per second,
 *     p50/p99 latency, bytes per response, errors;
 *   - offline reading: Chromium on the production host (mapped to nginx) visits 20 pages, scrolling
 *     each so its demos run, then the service worker's caches are measured (entries and bytes).
 * Results: bench/results/serving-<time>.{json,md} and latest-serving.{json,md}; the Markdown printed.
 *
 *   npm run bench:serving -- [--build-dir build] [--seconds 20] [--connections 32] [--pages 20] [--no-cache-run]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchChromium} from '../tests/e2e/chromium.mjs';
import {startStaticServer} from '../scripts/static-server.mjs';
import {startNginx} from '../deploy/lib/nginx-runner';
import {requireTools, SERVING_TOOLS} from './lib/required-tools';
import {prepareHosting} from '../deploy/cli';
import {PRODUCTION_HOST} from '../src/config/portal';
import {HOSTING_DIR} from '../src/config/hosting';
import {BENCH_PAGES} from './pages';

const log = (line: string) => console.error(`[bench:serving] ${line}`);

export interface LoadFigures {
  server: 'nginx' | 'static-server.mjs';
  target: 'page' | 'asset';
  path: string;
  seconds: number;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes read per response (headers included), as wrk counts them: what compression each server sent. */
  bytesPerResponse: number;
  errors: number;
}

export interface CacheFigures {
  pages: string[];
  seconds: number;
  caches: Record<string, {entries: number; bytes: number}>;
  totalBytes: number;
  /** navigator.storage.estimate().usage: everything the origin stores, as the browser counts it. */
  storageUsageBytes: number;
}

export interface ServingResult {
  startedAt: string;
  machine: {cpus: number; loadAverage: number[]; wrk: string; nginx: string};
  load: LoadFigures[];
  cache?: CacheFigures;
}

const UNITS: Record<string, number> = {us: 0.001, ms: 1, s: 1000, m: 60_000};
const SIZE: Record<string, number> = {B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3};

function duration(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  return m ? Number(m[1]) * UNITS[m[2]!]! : NaN;
}

/** Reads wrk's `--latency` report. */
export function parseWrk(output: string): Pick<LoadFigures, 'requestsPerSecond' | 'p50Ms' | 'p99Ms' | 'bytesPerResponse' | 'errors'> {
  const requests = /(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(output);
  const total = requests ? Number(requests[1]) : 0;
  const read = requests ? Number(requests[2]) * SIZE[requests[3]!]! : 0;
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50Ms: duration(/^\s+50%\s+(\S+)/m.exec(output)?.[1]),
    p99Ms: duration(/^\s+99%\s+(\S+)/m.exec(output)?.[1]),
    bytesPerResponse: total ? Math.round(read / total) : NaN,
    errors: (socketErrors ? socketErrors.slice(1).reduce((s, n) => s + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0),
  };
}

/**
 * Runs wrk without blocking this process: scripts/static-server.mjs answers from this very event
 * loop (a spawnSync here would leave it unable to answer a single request).
 */
function wrk(url: string, seconds: number, connections: number): Promise<string> {
  // Loopback only; `Accept-Encoding` as a browser sends it, so each server sends what it would.
  const child = spawn('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip, deflate, br', url], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`wrk failed (${code}): ${stderr}`));
      else if (/^\s*0 requests in/m.test(stdout)) reject(new Error(`wrk got no answer from ${url}:\n${stdout}`));
      else resolve(stdout);
    });
  });
}

function firstShellAsset(buildDir: string): string {
  const name = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (!name) throw new Error(`no assets/js/main.*.js in ${buildDir}`);
  return `/assets/js/${name}`;
}

/** 20 pages a reader might read in a session: the bench pages in both locales, then guides from the sitemap. */
export function sessionPages(buildDir: string, count: number): string[] {
  const pages = [...BENCH_PAGES.map((p) => p.path), ...BENCH_PAGES.map((p) => `/zh${p.path}`)];
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const more = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/x\/react-[^<]+)<\/loc>/g)]
    .map((m) => m[1]!)
    .filter((p) => !p.includes('/api/'));
  const step = Math.max(1, Math.floor(more.length / count));
  for (let i = 0; pages.length < count && i < more.length; i += step) if (!pages.includes(more[i]!)) pages.push(more[i]!);
  return pages.slice(0, count);
}

async function cacheRun(buildDir: string, port: number, count: number): Promise<CacheFigures> {
  const origin = `http://${PRODUCTION_HOST}`;
  const browser = await launchChromium([
    `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1:${port}`,
    `--unsafely-treat-insecure-origin-as-secure=${origin}`,
  ]);
  const started = Date.now();
  const pages = sessionPages(buildDir, count);
  try {
    const page = await (await browser.newContext({viewport: {width: 1280, height: 800}})).newPage();
    for (const [i, pathname] of pages.entries()) {
      log(`offline reading ${i + 1}/${pages.length} ${pathname}`);
      await page.goto(origin + pathname, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60_000});
      if (i === 0) await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {timeout: 30_000});
      // Scroll through, so the demos a reader would see run (and are kept).
      const demos = await page.locator('[data-demo-root]').count();
      for (let d = 0; d < demos; d++) await page.locator('[data-demo-root]').nth(d).scrollIntoViewIfNeeded();
      await page
        // No `??` or `?.` in functions run in the page: the bench's loader (sucrase) would turn them into helpers the page lacks.
        .waitForFunction(
          () =>
            Array.from(document.querySelectorAll('[data-demo-root]')).every((el) =>
              ['ready', 'error'].includes(el.getAttribute('data-demo-state') || ''),
            ),
          null,
          {
            timeout: 30_000,
          },
        )
        .catch(() => log(`  demos of ${pathname} still loading after 30 s`));
    }
    // Leave the last page (it is recorded on leaving), then let the worker finish.
    await page.goto(`${origin}/x/introduction`, {waitUntil: 'load'});
    await page.waitForTimeout(3000);
    const caches = await page.evaluate(async () => {
      const usage: Record<string, {entries: number; bytes: number}> = {};
      for (const name of await self.caches.keys()) {
        const cache = await self.caches.open(name);
        const keys = await cache.keys();
        let bytes = 0;
        for (const request of keys) bytes += (await (await cache.match(request))!.blob()).size;
        usage[name] = {entries: keys.length, bytes};
      }
      return usage;
    });
    const storageUsageBytes = await page.evaluate(async () => (await navigator.storage.estimate()).usage || 0);
    const totalBytes = Object.values(caches).reduce((s, c) => s + c.bytes, 0);
    return {pages, seconds: (Date.now() - started) / 1000, caches, totalBytes, storageUsageBytes};
  } finally {
    await browser.close();
  }
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

export function renderServing(result: ServingResult): string {
  const lines = [
    `# Serving bench, ${result.startedAt}`,
    '',
    `Machine: ${result.machine.cpus} cores, load average ${result.machine.loadAverage.map((l) => l.toFixed(1)).join(' / ')} at the start; ${result.machine.nginx}; ${result.machine.wrk}. wrk and the server share the machine's cores.`,
    '',
    '| server | target | path | requests/s | p50 | p99 | bytes/response | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.load.map(
      (l) =>
        `| ${l.server} | ${l.target} | \`${l.path}\` | ${fmt(l.requestsPerSecond)} | ${fmt(l.p50Ms, 2)} ms | ${fmt(l.p99Ms, 2)} ms | ${fmt(l.bytesPerResponse)} | ${l.errors} |`,
    ),
    '',
    `Each row: wrk, 2 threads, ${result.load[0]?.connections ?? '?'} connections, ${result.load[0]?.seconds ?? '?'} s, \`Accept-Encoding: gzip, deflate, br\`, loopback.`,
  ];
  if (result.cache) {
    const c = result.cache;
    lines.push(
      '',
      `## Offline reading: the service worker's caches after ${c.pages.length} pages (${fmt(c.seconds)} s)`,
      '',
      '| cache | entries | size |',
      '| --- | --- | --- |',
      ...Object.entries(c.caches).map(([name, u]) => `| ${name} | ${u.entries} | ${mb(u.bytes)} |`),
      `| all | ${Object.values(c.caches).reduce((s, u) => s + u.entries, 0)} | ${mb(c.totalBytes)} |`,
      '',
      `navigator.storage.estimate().usage: ${mb(c.storageUsageBytes)}. Pages: ${c.pages.join(', ')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function servingSummary(result: ServingResult): string {
  const nginx = (t: LoadFigures['target']) => result.load.find((l) => l.server === 'nginx' && l.target === t);
  const page = nginx('page');
  const asset = nginx('asset');
  const parts = [
    page ? `nginx page ${fmt(page.requestsPerSecond)} req/s p99 ${fmt(page.p99Ms, 1)} ms` : '',
    asset ? `asset ${fmt(asset.requestsPerSecond)} req/s p99 ${fmt(asset.p99Ms, 1)} ms` : '',
    result.cache ? `offline caches after ${result.cache.pages.length} pages ${mb(result.cache.totalBytes)}` : '',
  ].filter(Boolean);
  return `bench serving: ${parts.join('; ')}`;
}

export interface ServingOptions {
  buildDir: string;
  seconds: number;
  connections: number;
  pages: number;
  cacheRun: boolean;
}

export async function runServingBench(options: ServingOptions): Promise<ServingResult> {
  const buildDir = path.resolve(options.buildDir);
  if (!fs.existsSync(path.join(buildDir, HOSTING_DIR, 'summary.json'))) {
    log('the build has no .hosting/: running the hosting step (npm run build:hosting)');
    await prepareHosting(buildDir, log);
  }
  // Before anything starts: a missing wrk or nginx is named with its install command.
  const tools = requireTools(SERVING_TOOLS);
  const result: ServingResult = {
    startedAt: new Date().toISOString(),
    machine: {cpus: os.cpus().length, loadAverage: os.loadavg(), wrk: tools.wrk!, nginx: tools.nginx!},
    load: [],
  };
  const targets = [
    {target: 'page' as const, path: '/x/react-data-grid'},
    {target: 'asset' as const, path: firstShellAsset(buildDir)},
  ];
  const nginx = await startNginx({buildDir});
  const staticServer = await startStaticServer({root: buildDir});
  try {
    for (const [server, url] of [
      ['nginx', nginx.url],
      ['static-server.mjs', staticServer.url],
    ] as const) {
      for (const t of targets) {
        log(`wrk ${options.seconds} s, ${options.connections} connections: ${server} ${t.path}`);
        const figures = parseWrk(await wrk(url + t.path, options.seconds, options.connections));
        result.load.push({server, ...t, seconds: options.seconds, connections: options.connections, ...figures});
      }
    }
    await staticServer.close();
    if (options.cacheRun) result.cache = await cacheRun(buildDir, nginx.port, options.pages);
  } finally {
    await staticServer.close().catch(() => undefined);
    await nginx.stop();
  }
  return result;
}

export function writeServingResult(result: ServingResult): void {
  const dir = path.resolve('bench/results');
  fs.mkdirSync(dir, {recursive: true});
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const markdown = renderServing(result);
  for (const base of [`serving-${stamp}`, 'latest-serving']) {
    fs.writeFileSync(path.join(dir, `${base}.json`), JSON.stringify(result, null, 2));
    fs.writeFileSync(path.join(dir, `${base}.md`), markdown);
  }
  console.log(markdown);
  console.log(servingSummary(result));
}

function parseServingArgs(argv: string[]): ServingOptions {
  const options: ServingOptions = {
    buildDir: process.env.PORTAL_BUILD_DIR ?? 'build',
    seconds: 20,
    connections: 32,
    pages: 20,
    cacheRun: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const value = () => argv[++i] ?? '';
    switch (argv[i]) {
      case '--build-dir':
        options.buildDir = value();
        break;
      case '--seconds':
        options.seconds = Number(value());
        break;
      case '--connections':
        options.connections = Number(value());
        break;
      case '--pages':
        options.pages = Number(value());
        break;
      case '--no-cache-run':
        options.cacheRun = false;
        break;
      default:
        throw new Error(`unknown option ${argv[i]} (see the header of bench/serving.ts)`);
    }
  }
  if (!(options.seconds > 0 && options.seconds <= 120)) throw new Error('--seconds must be 1-120 (the run is bounded)');
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/serving.ts')) {
  runServingBench(parseServingArgs(process.argv.slice(2))).then(
    (result) => writeServingResult(result),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(2);
    },
  );
}
