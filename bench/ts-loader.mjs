// @ts-check
/**
 * Lets `node` run the bench's TypeScript directly (Node 20 cannot strip types): a module hook that
 * compiles `.ts` files with sucrase (already a dependency), keeping ES modules, and resolves the
 * extensionless relative imports TypeScript code uses (`./harness` -> `./harness.ts`).
 * Used as `node --import ./bench/register-ts.mjs bench/run.ts`.
 */
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import {transform} from 'sucrase';

const TS_EXTENSIONS = ['.ts', '/index.ts'];

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const isRelative = specifier.startsWith('./') || specifier.startsWith('../');
  if (isRelative && context.parentURL && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
    for (const ext of TS_EXTENSIONS) {
      const candidate = new URL(specifier + ext, context.parentURL);
      if (fs.existsSync(fileURLToPath(candidate))) return {url: candidate.href, shortCircuit: true};
    }
  }
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  // `import data from './x.json'` as TypeScript writes it (resolveJsonModule), without an import attribute.
  if (url.startsWith('file:') && url.endsWith('.json') && !context.importAttributes?.type) {
    const json = JSON.parse(fs.readFileSync(fileURLToPath(url), 'utf8'));
    return {format: 'module', source: `export default ${JSON.stringify(json)};`, shortCircuit: true};
  }
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const source = fs.readFileSync(fileURLToPath(url), 'utf8');
  // Types stripped, the rest left as written: Node 20 runs it, and functions handed to a browser
  // page (page.evaluate) must not call helpers that exist only in this module.
  const {code} = transform(source, {transforms: ['typescript'], disableESTransforms: true, filePath: fileURLToPath(url)});
  return {format: 'module', source: code, shortCircuit: true};
}
