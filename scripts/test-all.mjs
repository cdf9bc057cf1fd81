// @ts-check
/**
 * `npm test`: every check, in order of cost, so a cheap failure stops early.
 *   1. at once (two cores): the strict type-checks (the site, the date adapters' demos, the v7 demos)
 *      and translation status | API data, API changes and the unit tests (jest), which read that data
 *   2. the production build, both locales, all versions (skipped with PORTAL_REUSE_BUILD=1 when
 *      build/ exists); it prints its own phases. Beside it, at the lowest CPU priority, lint and
 *      the format check, which read only sources: they use the core the build leaves idle in its
 *      single-threaded phases (static rendering, postBuild) and yield it while it bundles
 *   3. build tests: every built page read from its files, and a version cut in a temp copy
 *   4. browser tests (jest + playwright-core + Debian chromium) against that one build, the
 *      deterministic performance budgets among them
 * Ends with each step's time, each jest file's time, the ten slowest tests, and one line
 * `N passed, N failed, N skipped` summing every jest run. Timing benchmarks are `npm run bench`.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {testBuildEnv} from './test-endpoints.mjs';

const started = Date.now();
const totals = {passed: 0, failed: 0, skipped: 0};
/** @type {{label: string; seconds: number}[]} */
const steps = [];
/** @type {{step: string; file: string; seconds: number}[]} */
const files = [];
/** @type {{step: string; name: string; seconds: number}[]} */
const tests = [];

/**
 * Runs a command. Alone it streams its output; beside another step (`buffered`) its output is
 * printed in one piece when it ends, so two steps' lines do not interleave.
 * @param {string} label @param {string} cmd @param {string[]} args
 * @param {{env?: Record<string, string>, buffered?: boolean}} [options]
 * @returns {Promise<number>} the exit status
 */
function run(label, cmd, args, {env = {}, buffered = false} = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}${buffered ? ' (output when it ends)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: {...process.env, ...env}});
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      steps.push({label, seconds});
      if (buffered) console.log(`\n=== ${label} (${seconds.toFixed(1)} s):\n${Buffer.concat(output).toString('utf8')}`);
      if (code !== 0) console.error(`\n${label} failed (exit ${code}) after ${seconds.toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs jest with a JSON report, then records its totals, its files' times and its tests' times.
 * @param {string} label @param {string[]} configArgs @param {{buffered?: boolean}} [options]
 */
async function runJest(label, configArgs, options = {}) {
  const report = path.join(os.tmpdir(), `jest-${label.replace(/\W+/g, '-')}-${process.pid}.json`);
  const status = await run(label, 'npx', ['jest', ...configArgs, '--json', `--outputFile=${report}`], options);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests;
    for (const result of json.testResults) {
      const file = path.relative(process.cwd(), result.name);
      files.push({step: label, file, seconds: (result.endTime - result.startTime) / 1000});
      for (const t of result.assertionResults) tests.push({step: label, name: `${file}: ${t.fullName}`, seconds: (t.duration ?? 0) / 1000});
    }
    console.log(`${label}: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests} skipped`);
    fs.rmSync(report, {force: true});
  }
  // A suite that failed to load counts as a failure even when no test reported one.
  if (status !== 0 && totals.failed === 0) totals.failed += 1;
  return status;
}

/** Runs `sequence`s side by side, each a chain of steps that stops at its first failure. @param {(() => Promise<number>)[][]} sequences */
async function inParallel(...sequences) {
  const results = await Promise.all(
    sequences.map(async (sequence) => {
      for (const next of sequence) {
        const status = await next();
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  return results.find((status) => status !== 0) ?? 0;
}

/** @param {number} code @returns {never} */
function finish(code) {
  const total = (Date.now() - started) / 1000;
  console.log('\n=== Timings');
  for (const {label, seconds} of steps) console.log(`${label.padEnd(40)} ${seconds.toFixed(1).padStart(8)} s`);
  console.log(`${'total (steps 1 run side by side)'.padEnd(40)} ${total.toFixed(0).padStart(8)} s`);
  for (const step of [...new Set(files.map((f) => f.step))]) {
    const ofStep = files.filter((f) => f.step === step).sort((a, b) => b.seconds - a.seconds);
    console.log(`\n=== ${step}: ${ofStep.length} files`);
    for (const f of ofStep) console.log(`${f.seconds.toFixed(1).padStart(8)} s  ${f.file}`);
  }
  console.log('\n=== The ten slowest tests');
  for (const t of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`${t.seconds.toFixed(1).padStart(8)} s  ${t.name}`);
  console.log(`\nTimings: ${steps.map((s) => `${s.label} ${s.seconds.toFixed(1)}s`).join(', ')}; total ${total.toFixed(0)}s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

const checkAndUnit = await inParallel(
  [
    () => run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], {buffered: true}),
    // Pickers demos on non-dayjs adapters: apart, so their adapters' types do not widen every other demo's values.
    () => run('typecheck (date adapters)', 'npx', ['tsc', '-p', 'tsconfig.date-adapters.json', '--noEmit'], {buffered: true}),
    // The v7 docs' demos against the v7 packages (npm aliases under the public names), apart for the same reason.
    () => run('typecheck (v7 demos)', 'npx', ['tsc', '-p', 'tsconfig.v7.json', '--noEmit'], {buffered: true}),
    // Fails only on a broken translation (plugins/translation-status); stale and missing are reported.
    () => run('translation status', 'npm', ['run', 'i18n:status'], {buffered: true}),
  ],
  [
    // Some unit tests check the docs against the API data generated from the installed types; the
    // build reuses it (a cache hit), so generating it first costs nothing extra.
    () => run('API data', 'npm', ['run', 'api:generate'], {buffered: true}),
    // The v7 -> v8 change tables of the migration guides (plugins/api-diff), from the data above.
    () => run('API changes', 'npm', ['run', 'api:diff'], {buffered: true}),
    () => runJest('unit tests', ['--config', 'jest.config.mjs'], {buffered: true}),
  ],
);
if (checkAndUnit !== 0) finish(checkAndUnit);

const reuseBuild = process.env.PORTAL_REUSE_BUILD === '1' && fs.existsSync('build/index.html');
// `nice -n 19`: lint and the format check take a core only when the build leaves one idle.
const lowPriority = reuseBuild ? [] : ['nice', '-n', '19'];
/** @param {string} label @param {string} script */
const sourceCheck = (label, script) => () => {
  const [cmd, ...args] = [...lowPriority, 'npm', 'run', script];
  return run(label, cmd, args, {buffered: true});
};
const buildAndSourceChecks = await inParallel(
  reuseBuild
    ? []
    : [
        // The site as shipped, its ad and feedback endpoints pointed at the fake network the browser
        // tests serve on 127.0.0.1 (scripts/test-endpoints.mjs): the shipped code has no test switch.
        () => run('production build', 'npm', ['run', 'build'], {env: testBuildEnv()}),
      ],
  // eslint.config.mjs and .prettierrc / .prettierignore; neither reads what the build writes (both skip build/ and .docusaurus/).
  [sourceCheck('lint', 'lint'), sourceCheck('format check', 'format:check')],
);
if (buildAndSourceChecks !== 0) finish(buildAndSourceChecks);
// After the build: the static check reads its pages; the version cut copies the generated API data.
const buildTests = await runJest('build tests', ['--config', 'tests/build/jest.config.mjs']);
if (buildTests !== 0) finish(buildTests);
finish(await runJest('browser tests', ['--config', 'tests/e2e/jest.config.mjs']));
