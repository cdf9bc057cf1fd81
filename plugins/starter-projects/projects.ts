/**
 * Starter projects: a demo file run through the demo export (generate/build-demo.ts for the pinned
 * dependencies and shipped local modules, export/project.ts for the Vite project), in its
 * TypeScript variant, zipped the way the demo toolbar's "Download project" zips a demo.
 */
import path from 'node:path';
import JSZip from 'jszip';
import {buildDemo, type BuildContext} from '../demo-blocks/generate/build-demo';
import {buildProjectFiles, type ProjectFiles} from '../demo-blocks/export/project';
import type {StarterProjectConfig} from '../../src/config/starters';

export interface StarterProject {
  id: string;
  /** The demo's name (its file name), also the page's anchor for its live preview. */
  demoName: string;
  files: ProjectFiles;
}

/** What a page lists about a starter: no file contents, only names and versions. */
export interface StarterSummary {
  id: string;
  demoName: string;
  files: string[];
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

export async function buildStarterProject(config: StarterProjectConfig, context: BuildContext): Promise<StarterProject> {
  const demo = await buildDemo(path.join(context.siteDir, config.file), 0, context);
  // The default styling variant: the first one the demo has (a starter has exactly one).
  const variant = demo.variants[0];
  if (!variant) throw new Error(`Starter project ${config.id}: no demo file at ${config.file}`);
  return {id: config.id, demoName: demo.name, files: buildProjectFiles(demo, variant, 'TS')};
}

export function summarize(project: StarterProject): StarterSummary {
  const manifest = JSON.parse(project.files['package.json']!) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  return {
    id: project.id,
    demoName: project.demoName,
    files: Object.keys(project.files).sort(),
    dependencies: manifest.dependencies,
    devDependencies: manifest.devDependencies,
  };
}

/** The zip a reader downloads: one folder named after the project, as the demo toolbar's download. */
export async function zipProject(project: StarterProject): Promise<Buffer> {
  const zip = new JSZip();
  // Folder entries are added by hand with the fixed date: the ones JSZip creates on its own carry
  // the current time, so two builds more than two seconds apart would give different bytes.
  const paths = Object.keys(project.files).sort();
  for (const folder of folderPaths(project.id, paths)) zip.file(folder, null, {dir: true, date: ZIP_DATE, createFolders: false});
  for (const file of paths) zip.file(`${project.id}/${file}`, project.files[file]!, {date: ZIP_DATE, createFolders: false});
  return zip.generateAsync({type: 'nodebuffer', compression: 'DEFLATE'});
}

/** A fixed timestamp, so the same sources give a byte-identical zip on every build. */
export const ZIP_DATE = new Date(Date.UTC(2025, 0, 1));

/** The project folder and every folder under it that holds a file, parents first. */
function folderPaths(root: string, files: string[]): string[] {
  const folders = new Set<string>([`${root}/`]);
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    parts.forEach((_, i) => folders.add(`${root}/${parts.slice(0, i + 1).join('/')}/`));
  }
  return [...folders].sort();
}

/** The files of a zip made by zipProject, by path inside the project folder. */
export async function unzipProject(data: Buffer): Promise<ProjectFiles> {
  const zip = await JSZip.loadAsync(data);
  const files: ProjectFiles = {};
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    files[entry.name.split('/').slice(1).join('/')] = await entry.async('string');
  }
  return files;
}
