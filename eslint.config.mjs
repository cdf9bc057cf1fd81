// @ts-check
/**
 * `npm run lint`: ESLint's and typescript-eslint's recommended rules (untyped: the typed set builds
 * a TypeScript program as the type-check step does, and took 5x the CPU on src/lib and
 * plugins/api-reference, 28 s against 5 s, and its extra hits there were no defects), React's
 * (JSX runtime) and the Rules of Hooks, over every file of ours. Each rule turned off below says why:
 * it is a convention the code keeps on purpose, not a defect. `npm run format:check` is the formatter.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    // Build output and generated data (the same folders .gitignore lists).
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'api-docs/',
      'api-diff/',
      '**/.generated/',
      'test-results/',
      'bench/results/',
      '.scratch/',
      '.probe/',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    // Node code (plugins, scripts, tests) and browser code (theme, demos) share folders.
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          // `_name` marks a value left unused on purpose (a parameter a signature requires, a
          // property taken out of a rest object); `React` is the namespace import every demo and
          // many components open with (MUI's demo convention), which the JSX runtime does not need.
          varsIgnorePattern: '^(_|React$)',
          argsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Fixtures of a fake site carry `// @ts-nocheck -- why` (their `@site` paths point elsewhere).
      '@typescript-eslint/ban-ts-comment': ['error', {'ts-nocheck': 'allow-with-description'}],
      // Regular expressions that match generated code (routes.js, printed themes) spell its
      // indentation out as it is written there, which reads better than ` {4}`.
      'no-regex-spaces': 'off',
    },
  },
  {
    // CommonJS (webpack loaders, a child-process fixture) and tests, which load modules afresh
    // (`jest.isolateModules`), by computed name (`${pkg}/package.json`) or as jest's UMD builds.
    files: ['**/*.cjs', '**/__tests__/**', 'tests/**'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Serialised with Function.prototype.toString into an inline script before first paint: plain
    // ES5 on purpose (`var`, `arguments`, a named catch binding).
    files: ['src/lib/pre-paint-script.ts'],
    rules: {'no-var': 'off', 'prefer-rest-params': 'off', '@typescript-eslint/no-unused-vars': ['error', {caughtErrors: 'none'}]},
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...react.configs.flat.recommended,
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...react.configs.flat['jsx-runtime'],
    rules: {
      ...react.configs.flat['jsx-runtime'].rules,
      // TypeScript checks the props.
      'react/prop-types': 'off',
      // Prose in JSX is written with plain apostrophes and quotes, which React renders as text.
      'react/no-unescaped-entities': 'off',
      // `rel="noopener"` without `noreferrer`: the ad links keep the Referer (the advertiser sees
      // where the click came from); the same-origin Markdown twin link has nothing to hide.
      'react/jsx-no-target-blank': ['error', {allowReferrer: true}],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    // The Rules of Hooks only. react-hooks 7's `recommended` adds the React Compiler's rules
    // (refs, set-state-in-effect, immutability...): the site is not compiled with React Compiler,
    // the code reads MUI X's `apiRef.current` and latest-value refs during render and sets loading
    // flags in effects on purpose, and the compiler pass took half the lint's CPU (98 s against 50 s).
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
);
