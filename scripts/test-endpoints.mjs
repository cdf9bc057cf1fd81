// @ts-check
/**
 * The network a test build talks to instead of the real ad network and feedback service. `npm test`
 * builds with these URLs (PORTAL_AD_SCRIPT_URL, PORTAL_AD_JSON_URL, PORTAL_FEEDBACK_URL: the same
 * options a production build takes), and the browser tests serve them on 127.0.0.1 with harmless
 * default answers: no network ad (an empty `ads` list, a placement script that draws nothing), and
 * feedback accepted. A test that needs another answer re-routes these URLs in its own browser
 * context (tests/e2e/fake-ad-network.ts). Nothing in the shipped code knows about tests: a build
 * without these variables is a normal site.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const TEST_ENDPOINTS_PORT = Number(process.env.PORTAL_TEST_ENDPOINTS_PORT ?? 47311);
const origin = `http://127.0.0.1:${TEST_ENDPOINTS_PORT}`;

export const TEST_ENDPOINTS = {
  adScriptUrl: `${origin}/serve.js`,
  adJsonUrl: `${origin}/ads.json`,
  feedbackUrl: `${origin}/feedback`,
};

/** The environment of a test build: the site's real options, pointed at the fake endpoints. */
export function testBuildEnv() {
  return {
    PORTAL_AD_SCRIPT_URL: TEST_ENDPOINTS.adScriptUrl,
    PORTAL_AD_JSON_URL: TEST_ENDPOINTS.adJsonUrl,
    PORTAL_FEEDBACK_URL: TEST_ENDPOINTS.feedbackUrl,
  };
}

/** Whether the build in `root` was made with testBuildEnv() (its runtime carries the plugins' options). @param {string} root */
export function buildUsesTestEndpoints(root) {
  const dir = path.join(root, 'assets/js');
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir)
    .filter((f) => /^main\.[\w]+\.js$/.test(f))
    .some((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(TEST_ENDPOINTS.adJsonUrl));
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Cache-Control': 'no-store',
};

/**
 * Serves the default answers on TEST_ENDPOINTS_PORT. When the port is taken (another test run on
 * this machine serves the same defaults), that server is used and `close` does nothing.
 * @returns {Promise<{close: () => Promise<void>, shared: boolean}>}
 */
export function startTestEndpoints() {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    if (path === '/ads.json') {
      res.writeHead(200, {...CORS, 'Content-Type': 'application/json'});
      res.end('{"ads":[]}');
      return;
    }
    if (path === '/serve.js') {
      res.writeHead(200, {...CORS, 'Content-Type': 'application/javascript'});
      res.end('/* no placement today */');
      return;
    }
    if (path === '/feedback') {
      req.resume();
      req.on('end', () => {
        res.writeHead(201, {...CORS, 'Content-Type': 'application/json'});
        res.end('{"ok":true}');
      });
      return;
    }
    res.writeHead(404, CORS);
    res.end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE') {
        resolve({shared: true, close: async () => {}});
      } else reject(error);
    });
    server.listen(TEST_ENDPOINTS_PORT, '127.0.0.1', () =>
      resolve({
        shared: false,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r(undefined));
          }),
      }),
    );
  });
}

// CLI: `node scripts/test-endpoints.mjs --build` builds the test site (`npm run build` with the
// endpoints above); without arguments it serves the endpoints until stopped.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  if (process.argv.includes('--build')) {
    const result = spawnSync('npm', ['run', 'build'], {stdio: 'inherit', env: {...process.env, ...testBuildEnv()}});
    process.exit(result.status ?? 1);
  }
  startTestEndpoints().then(({shared}) => console.log(`Test endpoints on ${origin}${shared ? ' (already served)' : ''}`));
}
