// Browser tests: playwright-core driving Debian's chromium against the built site, served by
// scripts/static-server.mjs (gzip, slashless URLs). Build once (`npm run build`), then run these.
/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  transform: {'^.+\\.(t|j|mj)sx?$': ['@swc/jest']},
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
  globalSetup: '<rootDir>/tests/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/e2e/global-teardown.mjs',
  testEnvironment: 'node',
  testTimeout: 60000,
  // Two files at a time, one per core, in the one shared Chromium: 624 s against 705 s for one at a
  // time on a quiet 2-core machine. Tests wait on conditions and fake clocks, not on wall-clock sleeps,
  // so a busier core slows them without failing them.
  maxWorkers: 2,
};
