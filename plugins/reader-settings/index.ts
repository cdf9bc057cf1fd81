/**
 * Reader settings (colour mode, direction, density): injects the pre-paint script at the top of
 * <body> (after Docusaurus's own colour script, so it wins) and a client module that keeps the
 * stored choice, the body class and the theme-color meta in sync with Docusaurus's colour mode.
 */
import path from 'node:path';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {getPrePaintScript} from '../../src/lib/pre-paint-script';
import {THEME_COLORS} from '../../src/lib/reader-settings';

/** Validated like every local plugin's options: here there are none (the settings and their colours live in src/lib/reader-settings.ts; no options), so a stray one fails the build. */
export function validateOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({id: Joi.string()}), options);
}

export default function readerSettingsPlugin(context: LoadContext): Plugin {
  return {
    name: 'reader-settings',
    getClientModules() {
      return [path.resolve(__dirname, './client')];
    },
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'meta', attributes: {name: 'theme-color', content: THEME_COLORS.light}}],
        preBodyTags: [{tagName: 'script', innerHTML: getPrePaintScript(context.siteStorage.namespace)}],
      };
    },
  };
}
