// Unit tests: pure TypeScript beside the code, in __tests__ folders. Browser tests have their own
// config in tests/e2e (they need a built site).
/**
 * The MDX parser the demo facts scan uses (plugins/demo-blocks/facts.ts), the Markdown writer of
 * the twins (plugins/llm-twins) and the charts' `flatqueue` ship as ES modules only:
 * jest transforms those packages (the build tests read pages' `<Demo>` tags with it too).
 */
export const transformIgnorePatterns = [
  '/node_modules/(?!(mdast-util-|micromark|unist-util-|decode-named-character-reference|character-entities|character-reference-invalid|estree-util-|vfile|ccount|longest-streak|stringify-entities|parse-entities|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|devlop|zwitch|acorn-jsx|flatqueue|escape-string-regexp|markdown-table)[^/]*/)',
];

/** @type {import('jest').Config} */
export default {
  testMatch: ['<rootDir>/{src,plugins,scripts,bench,deploy,tests/unit,tests/lib}/**/__tests__/**/*.test.{ts,tsx,mjs}'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/'],
  transformIgnorePatterns,
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', {jsc: {transform: {react: {runtime: 'automatic'}}}}],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/useGlobalData$': '<rootDir>/tests/unit/global-data-mock.ts',
    '^@generated/globalData$': '<rootDir>/tests/unit/global-data-mock.ts',
    '^@generated/portal-ads/default/in-house-ads.json$': '<rootDir>/tests/unit/in-house-ads-mock.ts',
    '^@generated/portal-products/default/peer-manifests.json$': '<rootDir>/tests/unit/peer-manifests-mock.ts',
    '\\.(css|less)$': '<rootDir>/tests/unit/style-stub.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
};
