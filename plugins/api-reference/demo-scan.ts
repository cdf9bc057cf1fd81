/** File-system side of the demo links: walks the docs folders and applies demos.ts to them. */
import fs from 'node:fs';
import path from 'node:path';
import {demoBaseName, demoImports, mentionsDemo} from './demos';

/** Content folders of the docs instances, by docs plugin id. */
export const DOCS_DIRS: Record<string, string> = {default: 'docs', material: 'docs-material'};
const DEMO_FILE = /\.(tsx|jsx|ts|js)$/;
const PAGE_FILE = /\.mdx?$/;

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Scans docs/**\/demos/* imports and the pages that mention those demo files. */
export function scanDemoPages(siteDir: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const dir of Object.values(DOCS_DIRS)) {
    const files = walk(path.join(siteDir, dir));
    const pages = files.filter((f) => PAGE_FILE.test(f)).map((f) => ({file: f, text: fs.readFileSync(f, 'utf8')}));
    for (const demo of files.filter((f) => DEMO_FILE.test(f) && f.split(path.sep).includes('demos'))) {
      const used = demoImports(fs.readFileSync(demo, 'utf8'));
      if (!used.length) continue;
      const name = demoBaseName(demo);
      const mentioning = pages.filter((p) => mentionsDemo(p.text, name)).map((p) => path.relative(siteDir, p.file));
      for (const u of used) {
        const key = `${u.section}:${u.name}`;
        const list = result.get(key) ?? [];
        for (const m of mentioning) if (!list.includes(m)) list.push(m);
        result.set(key, list);
      }
    }
  }
  return result;
}

