/**
 * `npm run api:diff`: the API change tables of the v7 -> v8 migration guides.
 *
 * The v8 side is the API reference's own data (api-docs/, from `npm run api:generate`, generated
 * here first if it is missing or stale); the v7 side is the same analysis
 * (plugins/api-reference/generate/analyze.ts) run over the npm aliases of the newest v7 packages.
 * Output: api-diff/<product>.json + api-diff/manifest.json (git-ignored), skipped when the cache key
 * (the API reference's key, which covers every installed @mui version, plus this generator's
 * sources) matches the manifest.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCTS, type Product, type ProductId} from '../../../src/config/products';
import type {ApiPageData} from '../../api-reference/model';
import {analyze, type RuntimeLoader} from '../../api-reference/generate/analyze';
import {generateApiDocs, nodeRuntimeLoader, API_DOCS_DIR} from '../../api-reference/generate';
import {readManifest as readApiManifest} from '../../api-reference/generate/write';
import type {ApiDiffManifest, ProductChanges} from '../model';
import {countChanges, diffProduct} from './diff';
import {installedVersion, v7Packages} from './packages';
import {v7ApiPage} from './v7-pages';

export const API_DIFF_DIR = 'api-diff';
export const MANIFEST_FILE = 'manifest.json';
/** The v7 side's components and their props, for readers that ask about 7.x (the docs MCP server). */
export const V7_PROPS_FILE = 'v7-props.json';
/** The v7 API reference's pages (ApiPageData[], at /x/7.x/api/...), which the api-reference plugin renders. */
export const V7_PAGES_FILE = 'v7-pages.json';

export interface V7PropsEntry {
  section: string;
  name: string;
  kind: string;
  props: {name: string; type: string; defaultValue?: string; required: boolean; descriptionHtml: string}[];
}

export interface DiffOptions {
  rootDir: string;
  outDir?: string;
  force?: boolean;
  loadRuntime?: RuntimeLoader;
  products?: readonly Product[];
  now?: () => Date;
}

export interface DiffResult {
  manifest: ApiDiffManifest;
  cached: boolean;
  ms: number;
}

export function productFile(product: ProductId | string): string {
  return `${product}.json`;
}

/** This generator's own sources (the analysis it reuses is covered by the API reference's key). */
export function sourceFiles(pluginDir: string): string[] {
  const dir = path.join(pluginDir, 'generate');
  return [
    ...fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(dir, f)),
    path.join(pluginDir, 'model.ts'),
  ].sort();
}

export function computeDiffKey(apiDocsKey: string, pluginDir: string): string {
  const hash = crypto.createHash('sha256');
  hash.update(apiDocsKey + '\n');
  for (const f of sourceFiles(pluginDir)) hash.update(path.basename(f) + '\0' + fs.readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

export function readDiffManifest(outDir: string): ApiDiffManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, MANIFEST_FILE), 'utf8')) as ApiDiffManifest;
  } catch {
    return undefined;
  }
}

function readApiPages(apiDocsDir: string): ApiPageData[] {
  const manifest = readApiManifest(apiDocsDir);
  if (!manifest) throw new Error(`api-diff: no API data in ${apiDocsDir}; run npm run api:generate`);
  return manifest.pages.map((p) => JSON.parse(fs.readFileSync(path.join(apiDocsDir, p.file), 'utf8')) as ApiPageData);
}

export function generateApiDiff(options: DiffOptions): DiffResult {
  const t0 = Date.now();
  const {rootDir} = options;
  const outDir = options.outDir ?? path.join(rootDir, API_DIFF_DIR);
  const products = options.products ?? PRODUCTS;
  // The v8 side: the API reference's data (a cache hit when `npm run api:generate` ran before).
  const apiDocs = generateApiDocs({rootDir, loadRuntime: options.loadRuntime});
  const key = computeDiffKey(apiDocs.manifest.key, path.resolve(__dirname, '..'));
  const existing = readDiffManifest(outDir);
  if (
    !options.force &&
    existing?.key === key &&
    [...existing.products.map((p) => p.file), V7_PROPS_FILE, V7_PAGES_FILE].every((file) => fs.existsSync(path.join(outDir, file)))
  ) {
    return {manifest: existing, cached: true, ms: Date.now() - t0};
  }

  const v8 = readApiPages(path.join(rootDir, API_DOCS_DIR));
  const packages7 = v7Packages(rootDir, products);
  const v7 = analyze(rootDir, options.loadRuntime ?? nodeRuntimeLoader, packages7).pages;

  const tmp = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(tmp, {recursive: true, force: true});
  fs.mkdirSync(tmp, {recursive: true});
  const manifest: ApiDiffManifest = {key, generatedAt: (options.now ?? (() => new Date()))().toISOString(), products: []};
  for (const product of products) {
    const components = diffProduct({
      product,
      v7: v7.filter((p) => p.section === product.id),
      v8: v8.filter((p) => p.section === product.id),
    });
    const data: ProductChanges = {
      product: product.id as ProductId,
      from: packages7
        .filter((p) => p.section === product.id)
        .map((p) => `${p.name.replace(/-v7$/, '')}@${installedVersion(rootDir, p.name)}`),
      to: product.packages.map((p) => `${p.name}@${installedVersion(rootDir, p.name)}`),
      components,
      counts: countChanges(components),
    };
    const file = productFile(product.id);
    fs.writeFileSync(path.join(tmp, file), JSON.stringify(data));
    manifest.products.push({product: data.product, file, components: components.length, counts: data.counts});
  }
  const v7Props: V7PropsEntry[] = v7.map((p) => ({
    section: p.section,
    name: p.name,
    kind: p.kind,
    props: p.props.map(({name, type, defaultValue, required, descriptionHtml}) => ({name, type, defaultValue, required, descriptionHtml})),
  }));
  fs.writeFileSync(path.join(tmp, V7_PROPS_FILE), JSON.stringify(v7Props));
  // MUI X sections only: Material UI has no v7 alias here (its section would repeat the 8.15.0 pages).
  const v7Sections = new Set(products.map((p) => p.id as string));
  fs.writeFileSync(path.join(tmp, V7_PAGES_FILE), JSON.stringify(v7.filter((p) => v7Sections.has(p.section)).map(v7ApiPage)));
  fs.writeFileSync(path.join(tmp, MANIFEST_FILE), JSON.stringify(manifest, null, 1));
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.renameSync(tmp, outDir);
  return {manifest, cached: false, ms: Date.now() - t0};
}

export function summary(manifest: ApiDiffManifest): string {
  return manifest.products
    .map(
      (p) =>
        `${p.product} ${p.components} components (${Object.entries(p.counts)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')})`,
    )
    .join('; ');
}
