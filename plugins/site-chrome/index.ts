/**
 * site-chrome: the skip link, announcement bar, navbar, footer and the providers they share render
 * once above every route (theme/SiteChrome, placed by a theme/ThemeProvider wrapper) instead of
 * inside each page's Layout (theme/Layout, ejected); pages under `barePaths` get none (README.md).
 */
import path from 'node:path';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {SITE_CHROME_PLUGIN, type SiteChromeData} from './data';

export type SiteChromeOptions = SiteChromeData;

/** `barePaths`: site paths (`/playground`) whose pages render without the site's chrome; a stray option fails the build. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SiteChromeOptions>, SiteChromeOptions>): SiteChromeOptions {
  const sitePath = Joi.string().pattern(/^\/[^/?#]/, 'site path');
  return validate(Joi.object({id: Joi.string(), barePaths: Joi.array().items(sitePath).default([])}), options);
}

export default function siteChromePlugin(_context: LoadContext, options: SiteChromeOptions): Plugin {
  return {
    name: SITE_CHROME_PLUGIN,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({barePaths: options.barePaths} satisfies SiteChromeData);
    },
  };
}
