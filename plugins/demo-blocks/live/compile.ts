/**
 * Compiles the code a reader edits into a component: sucrase strips types (TS accepted), turns JSX
 * into React.createElement and ES imports into `require`, and `require` answers from the modules the
 * demo originally imports (already loaded). Anything else is a clear error, shown inline.
 */
import {transform} from 'sucrase';
import type {ComponentType} from 'react';
import * as React from 'react';

export type LoadedModules = Record<string, unknown>;

export class LiveCompileError extends Error {
  override name = 'LiveCompileError';
}

export function transpileLiveCode(code: string): string {
  try {
    return transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
      filePath: 'Demo.tsx',
    }).code;
  } catch (error) {
    throw new LiveCompileError((error as Error).message);
  }
}

/** Evaluates transpiled code and returns its default export, which must be a component. */
export function evaluateLiveCode(code: string, modules: LoadedModules): ComponentType {
  const compiled = transpileLiveCode(code);
  const exports: Record<string, unknown> = {};
  const module = {exports};
  const require = (specifier: string): unknown => {
    if (specifier === 'react') return React;
    if (specifier in modules) return modules[specifier];
    throw new LiveCompileError(
      `Cannot import '${specifier}' here: the live editor offers the modules the demo imports (${Object.keys(modules).join(', ') || 'none'}).`,
    );
  };
  try {
    // The reader's own code, run in their own page: the same trust as the console.
    new Function('React', 'require', 'exports', 'module', compiled)(React, require, exports, module);
  } catch (error) {
    if (error instanceof LiveCompileError) throw error;
    throw new LiveCompileError(`${(error as Error).name}: ${(error as Error).message}`);
  }
  const component = (module.exports as Record<string, unknown>).default;
  if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) {
    throw new LiveCompileError('The code must `export default` a React component.');
  }
  return component as ComponentType;
}

/** Loads every module of a demo's scope map (they are the demo's own imports, usually cached). */
export async function loadScope(scope: Record<string, () => Promise<unknown>>): Promise<LoadedModules> {
  const entries = await Promise.all(Object.entries(scope).map(async ([specifier, load]) => [specifier, await load()] as const));
  return Object.fromEntries(entries);
}
