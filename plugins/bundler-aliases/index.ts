/**
 * Build-time helpers shared by the plugins that take over a Docusaurus module with a bundler alias
 * (progress-bar, leading-emoji, load-before-navigating, history-link, route-memo,
 * route-chunk-index). Not a Docusaurus plugin itself: nothing registers it in the config.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Aliases that replace a package's own module `file` (a path without extension) with
 * `replacement` (relative to `pluginDir`): the importer's relative import is seen by the resolver
 * without extension, other imports with it. Throws when the module is gone (after an upgrade),
 * naming the plugin and what to compare.
 */
export function replaceModule(file: string, replacement: string, checkAfterUpgrade: string, pluginDir: string): Record<string, string> {
  if (!fs.existsSync(`${file}.js`))
    throw new Error(`${path.basename(pluginDir)}: ${file}.js is gone; ${checkAfterUpgrade} after the Docusaurus upgrade`);
  const target = path.resolve(pluginDir, replacement);
  return {[file]: target, [`${file}.js`]: target};
}

/** A module of `@docusaurus/core`'s browser runtime (`lib/client/<name>`), as its siblings import it (`./<name>`). */
export const coreClientFile = (name: string): string =>
  path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', name);

/**
 * The bundler's persistent cache keeps module resolutions across builds and is evicted only when its
 * build dependencies change, which do not include a plugin's aliases: a build after an alias was
 * added would still bundle the module it replaces. `aliasFile`, the plugin file that holds the
 * aliases, joins them.
 */
export function evictCacheWith(config: {cache?: unknown; experiments?: unknown}, aliasFile: string): void {
  const rspack = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache?.buildDependencies;
  const webpack = (config.cache as {buildDependencies?: {config?: string[]}} | undefined)?.buildDependencies?.config;
  for (const list of [rspack, webpack]) if (Array.isArray(list)) list.push(aliasFile);
}
