/**
 * `npm run build:hosting [buildDir]`, the last step of `npm run build`: prepares a finished build
 * (every locale) for a real host.
 *   1. `file.gz` and `file.br` beside every text file of 1 KB or more (src/config/hosting.ts), for
 *      nginx's gzip_static / brotli_static;
 *   2. `.hosting/security-headers.conf`: the Content-Security-Policy computed from src/config and the
 *      hashes of the inline scripts found in the built pages, and the other security headers;
 *   3. `.hosting/redirects.conf`: the redirects of src/config/redirects.ts as nginx rewrites;
 *   4. `.hosting/case-redirects.conf`: every page of the build, for the map that sends a page's
 *      path in other letter case to the page (lib/case-redirects.cjs);
 *   5. `.hosting/summary.json`: what was done, for the tests, the bench and deploy/README.md.
 * It runs after `docusaurus build` rather than in a plugin's postBuild: plugins' postBuild hooks
 * run in parallel (the search indexes, the API data and /x/sw.js are written there) and per locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRECOMPRESS, HOSTING_DIR} from '../src/config/hosting';
import {REDIRECTS} from '../src/config/redirects';
import {LOCALES} from '../src/config/portal';
import {precompress, type PrecompressStats} from './lib/precompress';
import {scanInlineScripts} from './lib/inline-scripts';
import {siteSecurityHeaders} from './lib/site-policy';
import {checkRedirects, redirectsConf, securityHeadersConf} from './lib/nginx-snippets';
import {builtPagePaths, caseIndex, caseRedirectsConf} from './lib/case-redirects.cjs';

export interface HostingSummary {
  builtAt: string;
  precompress: PrecompressStats;
  inlineScripts: {hashes: string[]; pagesPerHash: Record<string, number>; htmlFiles: number};
  headers: Record<string, string>;
  redirects: {written: number; missingTargets: string[]};
  /** Pages in the case-redirect map. */
  caseRedirects: {pages: number};
  seconds: number;
}

export function isPageOf(buildDir: string): (urlPath: string) => boolean {
  return (urlPath) => {
    const clean = urlPath.replace(/\/+$/, '');
    if (clean === '') return fs.existsSync(path.join(buildDir, 'index.html'));
    return fs.existsSync(path.join(buildDir, `${clean}.html`)) || fs.existsSync(path.join(buildDir, clean, 'index.html'));
  };
}

export async function prepareHosting(buildDir: string, log: (line: string) => void = console.log): Promise<HostingSummary> {
  const started = Date.now();
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No build at ${buildDir}: run \`npm run build\` first.`);
  const hostingDir = path.join(buildDir, HOSTING_DIR);
  fs.rmSync(hostingDir, {recursive: true, force: true});

  const [stats, scripts] = await Promise.all([
    precompress(buildDir, {...PRECOMPRESS, skipDirs: [HOSTING_DIR]}),
    scanInlineScripts(buildDir),
  ]);
  if (scripts.handlers.length) {
    throw new Error(
      `Inline event handlers or javascript: URLs, which the Content-Security-Policy blocks:\n  ${scripts.handlers.slice(0, 20).join('\n  ')}`,
    );
  }
  const headers = siteSecurityHeaders(scripts.hashes);
  const {rules, missingTargets} = checkRedirects(REDIRECTS, isPageOf(buildDir));
  const localePrefixes = LOCALES.slice(1).map((l) => `/${l}`);

  fs.mkdirSync(hostingDir, {recursive: true});
  fs.writeFileSync(path.join(hostingDir, 'security-headers.conf'), securityHeadersConf(headers));
  fs.writeFileSync(path.join(hostingDir, 'redirects.conf'), redirectsConf(rules, localePrefixes, isPageOf(buildDir)));
  const pagesByCase = caseIndex(builtPagePaths(buildDir));
  fs.writeFileSync(path.join(hostingDir, 'case-redirects.conf'), caseRedirectsConf(pagesByCase));
  const summary: HostingSummary = {
    builtAt: new Date().toISOString(),
    precompress: stats,
    inlineScripts: {hashes: scripts.hashes, pagesPerHash: scripts.pagesPerHash, htmlFiles: scripts.htmlFiles},
    headers,
    redirects: {written: rules.length, missingTargets: missingTargets.map((r) => `${r.from} -> ${r.to}`)},
    caseRedirects: {pages: pagesByCase.size},
    seconds: (Date.now() - started) / 1000,
  };
  fs.writeFileSync(path.join(hostingDir, 'summary.json'), JSON.stringify(summary, null, 2));

  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  log(
    `[hosting] compressed ${stats.files} files (${mb(stats.bytes)}) in ${stats.seconds.toFixed(1)} s: gzip ${mb(stats.gzipBytes)}, brotli ${mb(stats.brotliBytes)}` +
      (stats.skipped ? `, ${stats.skipped} left as they are (not smaller)` : ''),
  );
  log(
    `[hosting] ${scripts.hashes.length} inline script hashes over ${scripts.htmlFiles} pages; CSP: ${headers['Content-Security-Policy']}`,
  );
  log(
    `[hosting] ${rules.length} redirects written` +
      (missingTargets.length ? `; left out (target not built): ${summary.redirects.missingTargets.join(', ')}` : '') +
      `; ${pagesByCase.size} pages in the case-redirect map`,
  );
  log(`[hosting] ${path.relative(process.cwd(), hostingDir)}/ written in ${summary.seconds.toFixed(1)} s`);
  return summary;
}

if (typeof require !== 'undefined' && require.main === module) {
  prepareHosting(path.resolve(process.argv[2] ?? 'build')).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
