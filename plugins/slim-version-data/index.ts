/**
 * Keeps the version data every doc page loads to what pages use: a doc's description stays only
 * where a doc card shows it (keep.ts), entries keep only their id, and the rest is left out of the
 * bundle (slim.ts, through a loader on the docs plugin's route props). The descriptions still reach
 * search engines and social cards: those come from each page's own metadata, not from the version data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {docsShownAsCards, versionKey, type LoadedVersionLike} from './keep';
import {escapeRegExp} from '../../src/lib/escape-regexp';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** A page lists its category's items as cards. */
const CARD_LIST = /<DocCardList\b/;

/** Validated like every local plugin's options: here there are none (no options), so a stray one fails the build. */
export function validateOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({id: Joi.string()}), options);
}

export default function slimVersionDataPlugin(context: LoadContext): Plugin {
  const keep: Record<string, string[]> = {};
  const resolveSource = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
  const listsCards = (source: string) => {
    const file = resolveSource(source);
    return fs.existsSync(file) && CARD_LIST.test(fs.readFileSync(file, 'utf8'));
  };
  return {
    name: 'slim-version-data',
    async allContentLoaded({allContent}) {
      const instances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, {loadedVersions?: LoadedVersionLike[]}>;
      for (const [pluginId, content] of Object.entries(instances)) {
        for (const version of content.loadedVersions ?? []) {
          keep[versionKey(pluginId, version.versionName)] = docsShownAsCards(version, listsCards);
        }
      }
    },
    configureWebpack() {
      const propsDir = path.join(context.generatedFilesDir, DOCS_PLUGIN);
      return {
        module: {
          rules: [
            {
              test: new RegExp(`^${escapeRegExp(propsDir)}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`),
              use: [{loader: path.join(__dirname, 'loader.cjs'), options: {keep}}],
            },
          ],
        },
      };
    },
  };
}
