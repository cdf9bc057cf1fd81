/**
 * Where a demo's files are. The author writes a path relative to the MDX page (`./demos/Foo.tsx`);
 * a translated page under i18n/ has no demos beside it, so the same relative path is looked up in
 * the page's source folder (docs/, docs-material/ or versioned_docs/version-*).
 *
 * Styling variants are siblings named after the demo: `Foo.tsx` (system, the default),
 * `Foo.tailwind.tsx` (Tailwind CSS) and `Foo.css.tsx` (plain CSS, with its `Foo.module.css`).
 */
import path from 'node:path';
import type {CodeStyling} from '../../../src/lib/code-styling';

export type FileExists = (absolutePath: string) => boolean;

/** i18n/<locale>/<plugin folder>/<version folder>/... -> the source content folder. */
export function sourceContentDir(siteDir: string, pluginFolder: string, versionFolder: string): string | null {
  const instance = pluginFolder.replace(/^docusaurus-plugin-content-docs-?/, '');
  if (pluginFolder !== 'docusaurus-plugin-content-docs' && instance === pluginFolder) return null;
  if (versionFolder === 'current') return path.join(siteDir, instance ? `docs-${instance}` : 'docs');
  const versioned = instance ? `${instance}_versioned_docs` : 'versioned_docs';
  return path.join(siteDir, versioned, versionFolder);
}

export function resolveDemoFile(mdxPath: string, file: string, siteDir: string, exists: FileExists): string {
  const beside = path.resolve(path.dirname(mdxPath), file);
  if (exists(beside)) return beside;
  const relToSite = path.relative(siteDir, mdxPath).split(path.sep);
  if (relToSite[0] === 'i18n' && relToSite.length > 4) {
    const sourceDir = sourceContentDir(siteDir, relToSite[2]!, relToSite[3]!);
    if (sourceDir) {
      const pageDir = path.join(sourceDir, ...relToSite.slice(4, -1));
      const candidate = path.resolve(pageDir, file);
      if (exists(candidate)) return candidate;
    }
  }
  throw new Error(
    `Demo file "${file}" not found (looked beside ${mdxPath}${relToSite[0] === 'i18n' ? ' and in its source docs folder' : ''}).`,
  );
}

export const STYLING_SUFFIXES: Record<CodeStyling, string> = {system: '', tailwind: '.tailwind', css: '.css'};

/** The demo's name from its default file: `Foo.tsx` -> `Foo`. */
export function demoNameOf(entryFile: string): string {
  const base = path.basename(entryFile).replace(/\.tsx$/, '');
  if (base === path.basename(entryFile) || /\.(tailwind|css)$/.test(base)) {
    throw new Error(`A demo's file is its default (system) variant and ends in .tsx, e.g. Foo.tsx: got ${entryFile}`);
  }
  return base;
}

/** The styling variants a demo has, default first, with their files. */
export function findStylingVariants(entryFile: string, exists: FileExists): {styling: CodeStyling; file: string}[] {
  const dir = path.dirname(entryFile);
  const name = demoNameOf(entryFile);
  return (Object.keys(STYLING_SUFFIXES) as CodeStyling[])
    .map((styling) => ({styling, file: path.join(dir, `${name}${STYLING_SUFFIXES[styling]}.tsx`)}))
    .filter(({file}) => exists(file));
}

/** Where a local module goes in an exported project (under src/), without extension. */
export function exportPathOf(moduleFile: string, siteDir: string, demoDir: string): string {
  const srcDir = path.join(siteDir, 'src');
  const base = moduleFile.replace(/\.(tsx?|jsx?)$/, '');
  const rel = moduleFile.startsWith(srcDir + path.sep) ? path.relative(srcDir, base) : path.relative(demoDir, base);
  if (rel.startsWith('..')) throw new Error(`Demo module ${moduleFile} must live under src/ or beside the demo.`);
  return rel.split(path.sep).join('/');
}
