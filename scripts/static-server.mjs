// @ts-check
/**
 * Serves a Docusaurus build the way a real static host does: gzip, `/page` -> `page.html`,
 * a trailing slash redirected to the slashless URL (trailingSlash: false), a page's path in other
 * letter case redirected to the page (deploy/lib/case-redirects.cjs, as deploy/nginx.conf does),
 * the locale's 404 page.
 * `docusaurus serve` sends no compression, which would distort every performance figure, so the
 * browser tests and the benchmark both use this server.
 *
 * CLI: node scripts/static-server.mjs [buildDir] [port]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import caseRedirects from '../deploy/lib/case-redirects.cjs';

const {builtPagePaths, caseIndex, caseRedirectTarget} = caseRedirects;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  // Markdown twins of the pages (plugins/llm-twins): shown as text, not downloaded.
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|md|xml|webmanifest)$/;

/**
 * The decoded path of a request, or null when it cannot name a file: malformed percent-encoding
 * (`decodeURIComponent` throws URIError) or a NUL byte.
 * @param {string} urlPath
 */
export function decodePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}

/** @param {string} root @param {string} urlPath */
export function resolveFile(root, urlPath) {
  const decoded = decodePath(urlPath);
  if (decoded === null) return null;
  const clean = path.posix.normalize(decoded).replace(/^(\.\.\/?)+/, '');
  const candidates = clean.endsWith('/') ? [clean + 'index.html'] : [clean, clean + '.html', clean + '/index.html'];
  for (const c of candidates) {
    const file = path.join(root, c);
    if (!file.startsWith(root)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      /* try next */
    }
  }
  return null;
}

/** Hashed build assets: their names change with their content, so a host may cache them for good. */
const IMMUTABLE = /[\\/]assets[\\/]/;

/**
 * Compressed hashed assets, kept as a real host or CDN keeps them. Compressing every response again
 * took CPU from the browser being measured on a 2-core machine (a demo page makes ~38 requests per
 * load, nearly all of them assets). Pages are sent as the hosting step compressed them (`page.html.gz`
 * beside `page.html`, as nginx's `gzip_static` does), else compressed per request: a crawl of every
 * page would otherwise hold them all in memory.
 * @type {Map<string, Buffer>}
 */
const gzipCache = new Map();

/** The hosting step's `file.gz`, when it is there and not older than `file`. @param {string} file */
function precompressed(file) {
  try {
    const zipped = fs.statSync(`${file}.gz`);
    return zipped.mtimeMs >= fs.statSync(file).mtimeMs ? fs.readFileSync(`${file}.gz`) : null;
  } catch {
    return null;
  }
}

/** @param {string} file @param {Buffer} body */
function gzipBody(file, body) {
  if (!IMMUTABLE.test(file)) return precompressed(file) ?? zlib.gzipSync(body);
  let zipped = gzipCache.get(file);
  if (!zipped) {
    zipped = zlib.gzipSync(body);
    gzipCache.set(file, zipped);
  }
  return zipped;
}

/**
 * @param {{root: string, port?: number, host?: string, gzip?: boolean}} options
 * @returns {Promise<{url: string, close: () => Promise<void>, server: http.Server}>}
 */
export function startStaticServer({root, port = 0, host = '127.0.0.1', gzip = true}) {
  const absRoot = path.resolve(root);
  /** The build's pages by their lower-case paths, read at the first request no file answers. @type {Map<string, string> | undefined} */
  let pagesByCase;
  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    if (decodePath(pathname) === null) {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Bad request: malformed URL');
      return;
    }
    // `/x//page` and `/x/page/` name the page `/x/page`: one URL per page, as the client router expects.
    const canonical = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
    if (canonical !== pathname) {
      res.writeHead(301, {Location: canonical + url.search});
      res.end();
      return;
    }
    let status = 200;
    let file = resolveFile(absRoot, pathname);
    if (!file) {
      pagesByCase ??= caseIndex(builtPagePaths(absRoot));
      const page = caseRedirectTarget(pagesByCase, /** @type {string} */ (decodePath(pathname)));
      if (page !== null) {
        res.writeHead(301, {Location: encodeURI(page) + url.search});
        res.end();
        return;
      }
      status = 404;
      // A locale's build is a folder of the build with its own 404 page (`/zh/404.html`): the
      // build itself says which locales there are.
      const first = pathname.split('/')[1] ?? '';
      const locale404 = first && !first.includes('.') && path.join(absRoot, first, '404.html');
      file = locale404 && fs.existsSync(locale404) ? locale404 : path.join(absRoot, '404.html');
      if (!fs.existsSync(file)) {
        res.writeHead(404, {'Content-Type': 'text/plain'});
        res.end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (pathname.endsWith('sw.js')) headers['Service-Worker-Allowed'] = '/';
    const body = fs.readFileSync(file);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip && acceptsGzip && COMPRESSIBLE.test(file)) {
      const zipped = gzipBody(file, body);
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
      headers['Content-Length'] = String(zipped.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : zipped);
      return;
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // One bad request must never take the server down for the requests after it.
      console.error(`static-server: ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Internal server error');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        server,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'build';
  const port = Number(process.argv[3] ?? 3000);
  startStaticServer({root, port}).then(({url}) => console.log(`Serving ${root} at ${url}`));
}
