/**
 * Loads the search plugin's browser helpers (word cutting, Chinese terms, lunr's Chinese trimmer),
 * which ship as ES modules with extensionless imports, into Node's CommonJS world: each file is
 * turned into CommonJS by sucrase (already the project's TypeScript runner) and run with a require
 * that resolves its relative imports the same way. The server then reads queries exactly as the
 * search bar's worker does.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {transform} from 'sucrase';

const cache = new Map<string, unknown>();

export function requireEsm(file: string): Record<string, unknown> {
  const resolved = fs.existsSync(file) ? file : `${file}.js`;
  if (cache.has(resolved)) return cache.get(resolved) as Record<string, unknown>;
  const code = transform(fs.readFileSync(resolved, 'utf8'), {transforms: ['imports'], filePath: resolved}).code;
  const module = {exports: {} as Record<string, unknown>};
  cache.set(resolved, module.exports);
  const nodeRequire = createRequire(resolved);
  const localRequire = (specifier: string) =>
    specifier.startsWith('.') ? requireEsm(path.resolve(path.dirname(resolved), specifier)) : nodeRequire(specifier);
  // The module's own code, from node_modules, run once as CommonJS.
  new Function('require', 'module', 'exports', code)(localRequire, module, module.exports);
  cache.set(resolved, module.exports);
  return module.exports;
}
