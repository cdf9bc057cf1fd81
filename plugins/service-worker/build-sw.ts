/**
 * Builds /x/sw.js after the site build: bundles sw-entry.ts with the workbox modules (rollup, the
 * bundler workbox-build itself uses) and injects a small precache list: the app shell only, not
 * every page of every version and locale (that list would grow with each release).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import {rollup, type Plugin as RollupPlugin} from 'rollup';
import {nodeResolve} from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import {getManifest} from 'workbox-build';

/** Where the worker is served (SPEC §3). */
export const SW_PATH = '/x/sw.js';

/** The shell: what every page needs to start, plus the offline fallback page and the manifest. */
export const SHELL_GLOB_PATTERNS = [
  'assets/js/runtime~main.*.js',
  'assets/js/main.*.js',
  'assets/css/styles.*.css',
  '404.html',
  'manifest.json',
  'img/logo.svg',
  'img/favicon.svg',
  'img/icons/*.png',
];

/** Compiles the worker's TypeScript sources (types are checked by the project's tsc run). */
function typescriptTranspile(): RollupPlugin {
  return {
    name: 'portal-sw-typescript',
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const out = ts.transpileModule(code, {
        compilerOptions: {target: ts.ScriptTarget.ES2019, module: ts.ModuleKind.ESNext, sourceMap: false},
        fileName: id,
      });
      return {code: out.outputText, map: null};
    },
  };
}

export async function buildServiceWorker(outDir: string, options: {minify?: boolean} = {}): Promise<{file: string; precacheCount: number; precacheBytes: number}> {
  const {manifestEntries = [], size, warnings} = await getManifest({
    globDirectory: outDir,
    globPatterns: SHELL_GLOB_PATTERNS,
    // Hashed file names already carry their version.
    dontCacheBustURLsMatching: /\/assets\//,
    modifyURLPrefix: {'': '/'},
  });
  if (warnings.length > 0) throw new Error(`Service worker precache: ${warnings.join('; ')}`);

  const bundle = await rollup({
    input: path.join(__dirname, 'sw-entry.ts'),
    plugins: [
      typescriptTranspile(),
      nodeResolve({browser: true, extensions: ['.ts', '.mjs', '.js']}),
      replace({
        preventAssignment: true,
        values: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          'self.__WB_MANIFEST': JSON.stringify(manifestEntries),
        },
      }),
      ...(options.minify === false ? [] : [terser()]),
    ],
  });
  const {output} = await bundle.generate({format: 'iife'});
  await bundle.close();
  const file = path.join(outDir, SW_PATH);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, output[0].code);
  return {file, precacheCount: manifestEntries.length, precacheBytes: size};
}
