/**
 * Local search: @easyops-cn/docusaurus-search-local (lunr, Chinese word cutting with jieba, one
 * index per section and locale) with the portal's tuning of what goes into the index. This plugin
 * is the search plugin (its /search route, its generated constants) with its own
 * `postBuild`: the same steps as the plugin's (find the built pages, scan them, build one lunr
 * index per context, write the files the plugin's client expects), with ./documents.ts between the
 * scan and the build. Wrapping rather than post-processing the written files: Docusaurus runs all
 * plugins' postBuild at once, so a second plugin could not rely on the files being there, and the
 * documents are changed before lunr and jieba see them (no second index build).
 *
 * The ranking is the search bar's (src/lib/search/engine.ts, in its worker).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, OptionValidationContext, Plugin, Props} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {parseMarkdownFile} from '@docusaurus/utils';
import {createParseFrontMatter} from '../nav-flags/derived-title';
import {
  addApiPages,
  addPageNames,
  isUnder,
  dropCategoryCards,
  keepFirstPositions,
  maxDocumentId,
  splitByContext,
  type ApiPage,
  type DocumentLists,
  type SearchContextConfig,
  type SerializedIndex,
} from './documents';
import {readApiPage} from './api-pages';

export interface SearchTuningOptions {
  id?: string;
  /** The search plugin's own options (validated by it). */
  search: Record<string, unknown>;
  /** Routes (under the locale's base URL, no leading slash) whose pages are API references: indexed a row at a time. */
  apiRoutes: string[];
  /**
   * Routes of the kept majors (`x/7.x`): their pages stay out of the current version's index, so a v7
   * page never ranks beside (or above) its 8.15.0 twin; their docs are in their version's own index.
   */
  keptVersionRoutes: string[];
  /** Term positions kept in the index: the first per document (the plugin's own /search page marked it) or all. */
  positions: 'first' | 'all';
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchTuningOptions>, SearchTuningOptions>): SearchTuningOptions {
  const tuned = validate(
    Joi.object({
      id: Joi.string(),
      search: Joi.object().unknown(true).required(),
      apiRoutes: Joi.array()
        .items(Joi.string().pattern(/^[^/].*[^/]$|^[^/]$/, 'route without leading or trailing slash'))
        .default([]),
      keptVersionRoutes: Joi.array()
        .items(Joi.string().pattern(/^[^/].*[^/]$|^[^/]$/, 'route without leading or trailing slash'))
        .default([]),
      positions: Joi.string().valid('first', 'all').default('first'),
    }),
    options,
  );
  // The search plugin validates its part (and fills its defaults) with its own schema.
  const search = searchPlugin.validateOptions({validate, options: tuned.search});
  return {...tuned, search};
}

/** The search plugin's internals this plugin runs (0.55.3; pinned in package.json). */
interface SearchInternals {
  processPluginOptions(options: Record<string, unknown>, context: LoadContext): SearchConfig;
  processDocInfos(props: Props, config: SearchConfig): {outDir: string; paths: PagePath[]}[];
  scanDocuments(paths: PagePath[], config: SearchConfig): Promise<DocumentLists>;
  buildIndex(lists: DocumentLists, config: SearchConfig): {documents: unknown[]; index: {toJSON(): SerializedIndex}}[];
  getIndexHash(config: SearchConfig): string | null;
}

interface SearchConfig extends SearchContextConfig {
  hashed: boolean | 'filename' | 'query';
  ignoreCssSelectors: string[];
  [key: string]: unknown;
}

interface PagePath {
  filePath: string;
  url: string;
  type: 'docs' | 'page' | 'blog';
}

const pluginRequire = createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const searchPlugin = pluginRequire('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: Record<string, unknown>) => Plugin;
  // Loosely typed: its schema is its own (Joi, through the `validate` Docusaurus passes).
  validateOptions: (args: {validate: unknown; options: unknown}) => Record<string, unknown>;
};
const internals: SearchInternals = {
  processPluginOptions: pluginRequire('./dist/server/server/utils/processPluginOptions').processPluginOptions,
  processDocInfos: pluginRequire('./dist/server/server/utils/processDocInfos').processDocInfos,
  scanDocuments: pluginRequire('./dist/server/server/utils/scanDocuments').scanDocuments,
  buildIndex: pluginRequire('./dist/server/server/utils/buildIndex').buildIndex,
  getIndexHash: pluginRequire('./dist/server/server/utils/getIndexHash').getIndexHash,
};

