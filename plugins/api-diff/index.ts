/**
 * API change tables of the v7 -> v8 migration guides. The comparison is its own cached step
 * (`npm run api:diff`, see generate/); this plugin only makes sure its output exists before the
 * pages that import it are bundled (a cache hit costs a few ms) and provides the theme component
 * `@theme/ApiChangeTable`. A guide imports its product's data and renders it:
 *
 *   import ApiChangeTable from '@theme/ApiChangeTable';
 *   import changes from '@site/api-diff/data-grid.json';
 *   <ApiChangeTable changes={changes} open={['DataGrid']} />
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {API_DIFF_DIR, MANIFEST_FILE, generateApiDiff, summary} from './generate';

/** Validated like every local plugin's options: there are none (the packages compared are in generate/), so a stray one fails the build. */
export function validateOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({id: Joi.string()}), options);
}

export default function apiDiffPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'api-diff',

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [path.join(siteDir, API_DIFF_DIR, MANIFEST_FILE)];
    },

    async loadContent() {
      const {manifest, cached, ms} = generateApiDiff({rootDir: siteDir});
      if (!cached)
        console.log(
          `[api-diff] compared the v7 and v8 packages inside the build (${(ms / 1000).toFixed(1)}s); run \`npm run api:diff\` first to cache it`,
        );
      else console.log(`[api-diff] ${summary(manifest)}`);
    },
  };
}
