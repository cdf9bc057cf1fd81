/**
 * Markdown twins and llms.txt: after each locale's build, a `.md` beside every doc and API page
 * (prose, badges as words, demos as their TypeScript source, absolute links, API tables), the
 * llms.txt / llms-full.txt indexes per portal, product, version and locale, and the props of every
 * component per version for the docs MCP server (mcp/). Made from the same loaded docs, demo
 * files and API data as the HTML pages, never from the HTML. Theme: `@theme/CopyPage`, the page
 * header's "Copy page" menu.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {ApiPageData} from '../api-reference/model';
import {buildTwins, type TwinProduct} from './build-twins';
import type {DocsInstances} from './site-pages';
import {writePropsFiles} from './props-files';
import {X_BASE} from '../../src/config/site';

export interface LlmTwinsOptions {
  /** Public origin of the site (links in twins and indexes are absolute). */
  siteUrl: string;
  xInstance: string;
  materialInstance: string;
  xBase: string;
  currentVersionLabel: string;
  products: TwinProduct[];
  localeLabels: Record<string, string>;
}

export function validateOptions({validate, options}: OptionValidationContext<Partial<LlmTwinsOptions>, LlmTwinsOptions>): LlmTwinsOptions {
  return validate(
    Joi.object({
      id: Joi.string(),
      siteUrl: Joi.string().uri().required(),
      xInstance: Joi.string().default('default'),
      materialInstance: Joi.string().default('material'),
      xBase: Joi.string()
        .pattern(/^\/[^/]+$/)
        .default(X_BASE),
      currentVersionLabel: Joi.string().required(),
      products: Joi.array()
        .items(Joi.object({id: Joi.string().required(), slug: Joi.string().required(), label: Joi.string().required()}).unknown())
        .required(),
      localeLabels: Joi.object().pattern(Joi.string(), Joi.string()).required(),
    }),
    options,
  );
}

export default function llmTwinsPlugin(context: LoadContext, options: LlmTwinsOptions): Plugin {
  let docs: DocsInstances = {};
  return {
    name: 'llm-twins',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async allContentLoaded({allContent}) {
      docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsInstances;
    },
    async postBuild({outDir}) {
      const t0 = Date.now();
      // The API pages as this locale renders them (written by the api-reference plugin when it loaded).
      const allPagesFile = path.join(context.generatedFilesDir, 'api-reference', 'all-pages.json');
      const apiPages = fs.existsSync(allPagesFile)
        ? (Object.values(JSON.parse(fs.readFileSync(allPagesFile, 'utf8'))) as ApiPageData[])
        : [];
      const result = buildTwins({
        siteDir: context.siteDir,
        outDir,
        siteUrl: options.siteUrl.replace(/\/$/, ''),
        baseUrl: context.baseUrl,
        locale: context.i18n.currentLocale,
        defaultLocale: context.i18n.defaultLocale,
        localeLabels: options.localeLabels,
        docs,
        xInstance: options.xInstance,
        materialInstance: options.materialInstance,
        xBase: options.xBase,
        currentVersionLabel: options.currentVersionLabel,
        products: options.products,
        apiPages,
      });
      if (context.i18n.currentLocale === context.i18n.defaultLocale)
        writePropsFiles(context.siteDir, outDir, apiPages, options.currentVersionLabel);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      const indexBytes = result.indexes.reduce((sum, i) => sum + i.bytes, 0);
      console.log(
        `[llm-twins] ${context.i18n.currentLocale}: ${result.twins} twins (${kb(result.twinBytes)}), ${result.indexes.length} llms files (${kb(indexBytes)}) in ${((Date.now() - t0) / 1000).toFixed(1)}s`,
      );
    },
  };
}
