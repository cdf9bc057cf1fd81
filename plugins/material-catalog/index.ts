/**
 * Data for two getting-started pages, each a module only its page loads:
 * `@generated/material-catalog/default/components.json` (every Material UI component with its API
 * page and the component pages whose demos use it, per locale) and `.../platforms.json` (what the
 * installed packages' package.json declare: engines, browserslist, React peer ranges; and the
 * portal's own browserslist as a worked example).
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {DemoFacts} from '../demo-blocks/facts';
import type {ApiContent} from '../api-reference';
import {docsBySource} from '../api-reference';
import {supportedComponents} from './components';
import {installedPlatformFacts, readManifest} from './platforms';

export const COMPONENTS_FILE = 'components.json';
export const PLATFORMS_FILE = 'platforms.json';

export interface MaterialCatalogOptions {
  /** Content folder of each docs instance, by plugin id (as the API reference takes it). */
  docsDirs: Record<string, string>;
  /** Packages whose platform fields the supported-platforms page shows. */
  packages: string[];
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<MaterialCatalogOptions, MaterialCatalogOptions>): MaterialCatalogOptions {
  return validate(
    Joi.object({
      id: Joi.string(),
      docsDirs: Joi.object().pattern(Joi.string(), Joi.string()).required(),
      packages: Joi.array().items(Joi.string()).min(1).required(),
    }),
    options,
  );
}

export default function materialCatalogPlugin(context: LoadContext, options: MaterialCatalogOptions): Plugin {
  return {
    name: 'material-catalog',
    async contentLoaded({actions}) {
      const portal = readManifest(context.siteDir);
      await actions.createData(
        PLATFORMS_FILE,
        JSON.stringify({
          packages: installedPlatformFacts(context.siteDir, options.packages),
          portal: {browserslist: portal.browserslist ?? null},
        }),
      );
    },
    async allContentLoaded({allContent, actions}) {
      const api = allContent['api-reference']?.default as ApiContent | undefined;
      const facts = allContent['demo-blocks']?.default as DemoFacts | undefined;
      if (!api || !facts) throw new Error('material-catalog needs the api-reference and demo-blocks plugins');
      const docs = docsBySource(allContent as Record<string, Record<string, unknown> | undefined>, options.docsDirs);
      const rows = supportedComponents(api.manifest.pages, facts, (source) => {
        const doc = docs.get(source.split(path.sep).join('/'));
        return doc ? {title: doc.title, path: doc.permalink} : undefined;
      });
      await actions.createData(COMPONENTS_FILE, JSON.stringify(rows));
    },
  };
}
