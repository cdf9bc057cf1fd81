/**
 * Starter projects (src/config/starters.ts): built from their demo files by the demo export, listed
 * for the getting-started pages as a data module (`@generated/starter-projects/default/starters.json`,
 * loaded only by the component that shows them) and written as `<outDir>/starters/<id>.zip`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {STARTER_PROJECTS_PATH, type StarterProjectConfig} from '../../src/config/starters';
import {buildStarterProject, summarize, zipProject, type StarterProject} from './projects';

export const STARTERS_DATA_FILE = 'starters.json';

export interface StarterProjectsOptions {
  starters: StarterProjectConfig[];
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<StarterProjectsOptions, StarterProjectsOptions>): StarterProjectsOptions {
  const starter = Joi.object({
    id: Joi.string()
      .pattern(/^[a-z0-9-]+$/)
      .required(),
    file: Joi.string().required(),
  });
  return validate(Joi.object({id: Joi.string(), starters: Joi.array().items(starter).unique('id').required()}), options);
}

export default function starterProjectsPlugin(context: LoadContext, options: StarterProjectsOptions): Plugin<StarterProject[]> {
  let projects: StarterProject[] = [];
  return {
    name: 'starter-projects',
    getPathsToWatch() {
      return options.starters.map((s) => path.join(context.siteDir, s.file));
    },
    async loadContent() {
      projects = await Promise.all(options.starters.map((s) => buildStarterProject(s, {siteDir: context.siteDir})));
      return projects;
    },
    async contentLoaded({content, actions}) {
      await actions.createData(STARTERS_DATA_FILE, JSON.stringify(content.map(summarize)));
    },
    async postBuild({outDir}) {
      const dir = path.join(outDir, STARTER_PROJECTS_PATH);
      fs.mkdirSync(dir, {recursive: true});
      for (const project of projects) fs.writeFileSync(path.join(dir, `${project.id}.zip`), await zipProject(project));
    },
  };
}
