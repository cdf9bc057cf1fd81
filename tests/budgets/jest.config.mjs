// Performance budgets (issue 8): runs the reduced bench against the built site and checks the
// budgets of bench/budgets.ts. Kept apart from tests/e2e so Lighthouse does not share the two
// cores with other browser tests (that alone would cost it 10-20 points).
/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testMatch: ['<rootDir>/tests/budgets/**/*.test.ts'],
  transform: {'^.+\\.(t|j|mj)sx?$': ['@swc/jest']},
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
  testEnvironment: 'node',
  // The test build asks the fake ad and feedback endpoints: serve them, as the browser tests do.
  globalSetup: '<rootDir>/tests/budgets/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/budgets/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 1,
};
