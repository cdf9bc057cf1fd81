// @ts-check
/**
 * `npm run build`: the production build in its steps (API data, API changes, Docusaurus's build of
 * every locale, hosting files), printing what each phase took and the build's peak memory (the
 * highest sum of resident memory over its whole process tree), so a slower or heavier build shows
 * where. Docusaurus's own phases (per locale: loading the site, bundling, static generation, post-
 * build steps such as the search indexes) come from its perf logger; its detailed lines are left out.
 *
 *   npm run build                       everything, both locales
 *   npm run build -- --locale en        arguments after `--` go to `docusaurus build`
 */
import {spawn} from 'node:child_process';
import {watchPeakRss} from './peak-memory.mjs';

/** Docusaurus's perf logger line of a locale's phase: `[PERF] Build > en > Bundling with rspack - 67.16 seconds! - (Heap ...)`. */
const PHASE_LINE = /^\[PERF\] Build > ([\w-]+) > ([^>]+?) - ([\d.]+) (ms|seconds)/;
const PERF_LINE = /^\[PERF\]/;

/** @type {{step: string; seconds: number}[]} */
const phases = [];
const started = Date.now();
const memory = watchPeakRss(process.pid);

/**
 * Runs a command, passing its output through (Docusaurus's perf lines: only its phases, as ours).
 * @param {string} step @param {string} command @param {string[]} args @param {Record<string, string>} [env]
 */
function run(step, command, args, env = {}) {
  const t0 = Date.now();
  const entry = {step, seconds: 0};
  phases.push(entry);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env}});
    for (const [stream, out] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) printLine(line, out);
      });
      stream.on('end', () => pending && printLine(pending, out));
    }
    child.on('error', reject);
    child.on('exit', (code) => {
      entry.seconds = (Date.now() - t0) / 1000;
      if (code === 0) resolve(undefined);
      else reject(new Error(`${step} failed (exit ${code})`));
    });
  });
}

/** @param {string} line @param {NodeJS.WriteStream} out */
function printLine(line, out) {
  // eslint-disable-next-line no-control-regex -- strips the colour codes (ESC [ ... m) of the build's output
  const plain = line.replace(/\u001b\[[\d;]*m/g, '');
  const phase = PHASE_LINE.exec(plain);
  if (phase) {
    const [, locale, name = '', value, unit] = phase;
    const seconds = unit === 'ms' ? Number(value) / 1000 : Number(value);
    phases.push({step: `  ${locale}: ${name.trim()}`, seconds});
    out.write(`[build] ${locale}: ${name.trim()} ${seconds.toFixed(1)} s\n`);
    return;
  }
  if (!PERF_LINE.test(plain)) out.write(`${line}\n`);
}

function summary() {
  const peak = memory.stop().treeBytes;
  console.log('\n[build] phases:');
  for (const {step, seconds} of phases) console.log(`[build]   ${step.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s`);
  console.log(
    `[build] total ${((Date.now() - started) / 1000).toFixed(0)} s, peak memory ${(peak / 2 ** 30).toFixed(2)} GB (all processes of the build at once)`,
  );
}

const docusaurusArgs = process.argv.slice(2);
try {
  await run('API data (api:generate)', 'npm', ['run', '--silent', 'api:generate']);
  await run('API changes (api:diff)', 'npm', ['run', '--silent', 'api:diff']);
  await run('docusaurus build', 'npx', ['docusaurus', 'build', ...docusaurusArgs], {DOCUSAURUS_PERF_LOGGER: 'true'});
  await run('hosting files (build:hosting)', 'npm', ['run', '--silent', 'build:hosting']);
  summary();
} catch (error) {
  summary();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
