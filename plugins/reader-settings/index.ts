/**
 * Reader settings (colour mode, direction, density): injects the pre-paint script at the top of
 * <body> (after Docusaurus's own colour script, so it wins) and a client module that keeps the
 * stored choice, the body class and the theme-color meta in sync with Docusaurus's colour mode.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getPrePaintScript} from '../../src/lib/pre-paint-script';
import {THEME_COLORS} from '../../src/lib/reader-settings';

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
