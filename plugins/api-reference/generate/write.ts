/** Writes the analysis as api-docs/manifest.json + api-docs/{section}/{slug}.json, atomically. */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiManifest, ApiPageData} from '../model';
import type {AnalyzeResult} from './analyze';

export const MANIFEST_FILE = 'manifest.json';

export function pageFile(page: Pick<ApiPageData, 'section' | 'slug'>): string {
  return `${page.section}/${page.slug}.json`;
}

export function writeApiDocs(outDir: string, key: string, result: AnalyzeResult, now: Date): ApiManifest {
  const tmp = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(tmp, {recursive: true, force: true});
  const manifest: ApiManifest = {
    key,
    generatedAt: now.toISOString(),
    pages: result.pages.map((p) => ({
      section: p.section,
      kind: p.kind,
      name: p.name,
      slug: p.slug,
      path: p.path,
      plan: p.plan,
      file: pageFile(p),
    })),
    skipped: result.skipped,
  };
  for (const page of result.pages) {
    const file = path.join(tmp, pageFile(page));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, JSON.stringify(page));
  }
  fs.writeFileSync(path.join(tmp, MANIFEST_FILE), JSON.stringify(manifest, null, 1));
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.renameSync(tmp, outDir);
  return manifest;
}

export function readManifest(outDir: string): ApiManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, MANIFEST_FILE), 'utf8')) as ApiManifest;
  } catch {
    return undefined;
  }
}
