/**
 * Live demo blocks. Authors write `<Demo file="./demos/Foo.tsx" />` in MDX (see README.md):
 * - the remark plugin (remark/) turns it into `<DemoBlock>` with sources, generated JS, styling
 *   variants, dependencies and lazy imports;
 * - the theme component (theme/DemoBlock) renders the toolbar, source view and live preview;
 * - this lifecycle plugin exposes the theme (DemoBlock, and DemoThemeProvider for a site to swizzle),
 *   compiles the Tailwind stylesheet of Tailwind variants, and publishes the demo facts (facts.ts:
 *   which page shows which demo, what each imports) as its content for other plugins.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import remarkDemoBlocks, {type RemarkDemoBlocksOptions} from './remark';
import {demoTailwindPostcss} from './tailwind/postcss';
import {scanDemoFacts, type DemoFacts} from './facts';
import {demoSplitChunks, idNamedChunkFiles, importsOfDemoModules} from './bundling';
import {swapChunkAssetPlugin} from './chunk-asset-names';
import {DemoChunkTablePlugin, disableCssChunkLoader} from './demo-chunk-table';
import {versionAliasRules} from './version-aliases';
import {VERSION_PACKAGE_ALIASES} from '../../src/config/version-packages';

export const TAILWIND_STYLESHEET = path.join(__dirname, 'tailwind', 'tailwind-demos.css');

/** Generated demo modules live with Docusaurus's own generated files (git-ignored). */
export function demoModulesDir(siteDir: string): string {
  return path.join(siteDir, '.docusaurus', 'demo-blocks');
}

/** `[remarkDemoBlocks, options]` for a docs instance's `beforeDefaultRemarkPlugins`. */
export function demoBlocksRemarkPlugin(siteDir: string): [typeof remarkDemoBlocks, RemarkDemoBlocksOptions] {
  return [remarkDemoBlocks, {siteDir, tailwindStylesheet: TAILWIND_STYLESHEET, outDir: demoModulesDir(siteDir)}];
}

export interface DemoBlocksOptions {
  /** Site-relative folders of the docs instances whose pages use `<Demo>`. */
  docsDirs: string[];
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<DemoBlocksOptions>, DemoBlocksOptions>): DemoBlocksOptions {
  return validate(Joi.object({id: Joi.string(), docsDirs: Joi.array().items(Joi.string()).min(1).default(['docs'])}), options);
}

export default function demoBlocksPlugin(context: LoadContext, options: DemoBlocksOptions): Plugin<DemoFacts> {
  return {
    name: 'demo-blocks',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client/reader-moved')];
    },
    getPathsToWatch() {
      return options.docsDirs.map((dir) => path.join(context.siteDir, dir, '**/*.{md,mdx,tsx}'));
    },
    async loadContent() {
      return scanDemoFacts(context.siteDir, options.docsDirs);
    },
    configureWebpack(config, isServer, utils) {
      if (isServer)
        return {plugins: [new utils.currentBundler.instance.IgnorePlugin(importsOfDemoModules(demoModulesDir(context.siteDir)))]};
      // Demos of a kept version (v7) run that version's packages, installed under npm aliases.
      const versionRules = versionAliasRules(context.siteDir, demoModulesDir(context.siteDir), VERSION_PACKAGE_ALIASES);
      if (config.mode === 'production' && !swapChunkAssetPlugin(config)) {
        console.warn('[demo-blocks] Docusaurus ChunkAssetPlugin not found: demo chunk names stay in the runtime');
      }
      if (config.mode === 'production' && !disableCssChunkLoader(config)) {
        throw new Error(
          '[demo-blocks] no CSS extract plugin in the client config: demo-chunk-table.ts loads demo stylesheets in its place',
        );
      }
      return {
        module: {rules: versionRules},
        optimization: {splitChunks: demoSplitChunks(config.optimization?.splitChunks)},
        ...(config.mode === 'production' ? {output: idNamedChunkFiles(config.output), plugins: [new DemoChunkTablePlugin()]} : {}),
      };
    },
    configurePostCss(options) {
      options.plugins.push(demoTailwindPostcss(TAILWIND_STYLESHEET));
      return options;
    },
  };
}
