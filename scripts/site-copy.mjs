// @ts-check
/**
 * A temporary copy of the site, for commands that write into it or grow it (a version cut,
 * write-translations, the build projection): its sources, translations and generated API data,
 * with node_modules linked, so the working tree is never touched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a build of the site reads, besides node_modules. */
const COPY_ENTRIES = [
  'package.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebars',
  'sidebars-material.ts',
  'tsconfig.json',
  'versions.json',
  'docs',
  'docs-material',
  'versioned_docs',
  'versioned_sidebars',
  'i18n',
  'src',
  'plugins',
  'static',
  'scripts',
  'deploy',
  'api-docs',
  'api-diff',
];

/** Copies the site into a new folder of the system's temp dir named `prefix…`; returns its path. @param {string} prefix */
export function copySite(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPY_ENTRIES) {
    const from = path.join(SITE, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(SITE, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
