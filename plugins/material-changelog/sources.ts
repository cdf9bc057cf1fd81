/** Reads the installed packages' CHANGELOG.md files and links them to the API pages. */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiManifest} from '../api-reference/model';
import type {ChangelogSource} from './model';
import {documentedReleases, parseChangelog} from './parse';
import type {LinkResolver} from './inline';

export interface SourceOption {
  id: string;
  label: string;
  packageName: string;
  /** API sections whose component pages a release entry of this source may link to. */
  apiSections: string[];
}

/** Component name → API page path, for the component pages of `sections`. */
export function resolverOf(manifest: Pick<ApiManifest, 'pages'>, sections: readonly string[]): LinkResolver {
  const paths = new Map<string, string>();
  for (const page of manifest.pages) {
    if (page.kind === 'component' && sections.includes(page.section) && !paths.has(page.name)) paths.set(page.name, page.path);
  }
  return (name) => paths.get(name);
}

function packageDir(siteDir: string, packageName: string): string {
  return path.join(siteDir, 'node_modules', ...packageName.split('/'));
}

export function readSource(siteDir: string, option: SourceOption, manifest: Pick<ApiManifest, 'pages'>): ChangelogSource {
  const dir = packageDir(siteDir, option.packageName);
  const file = path.join(dir, 'CHANGELOG.md');
  if (!fs.existsSync(file)) throw new Error(`material-changelog: ${option.packageName} ships no CHANGELOG.md (${file})`);
  const {version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
  const releases = documentedReleases(parseChangelog(fs.readFileSync(file, 'utf8'), resolverOf(manifest, option.apiSections)), version);
  if (releases[0]?.version !== version) {
    throw new Error(`material-changelog: ${option.packageName}@${version}'s CHANGELOG.md has no entry for ${version}`);
  }
  return {id: option.id, label: option.label, packageName: option.packageName, installedVersion: version, releases};
}
