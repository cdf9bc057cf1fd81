/**
 * A temporary copy of the site for build tests that run a Docusaurus command which writes into the
 * site (a version cut, write-translations): its sources, translations and generated API data, with
 * node_modules linked, so the working tree is never touched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SITE = path.resolve(__dirname, '../..');

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
  'api-docs',
  'api-diff',
  'deploy',
];

export function copySite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPY_ENTRIES) {
    const from = path.join(SITE, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(SITE, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Every file under dir, as sorted paths relative to it. */
export function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
