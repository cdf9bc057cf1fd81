/**
 * Generated API reference: one page per exported component of every MUI X package at
 * /x/api/{product}/{kebab}, Material UI at /api/{kebab}, plus the data grid's public interfaces.
 *
 * The type analysis is its own cached step (`npm run api:generate`, see generate/); this plugin
 * only reads its JSON. loadContent regenerates when the cache key changed (a cache hit costs a few
 * ms), so a plain `docusaurus build` is never out of date. Routes are added once every plugin has
 * loaded, because the demo links need the docs plugins' permalinks and titles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {normalizeUrl} from '@docusaurus/utils';
import type {ApiManifest, ApiPageData, ApiSection} from './model';
import type {DemoFacts} from '../demo-blocks/facts';
import {demoPagesByComponent} from './demos';
import {enrichApiPage, portalPages} from './enrich';
import {API_DOCS_DIR, countsBySection, generateApiDocs} from './generate';
import {apiDataFile, serializePageData} from './page-data';
import {collapseApiRoutes} from './client-routes';
import type {ApiNavEntry} from './sidebar-links';
import {currentPathOf, keepPageLinksInVersion, linkKeptPage, readKeptVersionReferences} from './kept-versions';
import portalVersions from '../../src/config/versions.json';

export interface ApiContent {
  manifest: ApiManifest;
}

export interface ApiReferenceOptions {
  /** Content folder (site-relative) of each docs instance, by docs plugin id: demo links point at their pages. */
  docsDirs: Record<string, string>;
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ApiReferenceOptions>, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(
    Joi.object({id: Joi.string(), docsDirs: Joi.object().pattern(Joi.string(), Joi.string()).default({default: 'docs'})}),
    options,
  );
}

export interface DocLike {
  id: string;
  title: string;
  permalink: string;
  source: string;
}
type DocsContent = {loadedVersions: {versionName: string; docs: DocLike[]}[]};

/** Site-relative source file -> the current version's doc (permalink and title in this locale). */
export function docsBySource(
  allContent: Record<string, Record<string, unknown> | undefined>,
  docsDirs: Record<string, string>,
): Map<string, DocLike> {
  const map = new Map<string, DocLike>();
  const instances = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(instances)) {
    const dir = docsDirs[pluginId];
    const current = (content as DocsContent | undefined)?.loadedVersions.find((v) => v.versionName === 'current');
    if (!dir || !current) continue;
    for (const doc of current.docs) {
      // Translated docs have their source under i18n/; the id still names the original file.
      const original = doc.source.startsWith(`@site/${dir}/`) ? doc.source.slice('@site/'.length) : undefined;
      if (original) map.set(original, doc);
      for (const ext of ['.mdx', '.md']) if (!map.has(`${dir}/${doc.id}${ext}`)) map.set(`${dir}/${doc.id}${ext}`, doc);
    }
  }
  return map;
}

/**
 * Points the browser bundle at a route table where each API section is one route (client-routes.ts).
 * The aliases go first: the generic `@generated` alias would otherwise win.
 */
function collapseClientRoutes(config: {resolve?: {alias?: unknown}}, context: LoadContext, pageCount: number): void {
  const dir = context.generatedFilesDir;
  const routesJs = fs.readFileSync(path.join(dir, 'routes.js'), 'utf8');
  const chunkNames = JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;
  const result = collapseApiRoutes(routesJs, chunkNames, context.baseUrl);
  if (result.collapsed !== pageCount) {
    console.warn(
      `[api-reference] kept the full client route table: folded ${result.collapsed} of ${pageCount} API routes (routes.js format changed?)`,
    );
    return;
  }
  const out = path.join(dir, 'api-reference');
  fs.mkdirSync(out, {recursive: true});
  const routesFile = path.join(out, 'client-routes.js');
  const chunkNamesFile = path.join(out, 'client-routesChunkNames.json');
  fs.writeFileSync(routesFile, result.routesJs);
  fs.writeFileSync(chunkNamesFile, JSON.stringify(result.chunkNames));
  config.resolve ??= {};
  const existing = (config.resolve.alias ?? {}) as Record<string, unknown>;
  config.resolve.alias = {'@generated/routes$': routesFile, '@generated/routesChunkNames$': chunkNamesFile, ...existing};
}

