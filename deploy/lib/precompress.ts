/**
 * Writes `file.gz` and `file.br` beside each text file of the build, once, so the host sends them as
 * they are (nginx `gzip_static` / `brotli_static`) instead of compressing every response again.
 * zlib's asynchronous calls run on libuv's thread pool, so files are compressed in parallel.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface PrecompressOptions {
  minBytes: number;
  extensions: readonly string[];
  gzipLevel: number;
  brotliQuality: number;
  brotliShellQuality: number;
  /** Paths (relative, `/`-separated) compressed at `brotliShellQuality`. */
  shellPatterns: readonly RegExp[];
  maxRatio: number;
  /** Relative folders left alone (e.g. `.hosting`). */
  skipDirs?: readonly string[];
  concurrency?: number;
}

export interface PrecompressStats {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Files whose compressed copy would not have been smaller enough (left uncompressed). */
  skipped: number;
  seconds: number;
}

export async function filesToCompress(
  root: string,
  options: Pick<PrecompressOptions, 'minBytes' | 'extensions' | 'skipDirs'>,
): Promise<string[]> {
  const extensions = new Set(options.extensions.map((e) => `.${e}`));
  const skip = (options.skipDirs ?? []).map((d) => d.replace(/\/+$/, '') + '/');
  const entries = await fs.readdir(root, {recursive: true, withFileTypes: true});
  const candidates = entries
    .filter((e) => e.isFile() && extensions.has(path.extname(e.name)))
    .map((e) =>
      path
        .relative(root, path.join(e.parentPath ?? e.path, e.name))
        .split(path.sep)
        .join('/'),
    )
    .filter((rel) => !skip.some((d) => rel.startsWith(d)));
  const sizes = await Promise.all(candidates.map(async (rel) => [rel, (await fs.stat(path.join(root, rel))).size] as const));
  return sizes
    .filter(([, size]) => size >= options.minBytes)
    .map(([rel]) => rel)
    .sort();
}

export async function precompress(root: string, options: PrecompressOptions): Promise<PrecompressStats> {
  const started = Date.now();
  const files = await filesToCompress(root, options);
  const stats: PrecompressStats = {files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, skipped: 0, seconds: 0};
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const rel = files[next++]!;
      const file = path.join(root, rel);
      const body = await fs.readFile(file);
      const quality = options.shellPatterns.some((p) => p.test(rel)) ? options.brotliShellQuality : options.brotliQuality;
      const [gz, br] = await Promise.all([
        gzip(body, {level: options.gzipLevel}),
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
      ]);
      stats.files += 1;
      stats.bytes += body.length;
      if (gz.length > body.length * options.maxRatio) {
        stats.skipped += 1;
        continue;
      }
      await fs.writeFile(`${file}.gz`, gz);
      stats.gzipBytes += gz.length;
      if (br.length < gz.length) {
        await fs.writeFile(`${file}.br`, br);
        stats.brotliBytes += br.length;
      } else {
        stats.brotliBytes += gz.length;
      }
    }
  };
  // Two files in flight per core: each sends its gzip and brotli passes to the thread pool.
  const concurrency = options.concurrency ?? Math.max(2, os.cpus().length * 2);
  await Promise.all(Array.from({length: Math.min(concurrency, files.length)}, worker));
  stats.seconds = (Date.now() - started) / 1000;
  return stats;
}
