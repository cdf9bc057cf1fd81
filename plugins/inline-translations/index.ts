/**
 * Translations compiled into the modules that show them. Docusaurus puts a locale's whole code
 * translation table (every `translate()` / `<Translate>` message of the theme, the search and the
 * portal: 5.9 KB gzip in Chinese) into the main bundle, so a reader of a text page downloads the
 * demo toolbar's and the API tables' strings too. In a translated build, each static translation
 * is written into its module in place of the English default, and the table keeps only what is
 * still looked up at run time. In every locale, the translator-only `description`s leave the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {droppableKeys, sourceFiles} from './scan';
import {escapeRegExp} from '../../src/lib/escape-regexp';

export interface InlineTranslationsOptions {
  /** Packages besides Docusaurus's own whose bundled code (`dist/`) calls `translate`. */
  packages: string[];
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<InlineTranslationsOptions>, InlineTranslationsOptions>): InlineTranslationsOptions {
  return validate(
    Joi.object({id: Joi.string(), packages: Joi.array().items(Joi.string()).default(['@easyops-cn/docusaurus-search-local'])}),
    options,
  );
}

/** Everything the bundle can take a translation from: the site's code and the installed themes. */
export function translationSourceRoots(siteDir: string, packages: readonly string[]): string[] {
  const modules = path.join(siteDir, 'node_modules');
  const docusaurus = path.join(modules, '@docusaurus');
  const docusaurusPackages = fs.existsSync(docusaurus) ? fs.readdirSync(docusaurus).map((name) => path.join(docusaurus, name, 'lib')) : [];
  return [
    path.join(siteDir, 'src'),
    path.join(siteDir, 'plugins'),
    ...docusaurusPackages,
    ...packages.map((name) => path.join(modules, name, 'dist')),
  ];
}

const TABLE_FILE = 'codeTranslations.json';

export default function inlineTranslationsPlugin(context: LoadContext, options: InlineTranslationsOptions): Plugin {
  const {siteDir, i18n, codeTranslations, generatedFilesDir} = context;
  const translated = i18n.currentLocale !== i18n.defaultLocale && Object.keys(codeTranslations).length > 0;
  const messages = translated ? codeTranslations : undefined;
  let drop: string[] = [];
  return {
    name: 'inline-translations',
    async loadContent() {
      if (!messages) return;
      const savings = droppableKeys(translationSourceRoots(siteDir, options.packages).flatMap(sourceFiles), messages);
      if (savings.dynamicIn.length) {
        console.warn(
          `[inline-translations] translations with a computed key in ${savings.dynamicIn.join(', ')}: the ${i18n.currentLocale} table stays whole`,
        );
      }
      drop = savings.droppable;
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.(m?jsx?|tsx?)$/,
              // Packages other than Docusaurus's and the search theme do not translate; of the rest,
              // the loader parses only modules that import the translation API.
              exclude: new RegExp(
                `[\\\\/]node_modules[\\\\/](?!${['@docusaurus', ...options.packages].map((name) => `${escapeRegExp(name)}[\\\\/]`).join('|')})`,
              ),
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'loader.cjs'), options: {messages: messages ?? {}}}],
            },
            ...(drop.length
              ? [
                  {
                    test: new RegExp(`${escapeRegExp(path.join(generatedFilesDir, TABLE_FILE))}$`),
                    use: [{loader: path.join(__dirname, 'table-loader.cjs'), options: {drop}}],
                  },
                ]
              : []),
          ],
        },
      };
    },
  };
}