export default function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): Plugin {
  const {siteDir} = context;
  // pagePath -> page data of this locale; the server render reads it, postBuild writes it out.
  let pagesByPath = new Map<string, ApiPageData>();
  const allPagesFile = path.join(context.generatedFilesDir, 'api-reference', 'all-pages.json');
  const pageSource = (file: string) => path.resolve(__dirname, 'page-source', file);
  return {
    name: 'api-reference',

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [path.join(siteDir, API_DOCS_DIR, 'manifest.json')];
    },

    async loadContent(): Promise<ApiContent> {
      const {manifest, cached, ms} = generateApiDocs({rootDir: siteDir});
      if (!cached)
        console.log(
          `[api-reference] type analysis ran inside the build (${(ms / 1000).toFixed(1)}s); run \`npm run api:generate\` first to cache it`,
        );
      return {manifest};
    },

    async allContentLoaded({allContent, actions}) {
      const content = allContent['api-reference']?.default as ApiContent | undefined;
      if (!content) return;
      const {manifest} = content;
      const docs = docsBySource(allContent as Record<string, Record<string, unknown> | undefined>, options.docsDirs);
      // Published by the demo-blocks plugin (no demos plugin: no demo links).
      const facts = allContent['demo-blocks']?.default as DemoFacts | undefined;
      const demoPages = facts ? demoPagesByComponent(facts) : new Map<string, string[]>();
      pagesByPath = new Map();
      const navs = new Map<ApiSection, string>();
      const navOf = (pages: readonly Pick<ApiPageData, 'name' | 'path' | 'kind' | 'plan'>[]) =>
        JSON.stringify(
          pages
            .map((p): ApiNavEntry => ({name: p.name, path: p.path, kind: p.kind, plan: p.plan}))
            .sort((a, b) => a.name.localeCompare(b.name, 'en')),
        );
      for (const section of new Set(manifest.pages.map((p) => p.section))) {
        navs.set(section, await actions.createData(`api-nav-${section}.json`, navOf(manifest.pages.filter((p) => p.section === section))));
      }
      // A kept major's reference (v7 at /x/7.x/api/...): its own pages and navigation per section.
      const kept = readKeptVersionReferences(siteDir, portalVersions);
      const keptNavs = new Map<string, string>();
      for (const ref of kept) {
        for (const section of new Set(ref.pages.map((p) => p.section))) {
          const file = `api-nav-${ref.pathPrefix}-${section}.json`;
          keptNavs.set(
            `${ref.pathPrefix}:${section}`,
            await actions.createData(file, navOf(ref.pages.filter((p) => p.section === section))),
          );
        }
      }
      const generated = manifest.pages.map(
        (entry) => JSON.parse(fs.readFileSync(path.join(siteDir, API_DOCS_DIR, entry.file), 'utf8')) as ApiPageData,
      );
      const localePrefix = context.baseUrl.replace(/\/$/, '');
      const linkTargets = portalPages(siteDir, docs.values(), localePrefix, generated);
      const currentPaths = new Set(generated.map((p) => p.path));
      const currentLabel = portalVersions[0]!.label;
      // Current page path -> its twins in the kept versions (a link back from the 8.15.0 page).
      const olderVersions = new Map<string, {label: string; path: string}[]>();
      for (const ref of kept) {
        const keptPaths = new Set(ref.pages.map((p) => p.path));
        for (const keptPage of ref.pages) {
          const currentPath = currentPathOf(keptPage.path, ref.pathPrefix);
          if (currentPaths.has(currentPath))
            olderVersions.set(currentPath, [...(olderVersions.get(currentPath) ?? []), {label: ref.label, path: keptPage.path}]);
          const page = linkKeptPage(
            keepPageLinksInVersion(enrichApiPage(keptPage, linkTargets, localePrefix), localePrefix, ref.pathPrefix, keptPaths),
            ref,
            currentPaths,
            currentLabel,
          );
          pagesByPath.set(page.path, page);
          actions.addRoute({
            path: normalizeUrl([context.baseUrl, page.path]),
            component: '@theme/ApiPage',
            exact: true,
            modules: {nav: keptNavs.get(`${ref.pathPrefix}:${page.section}`)!},
          });
        }
      }
      for (const generatedPage of generated) {
        const page = enrichApiPage(generatedPage, linkTargets, localePrefix);
        const older = olderVersions.get(page.path);
        if (older) page.olderVersions = older;
        const demos = (demoPages.get(`${page.section}:${page.name}`) ?? [])
          .map((source) => docs.get(source.split(path.sep).join('/')))
          .filter((d): d is DocLike => Boolean(d))
          .map((d) => ({title: d.title, path: d.permalink}));
        if (demos.length) page.demos = demos;
        pagesByPath.set(page.path, page);
        // No per-page module: every route of a section shares one registry entry (see page-data.ts).
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, page.path]),
          component: '@theme/ApiPage',
          exact: true,
          modules: {nav: navs.get(page.section)!},
        });
      }
      fs.mkdirSync(path.dirname(allPagesFile), {recursive: true});
      fs.writeFileSync(allPagesFile, JSON.stringify(Object.fromEntries(pagesByPath)));
      const counts = Object.entries(countsBySection(manifest))
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
      const keptCounts = kept.map((ref) => `, ${ref.label}: ${ref.pages.length}`).join('');
      console.log(`[api-reference] ${context.i18n.currentLocale}: ${manifest.pages.length} API pages (${counts})${keptCounts}`);
    },

    configureWebpack(config, isServer) {
      // The browser bundle of a production build fetches page data; the server render and the
      // dev server (no build output to fetch) read it all from the generated file.
      const bundled = isServer || process.env.NODE_ENV !== 'production';
      if (!bundled) collapseClientRoutes(config, context, pagesByPath.size);
      return {
        resolve: {
          alias: {
            '@api-reference/page-source': pageSource(bundled ? 'server.ts' : 'client.ts'),
            '@api-reference/all-pages': allPagesFile,
          },
        },
      };
    },

    async postBuild({outDir}) {
      for (const [pagePath, page] of pagesByPath) {
        const file = path.join(outDir, apiDataFile(pagePath));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, serializePageData(page));
      }
    },
  };
}
