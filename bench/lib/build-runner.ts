/** Runs a production `docusaurus build` of a site and measures its wall time and peak memory. */
import {spawn} from 'node:child_process';
import path from 'node:path';
import type {BuildFigures} from './model';
import {watchPeakRss} from '../../scripts/peak-memory.mjs';

export interface BuildOptions {
  /** Folder with node_modules/@docusaurus/core (the portal root). */
  portalRoot: string;
  siteDir: string;
  outDir: string;
  locales: string[];
  /** Extra `docusaurus build` arguments, e.g. ['--locale', 'en']. */
  args?: string[];
  /** Keep rspack's persistent cache (node_modules/.cache/rspack): a warm rebuild, not what CI pays. */
  warm?: boolean;
  log?: (line: string) => void;
}

export async function runBuild({portalRoot, siteDir, outDir, locales, args = [], warm = false, log}: BuildOptions): Promise<BuildFigures> {
  const cli = path.join(portalRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const started = Date.now();
  const builtAt = new Date(started).toISOString();
  const child = spawn(process.execPath, [cli, 'build', siteDir, '--out-dir', outDir, ...args], {
    cwd: siteDir,
    env: {...process.env, NODE_ENV: 'production', ...(warm ? {} : {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'})},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const peak = watchPeakRss(child.pid!);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log?.(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code: number | null = await new Promise((resolve) => child.on('close', resolve));
  const {treeBytes: peakRssBytes, processBytes: peakProcessRssBytes} = peak.stop();
  if (code !== 0) throw new Error(`docusaurus build of ${siteDir} failed (exit ${code}):\n${tail.join('\n')}`);
  return {seconds: (Date.now() - started) / 1000, peakRssBytes, peakProcessRssBytes, locales, cold: !warm, builtAt};
}
