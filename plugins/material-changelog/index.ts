/**
 * The changelog page's data (`/discover-more/changelog`), read at build time from the installed
 * packages' own CHANGELOG.md files: the stable releases of each package's installed major line, up
 * to the installed version, newest first. Component names in an entry link to their API pages
 * (api-docs/manifest.json, written by `npm run api:generate`). Written as a data module only the
 * changelog page loads: `@generated/material-changelog/default/changelog.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {ApiManifest} from '../api-reference/model';
import type {ChangelogData} from './model';
import {readSource, type SourceOption} from './sources';

export interface MaterialChangelogOptions {
  id?: string;
  sources: SourceOption[];
}

export const CHANGELOG_DATA_FILE = 'changelog.json';

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<MaterialChangelogOptions, MaterialChangelogOptions>): MaterialChangelogOptions {
  const Source = Joi.object({
    id: Joi.string().required(),
    label: Joi.string().required(),
    packageName: Joi.string().required(),
    apiSections: Joi.array().items(Joi.string()).required(),
  });
  return validate(Joi.object({id: Joi.string(), sources: Joi.array().items(Source).min(1).unique('id').required()}), options);
}

export default function materialChangelogPlugin(context: LoadContext, options: MaterialChangelogOptions): Plugin<ChangelogData> {
  return {
    name: 'material-changelog',
    async loadContent() {
      const manifestFile = path.join(context.siteDir, 'api-docs', 'manifest.json');
      if (!fs.existsSync(manifestFile))
        throw new Error('material-changelog: api-docs/manifest.json is missing: run `npm run api:generate` first');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ApiManifest;
      return {sources: options.sources.map((source) => readSource(context.siteDir, source, manifest))};
    },
    async contentLoaded({content, actions}) {
      await actions.createData(CHANGELOG_DATA_FILE, JSON.stringify(content));
    },
  };
}
