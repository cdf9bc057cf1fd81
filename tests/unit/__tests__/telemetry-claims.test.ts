/**
 * The telemetry guide's claims on how `MUI_X_TELEMETRY_DISABLED` is read, checked against the
 * installed `@mui/x-telemetry` (runtime/config.js, which the package does not export: it is run
 * here from its file). Read at run time from `process.env`, any letter case and any name ending
 * with the variable count; substituted by a bundler at build time, only five names and only the
 * lower-case words do.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const GUIDE = fs.readFileSync(path.resolve(__dirname, '../../../docs/guides/telemetry.mdx'), 'utf8').replace(/\s+/g, ' ');
const CONFIG_SOURCE = fs.readFileSync(
  path.join(path.dirname(require.resolve('@mui/x-telemetry/package.json')), 'runtime/config.js'),
  'utf8',
);

interface EnvConfig {
  IS_COLLECTING: boolean | undefined;
}

/**
 * The package's config module run as a bundle would run it: `defines` replace `process.env.NAME`
 * expressions in the source as webpack's DefinePlugin and Vite's `define` do; `processObject` is
 * the `process` the code sees (none in a browser bundle).
 */
function telemetryConfig(defines: Record<string, string>, processObject?: {env: Record<string, string>}): EnvConfig {
  let source = CONFIG_SOURCE;
  for (const [name, value] of Object.entries(defines)) {
    source = source.replace(new RegExp(`process\\.env\\.${name}\\b`, 'g'), JSON.stringify(value));
  }
  const module = {exports: {} as {getTelemetryEnvConfig: (skipCache: boolean) => EnvConfig}};
  const sandbox: Record<string, unknown> = {module, exports: module.exports};
  if (processObject) sandbox.process = processObject;
  vm.runInNewContext(`(function (module, exports) {${source}\n})(module, exports)`, sandbox);
  return module.exports.getTelemetryEnvConfig(true);
}

test('the guide says the run-time read takes any letter case and any name ending with the variable', () => {
  expect(GUIDE).toMatch(/ends with\*\* `MUI_X_TELEMETRY_DISABLED`, and compares the value in any letter case/);
  expect(telemetryConfig({}, {env: {MUI_X_TELEMETRY_DISABLED: 'TRUE'}}).IS_COLLECTING).toBe(false);
  expect(telemetryConfig({}, {env: {VITE_MUI_X_TELEMETRY_DISABLED: 'False'}}).IS_COLLECTING).toBe(true);
});

test('the guide says a value a bundler substitutes counts only in lower case, under five names', () => {
  expect(GUIDE).toMatch(/only the lower-case words count, so `FALSE` or `True` changes nothing there/);
  // A browser bundle: no `process`, the variable replaced at build time.
  expect(telemetryConfig({MUI_X_TELEMETRY_DISABLED: 'false'}).IS_COLLECTING).toBe(true);
  expect(telemetryConfig({MUI_X_TELEMETRY_DISABLED: 'true'}).IS_COLLECTING).toBe(false);
  expect(telemetryConfig({MUI_X_TELEMETRY_DISABLED: 'FALSE'}).IS_COLLECTING).toBeUndefined();
  expect(telemetryConfig({MUI_X_TELEMETRY_DISABLED: 'True'}).IS_COLLECTING).toBeUndefined();
  // The prefixed forms the guide lists are read this way too; another prefix is not.
  const listed = GUIDE.match(/`MUI_X_TELEMETRY_DISABLED` and its (.*?) forms/)?.[1] ?? '';
  const prefixes = [...listed.matchAll(/`(\w+_)`/g)].map((m) => m[1]);
  expect(prefixes).toHaveLength(4);
  const env = {MUI_X_TELEMETRY_DISABLED: ''};
  for (const prefix of prefixes) {
    // The names before it in the package's list are replaced by nothing, as a bundler leaves them empty.
    expect(telemetryConfig({...env, [`${prefix}MUI_X_TELEMETRY_DISABLED`]: 'false'}, {env: {}}).IS_COLLECTING).toBe(true);
  }
  expect(telemetryConfig({VITE_MUI_X_TELEMETRY_DISABLED: 'false'}, {env: {}}).IS_COLLECTING).toBeUndefined();
});

test('the guide says reports are only sent from the browser', () => {
  expect(GUIDE).toMatch(/Reports are only sent from the browser/);
  const sender = fs.readFileSync(path.join(path.dirname(require.resolve('@mui/x-telemetry/package.json')), 'runtime/sender.js'), 'utf8');
  expect(sender).toMatch(/function shouldSendTelemetry[^]*?if \(typeof window === 'undefined'\) \{\s*return false;/);
});
