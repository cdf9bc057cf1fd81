/**
 * Live demo blocks. Authors write `<Demo file="./demos/Foo.tsx" />` in MDX (see README.md):
 * - the remark plugin (remark/) turns it into `<DemoBlock>` with sources, generated JS, styling
 *   variants, dependencies and lazy imports;
 * - the theme component (theme/DemoBlock) renders the toolbar, source view and live preview;
 * - this lifecycle plugin exposes the theme, compiles the Tailwind stylesheet of Tailwind variants,
 *   and creates the portal's MUI theme once so a bad palette fails the build, not a reader's page.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import remarkDemoBlocks, {type RemarkDemoBlocksOptions} from './remark';
import {demoTailwindPostcss} from './tailwind/postcss';
import {createPortalTheme} from '../../src/mui/theme';
import {demoSplitChunks, idNamedChunkFiles} from './bundling';
import {swapChunkAssetPlugin} from './chunk-asset-names';
import {DemoChunkTablePlugin, disableCssChunkLoader} from './demo-chunk-table';

export const TAILWIND_STYLESHEET = path.join(__dirname, 'tailwind', 'tailwind-demos.css');

/** Generated demo modules live with Docusaurus's own generated files (git-ignored). */
export function demoModulesDir(siteDir: string): string {
  return path.join(siteDir, '.docusaurus', 'demo-blocks');
}

/** `[remarkDemoBlocks, options]` for a docs instance's `beforeDefaultRemarkPlugins`. */
export function demoBlocksRemarkPlugin(siteDir: string): [typeof remarkDemoBlocks, RemarkDemoBlocksOptions] {
  return [remarkDemoBlocks, {siteDir, tailwindStylesheet: TAILWIND_STYLESHEET, outDir: demoModulesDir(siteDir)}];
}

export default function demoBlocksPlugin(context: LoadContext): Plugin {
  return {
    name: 'demo-blocks',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'src/mui/**/*.ts')];
    },
    async loadContent() {
      // Throws on an invalid colour or a palette entry without `main` (MUI's own checks).
      createPortalTheme();
      createPortalTheme({direction: 'rtl', dense: true});
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (config.mode === 'production' && !swapChunkAssetPlugin(config)) {
        console.warn('[demo-blocks] Docusaurus ChunkAssetPlugin not found: demo chunk names stay in the runtime');
      }
      if (config.mode === 'production' && !disableCssChunkLoader(config)) {
        throw new Error('[demo-blocks] no CSS extract plugin in the client config: demo-chunk-table.ts loads demo stylesheets in its place');
      }
      return {
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
