/**
 * Light navigation: what costs a page switch far more on this portal's heavy pages than on a plain
 * Docusaurus site (each measured with `npm run bench:profile-switch`), and what this plugin does:
 *
 * - nprogress, the bar shown when a switch takes over 200 ms, reads `offsetWidth` on every step to
 *   restart its CSS transition: a forced layout of the whole page, once of the page being left and
 *   once of the new page before it paints (~135 ms at 4x CPU on a Data Grid page). `nprogress` is
 *   resolved to client/progress-bar.ts: the same bar and API, animated without reading layout.
 * - DocCard tests each card's label for a leading emoji with `/^\p{RGI_Emoji}$/v`, which the build
 *   turns into `RegExp(...)` built on every call; compiling that property class is ~100 ms at 4x CPU
 *   on a category page. `emojiUtils` is resolved to client/leading-emoji.ts: the same answers, the
 *   expression built once and only for labels that can start with an emoji.
 * - core's PendingNavigation: a pushed URL re-renders the whole page being left (every route and
 *   Link reads the router's context) in the click's own task, before the next page's chunks have
 *   even been requested, and the new page comes in a second render. It is resolved to
 *   client/pending-navigation.tsx: links load the chunks first and push after
 *   (client/load-before-navigating.ts), and a loaded page renders in one pass.
 * - a long page then renders and lays out all of its content before its first frame: the remark
 *   plugin (remark/) puts what follows the first screen into `<PageRest>` (theme/PageRest), which
 *   a link navigation renders in the frame after.
 * - and the page being left is unmounted in the same commit as the new page is mounted: on a Data
 *   Grid page that is thousands of elements and several grids' effects (~25 ms at 4x CPU) before
 *   the new page's first frame. theme/PageHandover (around DocRoot's main column) keeps it, hidden,
 *   until that frame has painted.
 * - a click on a closed sidebar category's link opened it at once, animating its height: the
 *   click's task rendered its entries and the transition laid the sidebar out on every frame while
 *   the new page loaded and rendered (~55 ms at 4x CPU). theme/DocSidebarItem/Category (ejected)
 *   lets the new page open it in the render that shows the page, mounted open.
 * - React Router's `<Link>` reads the router's context, so every link on the page (sidebar, footer,
 *   content, the page being left) rendered again on each switch, and Docusaurus's `<Link>` set up a
 *   new in-view watch for each. `@docusaurus/Link` is resolved to client/link.tsx: core's Link,
 *   with links to absolute paths navigating through the history (client/history-link.ts) instead.
 * - React Router's `<Route>` hands its component new props on every render, and React 19 schedules
 *   every reader of the router's context below a changed provider, so the page being left (kept by
 *   PageHandover under its own location) still rendered again in full (~55 of ~225 ms of the
 *   switch's render, profiling build). `@docusaurus/renderRoutes` is resolved to
 *   client/render-routes.tsx: route components skip a render with equal props (client/route-props.ts).
 * - theme-classic hands every sidebar entry the new active path: theme/DocSidebarItem memoizes
 *   them, and only the entries holding the page left or the page shown render again
 *   (client/sidebar-item-update.ts).
 * - each page's Layout rendered the navbar and footer, so a switch to another top-level route (a
 *   guide to an API page) mounted them again (~75 of ~150 ms of that render). The chrome and its
 *   providers render once above every route (theme/SiteChrome, through a ThemeProvider wrapper;
 *   theme/Layout, ejected, keeps the rest; bare pages such as /playground, the `barePaths`
 *   option, get none), and PageHandover also keeps the top-level route left for a frame.
 * - each prefetch (one per link that scrolls into view) scanned the ~1,300-entry chunk-name table
 *   with a regular expression per matched route: core's client/docusaurus.js is resolved to
 *   client/docusaurus.ts, which looks them up in an index built once (client/route-chunk-index.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {LIGHT_NAVIGATION_PLUGIN, type LightNavigationData} from './data';

export {default as remarkPageRest} from './remark';

export type LightNavigationOptions = LightNavigationData;

/** `barePaths`: site paths (`/playground`) whose pages render without the site's chrome; a stray option fails the build. */
export function validateOptions({validate, options}: OptionValidationContext<Partial<LightNavigationOptions>, LightNavigationOptions>): LightNavigationOptions {
  const sitePath = Joi.string().pattern(/^\/[^/?#]/, 'site path');
  return validate(Joi.object({id: Joi.string(), barePaths: Joi.array().items(sitePath).default([])}), options);
}

/**
 * Aliases that replace a package's own module with `replacement`: the importer's relative import is
 * seen by the resolver without extension, other imports with it. Throws when the module is gone
 * (after an upgrade), naming what to compare.
 */
function replaceModule(file: string, replacement: string, checkAfterUpgrade: string): Record<string, string> {
  if (!fs.existsSync(`${file}.js`)) throw new Error(`light-navigation: ${file}.js is gone; ${checkAfterUpgrade} after the Docusaurus upgrade`);
  const target = path.resolve(__dirname, replacement);
  return {[file]: target, [`${file}.js`]: target};
}

/** core's client module, as App.js imports it (`./PendingNavigation`). */
const pendingNavigationFile = () => path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'PendingNavigation');

/** core's `window.docusaurus` (prefetch and preload), as clientEntry imports it (`./docusaurus`). */
const docusaurusClientFile = () => path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'docusaurus');

/** theme-common's module, as its `internal` entry imports it. The package exports no subpaths: its lib/ folder comes from the main entry. */
const emojiUtilsFile = () => path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'emojiUtils');

/**
 * The bundler's persistent cache keeps module resolutions across builds and is evicted only when its
 * build dependencies change, which do not include a plugin's aliases: a build after an alias was
 * added would still bundle the module it replaces. This file holds the aliases, so it joins them.
 */
function evictCacheWithThisFile(config: {cache?: unknown; experiments?: unknown}): void {
  const rspack = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache?.buildDependencies;
  const webpack = (config.cache as {buildDependencies?: {config?: string[]}} | undefined)?.buildDependencies?.config;
  for (const list of [rspack, webpack]) if (Array.isArray(list)) list.push(__filename);
}

export default function lightNavigationPlugin(_context: LoadContext, options: LightNavigationOptions): Plugin {
  const replaced = {
    ...replaceModule(emojiUtilsFile(), 'client/leading-emoji.ts', "check DocCard's emoji test"),
    ...replaceModule(pendingNavigationFile(), 'client/pending-navigation.tsx', "compare client/pending-navigation.tsx with core's"),
    ...replaceModule(docusaurusClientFile(), 'client/docusaurus.ts', "compare client/docusaurus.ts with core's client/docusaurus.js"),
  };
  return {
    name: LIGHT_NAVIGATION_PLUGIN,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({barePaths: options.barePaths} satisfies LightNavigationData);
    },
    configureWebpack(config) {
      evictCacheWithThisFile(config);
      return {
        resolve: {
          alias: {
            nprogress$: path.resolve(__dirname, 'client/progress-bar.ts'),
            // Replaces core's own alias of the same name (plugins' aliases are merged after core's).
            '@docusaurus/Link': path.resolve(__dirname, 'client/link.tsx'),
            '@docusaurus/renderRoutes': path.resolve(__dirname, 'client/render-routes.tsx'),
            ...replaced,
          },
        },
      };
    },
  };
}
