/**
 * Compiles the code a reader edits into a component: sucrase strips types (TS accepted), turns JSX
 * into React.createElement and ES imports into `require`, and `require` answers from the modules the
 * demo originally imports (already loaded). Anything else is a clear error, shown inline.
 *
 * The compiled code runs without `eval`/`new Function`, so the site's Content-Security-Policy needs no
 * 'unsafe-eval' (deploy/README.md): it is wrapped in a factory and loaded as a classic script from a
 * `blob:` URL the page itself creates (`script-src blob:`), which the page then calls.
 */
import {transform} from 'sucrase';
import type {ComponentType} from 'react';
import * as React from 'react';

export type LoadedModules = Record<string, unknown>;

export class LiveCompileError extends Error {
  override name = 'LiveCompileError';
}

/** The code does not parse. Sucrase's position is where its parser gave up, often lines after the typo. */
export class LiveSyntaxError extends LiveCompileError {
  override name = 'LiveSyntaxError';
  constructor(
    /** Sucrase's reason without its "Error transforming <file>:" prefix and "(line:column)" suffix. */
    readonly reason: string,
    readonly position: {line: number; column: number} | null,
  ) {
    super(position ? `${reason} (${position.line}:${position.column})` : reason);
  }
}

/** What the compiled module becomes: a function of the names CommonJS code expects. */
export type LiveModuleFactory = (
  react: typeof React,
  require: (specifier: string) => unknown,
  exports: Record<string, unknown>,
  module: {exports: unknown},
) => void;

/** Turns the source of a factory (`function (React, require, exports, module) {...}`) into the function. */
export type LiveModuleRunner = (factorySource: string) => Promise<LiveModuleFactory>;

export function transpileLiveCode(code: string): string {
  try {
    return transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
    }).code;
  } catch (error) {
    const {message, loc} = error as Error & {loc?: {line: number; column: number}};
    const reason = message.replace(/^Error transforming [^:]*: /, '').replace(/ \(\d+:\d+\)$/, '');
    throw new LiveSyntaxError(reason, loc ? {line: loc.line, column: loc.column + 1} : null);
  }
}

/** The compiled module as the source of a factory function expression. */
export function liveModuleFactorySource(compiled: string): string {
  // A line break before the closing brace: the compiled code may end in a line comment.
  return `function (React, require, exports, module) {\n${compiled}\n}`;
}

/** Global slot through which a loaded blob script hands its factory back (deleted right after). */
const REGISTRY = '__portalLiveModules';
let loadCount = 0;

/**
 * Loads the factory as a classic script from a blob: URL (allowed by `script-src blob:`). The script
 * only defines the function: the reader's code runs when the caller invokes it, inside a try.
 */
export const runAsBlobScript: LiveModuleRunner = (factorySource) => {
  const key = `m${(loadCount += 1)}`;
  const registry = ((window as unknown as Record<string, Record<string, LiveModuleFactory>>)[REGISTRY] ??= {});
  const url = URL.createObjectURL(
    new Blob([`window.${REGISTRY}[${JSON.stringify(key)}] = ${factorySource};\n`], {type: 'text/javascript'}),
  );
  return new Promise<LiveModuleFactory>((resolve, reject) => {
    const script = document.createElement('script');
    const done = () => {
      script.remove();
      URL.revokeObjectURL(url);
      const factory = registry[key];
      delete registry[key];
      return factory;
    };
    script.onload = () => {
      const factory = done();
      if (factory) resolve(factory);
      else reject(new LiveCompileError('The edited code did not load.'));
    };
    script.onerror = () => {
      done();
      reject(new LiveCompileError('The edited code could not be loaded: is a blob: script blocked by the Content-Security-Policy?'));
    };
    script.src = url;
    document.head.appendChild(script);
  });
};

/** Compiles `code`, runs it and returns its default export, which must be a component. */
export async function evaluateLiveCode(
  code: string,
  modules: LoadedModules,
  run: LiveModuleRunner = runAsBlobScript,
): Promise<ComponentType> {
  const compiled = transpileLiveCode(code);
  const exports: Record<string, unknown> = {};
  const module = {exports: exports as unknown};
  const require = (specifier: string): unknown => {
    if (specifier === 'react') return React;
    if (specifier in modules) return modules[specifier];
    throw new LiveCompileError(
      `Cannot import '${specifier}' here: the live editor offers the modules the demo imports (${Object.keys(modules).join(', ') || 'none'}).`,
    );
  };
  const factory = await run(liveModuleFactorySource(compiled));
  try {
    // The reader's own code, run in their own page: the same trust as the console.
    factory(React, require, exports, module);
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
