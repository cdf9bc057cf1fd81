/**
 * Build-time code highlighting (see src/lib/code-highlight/static-tokens.ts for why):
 * - remark.ts puts each fenced block's tokens on the block (add `remarkStaticHighlight` to every
 *   MDX content plugin's `remarkPlugins`);
 * - theme-css.ts turns the site's two prism themes into the stylesheet that colours those tokens;
 * - this lifecycle plugin writes that stylesheet, loads it on every page, and keeps Prism out of the
 *   main bundle by replacing theme-classic's language-loading client module.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './theme-css';

export {default as remarkStaticHighlight} from './remark';

/** theme-classic's client module that imports Prism for `additionalLanguages`. */
export const PRISM_LANGUAGES_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

interface PrismThemeConfig {
  theme?: PrismTheme;
  darkTheme?: PrismTheme;
}

/** Validated like every local plugin's options: here there are none (the code themes come from themeConfig.prism; no options), so a stray one fails the build. */
export function validateOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({id: Joi.string()}), options);
}

export default function staticHighlightPlugin(context: LoadContext): Plugin {
  const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism?: PrismThemeConfig}).prism ?? {};
  if (!theme || !darkTheme) throw new Error('[static-highlight] themeConfig.prism needs both `theme` and `darkTheme`');
  const cssFile = path.join(context.generatedFilesDir, 'static-highlight', 'code-theme.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, codeThemeCss(theme, darkTheme));

  return {
    name: 'static-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_LANGUAGES_CLIENT_MODULE,
            path.join(__dirname, 'no-prism-languages.ts'),
          ),
        ],
      };
    },
  };
}
