/**
 * Builds /x/sw.js after the site build: bundles sw-entry.ts with the workbox modules (rollup, the
 * bundler workbox-build itself uses) and injects the app shell (not every page of every version and
 * locale: that list would grow with each release) and the offline page's strings of every locale.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import {rollup, type Plugin as RollupPlugin} from 'rollup';
import {nodeResolve} from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import {getManifest} from 'workbox-build';
import {offlineMessages, type OfflineConfig} from './offline-page';
import {SW_URL} from './registration';
import {DEFAULT_LOCALE, LOCALE_CONFIGS} from '../../src/config/site';

/**
 * The shell's hashed files: what every page needs to start. They go into the runtime assets cache at
 * install (sw-entry.ts), where they outlive this release for the pages saved under it.
 */
export const SHELL_ASSET_PATTERNS = ['assets/js/runtime~main.*.js', 'assets/js/main.*.js', 'assets/css/styles.*.css'];

/** The shell's unhashed files, precached by revision: the 404 page, the manifest and the icons. */
export const SHELL_GLOB_PATTERNS = ['404.html', 'manifest.json', 'img/logo.svg', 'img/favicon.svg', 'img/icons/*.png'];

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

/** The build-time names (`self.__WB_MANIFEST`, `self.__PORTAL_*`) still in a bundle: each one is a worker that throws at start. */
export function unreplacedBuildValues(code: string): string[] {
  return [...new Set(code.match(/\b__(?:WB_MANIFEST|PORTAL_[A-Z_]+)\b/g) ?? [])];
}

export interface BuildServiceWorkerOptions {
  minify?: boolean;
  /** The offline page's locales and strings (offline-page.ts); English only when omitted. */
  offline?: OfflineConfig;
}

export async function buildServiceWorker(
  outDir: string,
  options: BuildServiceWorkerOptions = {},
): Promise<{file: string; precacheCount: number; precacheBytes: number; shellAssets: string[]}> {
  const {
    manifestEntries = [],
    size,
    warnings,
  } = await getManifest({
    globDirectory: outDir,
    globPatterns: SHELL_GLOB_PATTERNS,
    modifyURLPrefix: {'': '/'},
  });
  if (warnings.length > 0) throw new Error(`Service worker precache: ${warnings.join('; ')}`);
  const shell = await getManifest({globDirectory: outDir, globPatterns: SHELL_ASSET_PATTERNS, modifyURLPrefix: {'': '/'}});
  const shellAssets = (shell.manifestEntries ?? []).map((entry) => entry.url).sort();
  if (shell.warnings.length > 0 || shellAssets.length !== SHELL_ASSET_PATTERNS.length) {
    throw new Error(
      `Service worker shell: expected one file for each of ${SHELL_ASSET_PATTERNS.join(', ')}, found ${shellAssets.join(', ') || 'none'}`,
    );
  }
  const offline: OfflineConfig = options.offline ?? {
    locales: [{locale: DEFAULT_LOCALE, htmlLang: LOCALE_CONFIGS[DEFAULT_LOCALE].htmlLang, prefix: '', messages: offlineMessages()}],
  };

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
          'self.__PORTAL_SHELL_ASSETS': JSON.stringify(shellAssets),
          'self.__PORTAL_OFFLINE': JSON.stringify(offline),
        },
      }),
      ...(options.minify === false ? [] : [terser()]),
    ],
  });
  const {output} = await bundle.generate({format: 'iife'});
  await bundle.close();
  const leftover = unreplacedBuildValues(output[0].code);
  if (leftover.length) throw new Error(`Service worker: build-time values left in the bundle: ${leftover.join(', ')}`);
  const file = path.join(outDir, SW_URL);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, output[0].code);
  return {file, precacheCount: manifestEntries.length, precacheBytes: size, shellAssets};
}
