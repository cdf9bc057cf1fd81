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
  const manifest = JSON.parse(project.files['package.json']!) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
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
  const folder = zip.folder(project.id)!;
  for (const [file, content] of Object.entries(project.files)) folder.file(file, content, {date: ZIP_DATE});
  return zip.generateAsync({type: 'nodebuffer', compression: 'DEFLATE'});
}

/** A fixed timestamp, so the same sources give a byte-identical zip on every build. */
const ZIP_DATE = new Date(Date.UTC(2025, 0, 1));

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
