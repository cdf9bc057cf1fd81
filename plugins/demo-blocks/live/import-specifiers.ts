/**
 * The modules a piece of demo code imports at run time, read in the browser (no TypeScript compiler
 * there): sucrase, which the live editor already loads, turns every import (unused ones kept, type-only
 * ones dropped) into `require('…')`, and those calls are read back.
 */
import {transform} from 'sucrase';

const REQUIRE_CALL = /\brequire\((['"])([^'"]+)\1\)/g;

/** Import specifiers of `code` (TS or JS, with JSX), in order, each once; throws on a syntax error. */
export function importSpecifiersOf(code: string): string[] {
  const compiled = transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    keepUnusedImports: true,
    jsxRuntime: 'classic',
    production: true,
    filePath: 'Demo.tsx',
  }).code;
  const specifiers = new Set<string>();
  for (const match of compiled.matchAll(REQUIRE_CALL)) specifiers.add(match[2]!);
  return [...specifiers];
}
