/**
 * Remark plugin: `<Demo file="./demos/Foo.tsx" height={320} />` in MDX becomes
 * `<DemoBlock demo={...} />` with the demo's sources, generated JS, variants and lazy imports, and
 * the page imports `@theme/DemoBlock`. Pages without `<Demo>` are left untouched (and load no demo
 * code at all).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import {buildDemo, type BuildContext} from '../generate/build-demo';
import {emitDemoModule} from '../generate/emit';
import {writeContentNamed} from '../generate/write-once';
import {resolveDemoFile} from '../generate/paths';
import {versionModulesDir} from '../version-aliases';
import {docsVersionOfPath, VERSION_PACKAGE_ALIASES} from '../../../src/config/version-packages';
import {attributeText, demoHeightPx, findDemoNodes, type Node, type VFileLike} from './demo-nodes';

import {DEFAULT_DEMO_HEIGHT_PX, DEMO_BLOCK_COMPONENT, DEMO_TAG} from './demo-nodes';

export {DEFAULT_DEMO_HEIGHT_PX, DEMO_BLOCK_COMPONENT, DEMO_TAG};

export interface RemarkDemoBlocksOptions {
  siteDir: string;
  tailwindStylesheet: string;
  /** Where the generated demo modules are written (git-ignored, rebuilt every build). */
  outDir: string;
  /** For tests: replaces the file system and installed versions. */
  context?: Partial<BuildContext>;
}

function parseEstree(code: string) {
  return parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
}

/** Writes the generated module (only when its content changed, so watchers stay calm). */
function writeDemoModule(outDir: string, name: string, code: string): string {
  return writeContentNamed(outDir, name, '.js', code);
}

function where(file: string, node: Node): string {
  return node.position ? `${file}:${node.position.start.line}:${node.position.start.column}` : file;
}

export default function remarkDemoBlocks(options: RemarkDemoBlocksOptions) {
  return async function transformer(tree: Node, vfile: VFileLike): Promise<void> {
    const demoNodes = findDemoNodes(tree);
    if (demoNodes.length === 0) return;
    const mdxPath = vfile.path ?? vfile.history?.[vfile.history.length - 1];
    if (!mdxPath) throw new Error('remark-demo-blocks needs the path of the MDX file.');
    // Docusaurus builds one locale at a time and names it here; demos with a message table for it
    // run and show their own strings translated (messages/).
    const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
    const context: BuildContext = {
      siteDir: options.siteDir,
      ...(locale ? {locale: {name: locale, outDir: options.outDir}} : {}),
      ...options.context,
    };
    const exists = context.exists ?? ((f: string) => fs.existsSync(f));
    const names = new Set<string>();
    const imports: string[] = [];

    for (const [index, node] of demoNodes.entries()) {
      const file = attributeText(node, 'file');
      if (!file) throw new Error(`<${DEMO_TAG}> needs a file attribute, e.g. file="./demos/Foo.tsx" (${where(mdxPath, node)})`);
      const heightPx = demoHeightPx(node);
      if (!Number.isFinite(heightPx) || heightPx <= 0) {
        throw new Error(
          `<${DEMO_TAG}> height must be a positive number of pixels, got "${attributeText(node, 'height')}" (${where(mdxPath, node)})`,
        );
      }
      const entry = resolveDemoFile(mdxPath, file, options.siteDir, exists);
      // A kept version's demo runs that version's packages: its modules go where the bundler
      // resolves the public names to them (version-aliases.ts), and its export pins their versions.
      const version = docsVersionOfPath(path.relative(options.siteDir, entry));
      const pageVersion = docsVersionOfPath(path.relative(options.siteDir, mdxPath));
      if (version !== pageVersion) {
        throw new Error(`A demo runs the packages of its own docs version: ${entry} is not in the version of ${where(mdxPath, node)}.`);
      }
      const packageAliases = version ? VERSION_PACKAGE_ALIASES[version] : undefined;
      const outDir = packageAliases && version ? versionModulesDir(options.outDir, version) : options.outDir;
      const demoContext: BuildContext = packageAliases
        ? {...context, packageAliases, ...(context.locale ? {locale: {...context.locale, outDir}} : {})}
        : context;
      const demo = await buildDemo(entry, heightPx, demoContext);
      if (names.has(demo.name)) throw new Error(`Two demos named ${demo.name} on one page (${where(mdxPath, node)}): names are anchors.`);
      names.add(demo.name);

      const moduleFile = writeDemoModule(outDir, demo.name, emitDemoModule(demo, {tailwindStylesheet: options.tailwindStylesheet}));
      const identifier = `__demo${index}_${demo.name.replace(/[^A-Za-z0-9_$]/g, '_')}`;
      imports.push(`import ${identifier} from ${JSON.stringify(moduleFile)};`);
      const expression = identifier;
      node.name = DEMO_BLOCK_COMPONENT;
      node.children = [];
      node.attributes = [
        {
          type: 'mdxJsxAttribute',
          name: 'demo',
          value: {type: 'mdxJsxAttributeValueExpression', value: expression, data: {estree: parseEstree(expression)}},
        },
      ];
    }

    const importCode = [`import ${DEMO_BLOCK_COMPONENT} from '@theme/${DEMO_BLOCK_COMPONENT}';`, ...imports].join('\n');
    tree.children?.unshift({type: 'mdxjsEsm', value: importCode, data: {estree: parseEstree(importCode)}});
  };
}

/** The plugin's own folder, for callers that need absolute paths. */
export const PLUGIN_DIR = path.resolve(__dirname, '..');
