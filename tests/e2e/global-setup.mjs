// Starts one static server over the build for every browser test file (workers read the URL from
// env), the fake network the test build talks to (scripts/test-endpoints.mjs), and one chromium the
// test files connect to (tests/e2e/harness.ts launchBrowser).
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, SHARED_BROWSER_ENV} from './chromium.mjs';
import {startStaticServer} from '../../scripts/static-server.mjs';
import {startTestEndpoints, buildUsesTestEndpoints} from '../../scripts/test-endpoints.mjs';

export default async function globalSetup() {
  const root = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build at ${root}: run \`npm run build\` first (or set PORTAL_BUILD_DIR).`);
  }
  const server = await startStaticServer({root});
  process.env.PORTAL_BASE_URL = server.url;
  globalThis.__portalServer = server;
  globalThis.__portalEndpoints = await startTestEndpoints();
  process.env.PORTAL_TEST_ENDPOINTS_BUILT = buildUsesTestEndpoints(root) ? '1' : '0';
  const browser = await chromium.launchServer({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  globalThis.__portalBrowser = browser;
}