/** The index file name with a `{dir}` slot, as the plugin's generate step names it for its client. */
function indexFileName(config: SearchConfig): string {
  const hash = config.hashed ? internals.getIndexHash(config) : null;
  return hash && config.hashed === 'filename' ? `search-index{dir}-${hash}.json` : 'search-index{dir}.json';
}

interface DocsVersion {
  contentPath: string;
  contentPathLocalized: string;
  docs: {permalink: string; title: string; source: string; frontMatter: Record<string, unknown>}[];
}

const SITE_PREFIX = '@site/';

/**
 * Every doc page's names by URL: its title and sidebar label in this locale, and in another locale
 * than the default its English title and label too (read from the English source file).
 */
async function pageNames(props: Props, context: LoadContext): Promise<Map<string, string[]>> {
  const {siteDir, i18n} = context;
  const english = i18n.currentLocale !== i18n.defaultLocale;
  const parseFrontMatter = createParseFrontMatter({siteDir, defaultLocale: i18n.defaultLocale, currentLocale: () => i18n.defaultLocale});
  const names = new Map<string, string[]>();
  const docsPlugins = props.plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs');
  for (const plugin of docsPlugins) {
    for (const version of (plugin.content as {loadedVersions: DocsVersion[]}).loadedVersions) {
      for (const doc of version.docs) {
        const list = [doc.title];
        if (typeof doc.frontMatter.sidebar_label === 'string') list.push(doc.frontMatter.sidebar_label);
        if (english && doc.source.startsWith(SITE_PREFIX)) {
          const source = path.join(siteDir, doc.source.slice(SITE_PREFIX.length));
          const englishSource = source.startsWith(version.contentPathLocalized)
            ? path.join(version.contentPath, path.relative(version.contentPathLocalized, source))
            : source;
          if (fs.existsSync(englishSource)) {
            const {frontMatter, contentTitle} = await parseMarkdownFile({
              filePath: englishSource,
              fileContent: fs.readFileSync(englishSource, 'utf8'),
              parseFrontMatter,
            });
            const title = typeof frontMatter.title === 'string' ? frontMatter.title : contentTitle;
            if (title) list.push(title);
            if (typeof frontMatter.sidebar_label === 'string') list.push(frontMatter.sidebar_label);
          }
        }
        names.set(doc.permalink, list);
      }
    }
  }
  return names;
}

export default function searchTuningPlugin(context: LoadContext, options: SearchTuningOptions): Plugin {
  const search = searchPlugin.default(context, options.search);
  const config = internals.processPluginOptions(options.search, context);
  const fileName = indexFileName(config);
  return {
    ...search,
    async postBuild(props) {
      const names = await pageNames(props, context);
      for (const version of internals.processDocInfos(props, config)) {
        const {outDir} = version;
        const route = (page: PagePath) => page.url.slice(props.baseUrl.length);
        const inKeptVersion = (page: PagePath) => options.keptVersionRoutes.some((base) => isUnder(route(page), base));
        const isApiPage = (page: PagePath) => options.apiRoutes.some((base) => isUnder(route(page), base));
        // An older version's search asks its own docs only: the site's other pages (API reference) stay
        // out of its index. The current version's index leaves the older versions' pages out (their
        // API reference, /x/7.x/api/..., is not a docs route, so it would land here).
        const paths =
          outDir === props.outDir ? version.paths.filter((p) => !inKeptVersion(p)) : version.paths.filter((p) => p.type === 'docs');
        let lists = await internals.scanDocuments(
          paths.filter((page) => !isApiPage(page)),
          config,
        );
        lists = dropCategoryCards(lists);
        lists = addPageNames(lists, names);
        const started = Date.now();
        const apiPages = new Map<string, ApiPage>();
        for (const page of paths.filter(isApiPage)) {
          apiPages.set(page.url, readApiPage(await fs.promises.readFile(page.filePath, 'utf8'), config.ignoreCssSelectors));
        }
        lists = addApiPages(lists, apiPages, maxDocumentId(lists) + 1);
        console.log(
          `[search-tuning] ${path.relative(props.siteDir, outDir) || '.'}: ${lists[0].length} pages, ${apiPages.size} API pages by row (${Date.now() - started} ms)`,
        );
        for (const [dir, contextLists] of splitByContext(lists, props.baseUrl, config)) {
          const built = internals.buildIndex(contextLists, config).map(({documents, index}) => ({
            documents,
            index: options.positions === 'first' ? keepFirstPositions(index.toJSON()) : index,
          }));
          const file = fileName.replace('{dir}', dir === '' ? '' : `-${dir.replace(/\//g, '-')}`);
          await fs.promises.writeFile(path.join(outDir, file), JSON.stringify(built), 'utf8');
        }
      }
    },
  };
}
