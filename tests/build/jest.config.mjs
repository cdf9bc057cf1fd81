// Build tests: checks of the built site's files (every page, tests/build/static-pages.test.ts) and
// slow checks that run Docusaurus itself (a version cut in a temporary copy).
import {transformIgnorePatterns} from '../../jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  rootDir: '../..',
  testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
  transform: {'^.+\\.(t|j|mj)sx?$': ['@swc/jest']},
  transformIgnorePatterns,
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
  testEnvironment: 'node',
  testTimeout: 600000,
  // Jest's default on two cores is one worker; the slow files (a version cut and a translation
  // extraction in temporary copies, starter projects' installs) each leave a core idle part of the time.
  maxWorkers: 2,
};
