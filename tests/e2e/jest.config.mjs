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
  // One browser at a time: demo timings (live editing, lazy loading) flake when two suites share 2 cores.
  maxWorkers: 1,
};
