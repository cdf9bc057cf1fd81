/**
 * Keeps the results of a pure, costly step of building a demo for the life of the process, keyed by
 * its arguments. The demo-data modules are imported by hundreds of demos, and Docusaurus builds
 * every locale in one process: without it each was transpiled, formatted and tokenized again per
 * demo and per locale (~25 s of each locale's bundling at ~1,070 demos). Docusaurus loads the site
 * config, and so this module, afresh for each locale, so the results live on `globalThis` under a
 * registered symbol, one table per step.
 */
const STORE = Symbol.for('portal.demo-blocks.memo');

type Store = Map<string, Map<string, unknown>>;

function table(step: string): Map<string, unknown> {
  const holder = globalThis as typeof globalThis & {[STORE]?: Store};
  const store = (holder[STORE] ??= new Map());
  let results = store.get(step);
  if (!results) store.set(step, (results = new Map()));
  return results;
}

/** `compute`, remembered by its (string) arguments under `step`, a name unique to the computation. */
export function memoizedByArguments<A extends string[], R>(step: string, compute: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    const results = table(step);
    const key = args.join('\u0000');
    if (!results.has(key)) results.set(key, compute(...args));
    return results.get(key) as R;
  };
}
