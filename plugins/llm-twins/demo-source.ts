/**
 * The TypeScript a demo's source view shows: the file as written, with repository paths of local
 * modules (`@site/src/demo-data/x`) rewritten to the relative paths the source view and the
 * exported project use. Built from demo-blocks' own helpers without its JS and token generation,
 * which the twins do not need; the build test holds it equal to demo-blocks' `buildDemo` output.
 */
import fs from 'node:fs';
import path from 'node:path';
import {collectImports} from '../demo-blocks/generate/imports';
import {demoNameOf, exportPathOf} from '../demo-blocks/generate/paths';
import {rewriteLocalImports} from '../demo-blocks/export/project';
import type {DemoLocalModule} from '../demo-blocks/types';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function demoShownSource(entryFile: string, siteDir: string): {name: string; ts: string} {
  const original = fs.readFileSync(entryFile, 'utf8');
  const modules: DemoLocalModule[] = [];
  for (const {specifier} of collectImports(original, entryFile)) {
    if (!specifier.startsWith('@site/')) continue;
    const base = path.join(siteDir, specifier.slice('@site/'.length));
    const resolved = EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (!resolved) continue;
    modules.push({specifier, exportPath: exportPathOf(resolved, siteDir, path.dirname(entryFile)), tsExtension: '.ts', ts: '', js: ''});
  }
  return {name: demoNameOf(entryFile), ts: rewriteLocalImports(original, modules)};
}
