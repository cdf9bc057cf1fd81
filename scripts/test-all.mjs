// @ts-check
/**
 * `npm test`: every check, in order of cost, so a cheap failure stops early.
 *   1. type-check (tsc, strict), API data generation   2. unit tests (jest)
 *   3. production build, both locales, all versions (skipped with PORTAL_REUSE_BUILD=1 when build/ exists)
 *   4. build tests (a version cut in a temp copy, built in English)
 *   5. browser tests (jest + playwright-core + Debian chromium) against that one build
 *   6. performance budgets (tests/budgets: the reduced bench of bench/run.ts) on the same build
 * Ends with one line `N passed, N failed` summing every jest run.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {testBuildEnv} from './test-endpoints.mjs';

const started = Date.now();
const totals = {passed: 0, failed: 0, skipped: 0};
/** @type {string[]} */
const timings = [];

/** @param {string} label @param {string} cmd @param {string[]} args */
function step(label, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`${label} ${seconds}s`);
  if (r.status !== 0) {
    console.error(`\n${label} failed (exit ${r.status}) after ${seconds}s`);
    finish(r.status ?? 1);
  }
}

/** Runs jest with a JSON report so the totals can be summed. @param {string} label @param {string[]} configArgs */
function jestStep(label, configArgs) {
  const report = path.join(os.tmpdir(), `jest-${label.replace(/\W+/g, '-')}-${process.pid}.json`);
  const t0 = Date.now();
  console.log(`\n=== ${label}`);
  const r = spawnSync('npx', ['jest', ...configArgs, '--json', `--outputFile=${report}`], {stdio: 'inherit'});
  timings.push(`${label} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests;
    console.log(`${label}: ${json.numPassedTests} passed, ${json.numFailedTests} failed`);
  }
  if (r.status !== 0) {
    if (totals.failed === 0) totals.failed += 1; // e.g. a suite that failed to load
    finish(r.status ?? 1);
  }
}

/** @param {number} code @returns {never} */
function finish(code) {
  console.log(`\nTimings: ${timings.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(0)}s`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
// Pickers demos on non-dayjs adapters: apart, so their adapters' types do not widen every other demo's values.
step('typecheck (date adapters)', 'npx', ['tsc', '-p', 'tsconfig.date-adapters.json', '--noEmit']);
// Some unit tests check the docs against the API data generated from the installed types; the
// build reuses it (a cache hit), so generating it first costs nothing extra.
step('API data', 'npm', ['run', 'api:generate']);
// The v7 -> v8 change tables of the migration guides (plugins/api-diff), from the data above.
step('API changes', 'npm', ['run', 'api:diff']);
jestStep('unit tests', ['--config', 'jest.config.mjs']);
if (!(process.env.PORTAL_REUSE_BUILD === '1' && fs.existsSync('build/index.html'))) {
  // The site as shipped, its ad and feedback endpoints pointed at the fake network the browser
  // tests serve on 127.0.0.1 (scripts/test-endpoints.mjs): the shipped code has no test switch.
  step('production build', 'npm', ['run', 'build'], testBuildEnv());
}
// After the build: it copies the generated API data (api-docs/) into the site it cuts a version of.
jestStep('build tests', ['--config', 'tests/build/jest.config.mjs']);
jestStep('browser tests', ['--config', 'tests/e2e/jest.config.mjs']);
// Last and alone: Lighthouse figures suffer when other browser tests share the cores.
jestStep('budget tests', ['--config', 'tests/budgets/jest.config.mjs']);
finish(0);
