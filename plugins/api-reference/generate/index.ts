/**
 * `npm run api:generate`: type analysis of the installed packages -> api-docs/ JSON, skipped when
 * the cache key (package versions + generator sources) matches the existing manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiManifest} from '../model';
import {analyze, type RuntimeLoader} from './analyze';
import {computeCacheKey} from './cache-key';
import {readManifest, writeApiDocs} from './write';

export const API_DOCS_DIR = 'api-docs';

export interface GenerateOptions {
  rootDir: string;
  outDir?: string;
  force?: boolean;
  loadRuntime?: RuntimeLoader;
  now?: () => Date;
}

export interface GenerateResult {
  manifest: ApiManifest;
  cached: boolean;
  ms: number;
}

/** Loads a package in Node to read its runtime `*Classes` objects (CSS imports are ignored). */
export const nodeRuntimeLoader: RuntimeLoader = (packageName) => {
  const ext = require.extensions as Record<string, unknown>;
  if (ext && !ext['.css']) ext['.css'] = () => undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a package named at run time, loaded as Node loads it
  return require(require.resolve(packageName, {paths: [process.cwd()]})) as Record<string, unknown>;
};

export function generateApiDocs(options: GenerateOptions): GenerateResult {
  const t0 = Date.now();
  const outDir = options.outDir ?? path.join(options.rootDir, API_DOCS_DIR);
  const key = computeCacheKey(options.rootDir, path.resolve(__dirname, '..'));
  const existing = readManifest(outDir);
  if (!options.force && existing?.key === key && existing.pages.every((p) => fs.existsSync(path.join(outDir, p.file)))) {
    return {manifest: existing, cached: true, ms: Date.now() - t0};
  }
  const result = analyze(options.rootDir, options.loadRuntime ?? nodeRuntimeLoader);
  const manifest = writeApiDocs(outDir, key, result, (options.now ?? (() => new Date()))());
  return {manifest, cached: false, ms: Date.now() - t0};
}

export function countsBySection(manifest: ApiManifest): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of manifest.pages) {
    const k = p.kind === 'interface' ? `${p.section} (interfaces)` : p.section;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}
