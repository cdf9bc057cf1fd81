// Build tests: slow checks that run Docusaurus itself (e.g. a version cut in a temporary copy).
/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
  transform: {'^.+\\.(t|j|mj)sx?$': ['@swc/jest']},
  testEnvironment: 'node',
  testTimeout: 600000,
};
