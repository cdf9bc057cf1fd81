// Unit tests: pure TypeScript beside the code, in __tests__ folders. Browser tests have their own
// config in tests/e2e (they need a built site).
/** @type {import('jest').Config} */
export default {
  testMatch: ['<rootDir>/{src,plugins,scripts,bench,tests/unit}/**/__tests__/**/*.test.{ts,tsx,mjs}'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', {jsc: {transform: {react: {runtime: 'automatic'}}}}],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.(css|less)$': '<rootDir>/tests/unit/style-stub.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
};
