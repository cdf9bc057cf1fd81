/**
 * deploy/nginx.conf for real: Debian's nginx on a free 127.0.0.1 port serves the build with that
 * very file (root and listen substituted; deploy/lib/nginx-runner.ts) and the snippets the build
 * step wrote (build/.hosting/). Over HTTP: compression from the build's .br/.gz copies, caching,
 * security headers, the trailing-slash rule, redirects (a page's path in other letter case too) and
 * the 404 page of each locale, which a browser shows cleanly at an unknown URL. In Chromium:
 * a demo page whose grids filter, an API page, a Chinese page, search, the live editor, a sandbox
 * export and the service worker on the production host, each failing on any Content-Security-Policy
 * violation or console error.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launchBrowser, LICENSE_MESSAGE, waitForHydration} from './harness';
import {runEveryDemo} from './demo-helpers';
import {ensureNginx, startNginx, type NginxServer} from '@site/deploy/lib/nginx-runner';
import {prepareHosting, type HostingSummary} from '@site/deploy/cli';
import {HOSTING_DIR} from '@site/src/config/hosting';
import {PRODUCTION_HOST} from '@site/src/config/portal';
import {cspDirectives, serializeCsp} from '@site/deploy/lib/csp';
import {configuredCspInputs} from '@site/deploy/lib/site-policy';
import {answerAdsFrom, fixRandom, requireTestEndpoints, startFakeAdNetwork} from './fake-ad-network';
import {TEST_ENDPOINTS} from '../../scripts/test-endpoints.mjs';
import {cleanNotFound, visitNotFound} from './not-found-page';

const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');

// nginx is installed when it is missing and can be (scripts/install-test-deps.sh, as root); the
// suite skips, saying why, only when it cannot be.
const NGINX_UNAVAILABLE = ensureNginx();
if (NGINX_UNAVAILABLE) console.warn(`[nginx.e2e] SKIPPED: nginx is not installable here: ${NGINX_UNAVAILABLE}`);
const test = NGINX_UNAVAILABLE ? global.test.skip : global.test;

let nginx: NginxServer;
let summary: HostingSummary;
let browser: Browser | undefined;

beforeAll(async () => {
  if (NGINX_UNAVAILABLE) return;
  const summaryFile = path.join(BUILD_DIR, HOSTING_DIR, 'summary.json');
  // `npm run build` ends with the hosting step; a build made with `docusaurus build` alone gets it here.
  if (!fs.existsSync(summaryFile)) await prepareHosting(BUILD_DIR, () => undefined);
  summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as HostingSummary;
  nginx = await startNginx({buildDir: BUILD_DIR});
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (no automatic decompression), so the test sees what nginx sent. */
function request(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(nginx.url + pathname, {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
  });
}

const firstFile = (dir: string, pattern: RegExp) => {
  const name = fs.readdirSync(path.join(BUILD_DIR, dir)).find((f) => pattern.test(f));
  if (!name) throw new Error(`no ${pattern} in ${dir}`);
  return `/${dir ? `${dir}/` : ''}${name}`;
};

test('pages and files come from the build’s brotli and gzip copies, chosen by Accept-Encoding', async () => {
  const html = fs.readFileSync(path.join(BUILD_DIR, 'x/introduction.html'));
  const br = await request('/x/introduction', {'Accept-Encoding': 'gzip, deflate, br'});
  expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', 'text/html; charset=utf-8']);
  expect(br.headers.vary).toMatch(/Accept-Encoding/);
  expect(zlib.brotliDecompressSync(br.body).equals(html)).toBe(true);
  // Sent as stored: the build's .br file, byte for byte (no compression per request).
  expect(br.body.equals(fs.readFileSync(path.join(BUILD_DIR, 'x/introduction.html.br')))).toBe(true);
  const gz = await request('/x/introduction', {'Accept-Encoding': 'gzip'});
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.body.equals(fs.readFileSync(path.join(BUILD_DIR, 'x/introduction.html.gz')))).toBe(true);
  const plain = await request('/x/introduction');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(html)).toBe(true);

  const main = firstFile('assets/js', /^main\.[0-9a-f]+\.js$/);
  const js = await request(main, {'Accept-Encoding': 'br'});
  expect([js.headers['content-encoding'], js.headers['content-type']]).toEqual(['br', 'application/javascript; charset=utf-8']);
  expect(js.body.length).toBeLessThan(fs.statSync(path.join(BUILD_DIR, main)).size / 3);
  expect(summary.precompress.files).toBeGreaterThan(1000);
});

test("a page's Markdown twin is served as UTF-8 text, not as a download", async () => {
  const twin = await request('/zh/x/react-data-grid/sorting.md');
  expect([twin.status, twin.headers['content-type'], twin.headers['cache-control']]).toEqual([
    200,
    'text/markdown; charset=utf-8',
    'no-cache',
  ]);
  expect(twin.body.equals(fs.readFileSync(path.join(BUILD_DIR, 'zh/x/react-data-grid/sorting.md')))).toBe(true);
});

test('caching: hashed files for good, pages, the worker and search indexes revalidated or short', async () => {
  const cache = async (p: string) => (await request(p, {'Accept-Encoding': 'br'})).headers['cache-control'];
  await expect(cache(firstFile('assets/js', /^main\..+\.js$/))).resolves.toBe('public, max-age=31536000, immutable');
  await expect(cache(firstFile('zh/assets/js', /^runtime~main\..+\.js$/))).resolves.toBe('public, max-age=31536000, immutable');
  await expect(cache(firstFile('assets/css', /^styles\..+\.css$/))).resolves.toBe('public, max-age=31536000, immutable');
  await expect(cache('/x/introduction')).resolves.toBe('no-cache');
  await expect(cache('/zh/x/introduction')).resolves.toBe('no-cache');
  await expect(cache('/x/sw.js')).resolves.toBe('no-cache');
  await expect(cache(firstFile('', /^search-index-x-react-data-grid-.*\.json$/))).resolves.toBe('public, max-age=600, must-revalidate');
  await expect(cache(firstFile('zh', /^search-index-.*\.json$/))).resolves.toBe('public, max-age=600, must-revalidate');
  await expect(cache('/img/logo.svg')).resolves.toBe('public, max-age=86400');
  const worker = await request('/x/sw.js');
  expect(worker.headers['service-worker-allowed']).toBe('/');
  // Revalidation is cheap: the page's ETag answers 304 with no body.
  const page = await request('/x/introduction', {'Accept-Encoding': 'br'});
  const again = await request('/x/introduction', {'Accept-Encoding': 'br', 'If-None-Match': String(page.headers.etag)});
  expect([again.status, again.body.length]).toEqual([304, 0]);
});

test('security headers on pages, files, redirects and 404s; the CSP is the build’s, without unsafe-eval', async () => {
  const csp = summary.headers['Content-Security-Policy']!;
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ blob:/);
  for (const p of [
    '/x/introduction',
    firstFile('assets/js', /^main\..+\.js$/),
    '/x/introduction/',
    '/x/no-such-page',
    '/zh/no-such-page',
    '/x/sw.js',
  ]) {
    const {headers} = await request(p);
    expect([p, headers['content-security-policy']]).toEqual([p, csp]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(headers.server).toBe('nginx');
  }
});

test('the trailing slash goes, redirects reach their page in one step, each locale keeps its prefix', async () => {
  const location = async (p: string) => {
    const r = await request(p);
    return `${r.status} ${r.headers.location ?? ''}`;
  };
  await expect(location('/x/introduction/')).resolves.toBe('301 /x/introduction');
  await expect(location('/x/introduction/?tab=ts')).resolves.toBe('301 /x/introduction?tab=ts');
  await expect(location('/zh/')).resolves.toBe('301 /zh');
  const samples: Array<[string, string]> = [
    ['/components/data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['/components/data-grid/', '/x/react-data-grid'],
    ['/zh/components/data-grid/filtering', '/zh/x/react-data-grid/filtering'],
    ['/api/data-grid/data-grid/', '/x/api/data-grid/data-grid'],
    ['/api/data-grid/x-grid/', '/x/api/data-grid/data-grid-pro'],
    ['/x/api/data-grid/x-grid', '/x/api/data-grid/data-grid-pro'],
    ['/x/api/date-pickers/calendar-picker/', '/x/api/date-pickers/date-calendar'],
    ['/material-ui/getting-started/installation/', '/getting-started/installation'],
    ['/material-ui/', '/'],
    ['/zh/material-ui', '/zh'],
    ['/x/react-data-grid/migration-v5/', '/x/migration/migration-data-grid-v5'],
    ['/x/api/charts/bar-series/', '/x/api/charts/bar-series-type'],
    ['/zh/x/api/charts/heatmap-series', '/zh/x/api/charts/heatmap-series-type'],
  ];
  for (const [from, to] of samples) {
    await expect(location(from)).resolves.toBe(`301 ${to}`);
    expect([to, (await request(to)).status]).toEqual([to, 200]);
  }
  // Every exact rule the build wrote lands on a page of the build, in English and in Chinese.
  const rules = fs.readFileSync(path.join(BUILD_DIR, HOSTING_DIR, 'redirects.conf'), 'utf8');
  const exact = [...rules.matchAll(/^rewrite \^\(\/zh\)\?(\/[^(]+?)\/\*\$ \$1(\/\S*) permanent;$/gm)].map((m) => [m[1]!, m[2]!]);
  expect(exact.length).toBeGreaterThan(10);
  for (const [from, to] of exact) {
    await expect(location(`/zh${from}/`)).resolves.toBe(`301 /zh${to}`);
    expect([to, (await request(to)).status, (await request(`/zh${to}`)).status]).toEqual([to, 200, 200]);
  }
});

test('a missing page answers 404 with the Chinese 404 page under /zh/ and the English one elsewhere', async () => {
  const lang = (body: Buffer) => /<html[^>]*\slang="?([^"\s>]+)/.exec(body.toString())?.[1];
  const zh = await request('/zh/x/react-data-grid/no-such-page');
  expect([zh.status, lang(zh.body), zh.headers['content-type']]).toEqual([404, 'zh-CN', 'text/html; charset=utf-8']);
  const en = await request('/x/react-data-grid/no-such-page');
  expect([en.status, lang(en.body)]).toEqual([404, 'en']);
  // The build step's own files are not part of the site.
  expect((await request(`/${HOSTING_DIR}/summary.json`)).status).toBe(404);
  expect((await request(`/${HOSTING_DIR}/security-headers.conf`)).status).toBe(404);
});

test("a page's path in other letter case answers 301 to the page in each locale; the case map lists the build's pages", async () => {
  const location = async (p: string) => {
    const r = await request(p);
    return `${r.status} ${r.headers.location ?? ''}`.trim();
  };
  await expect(location('/X/React-Charts/Sankey')).resolves.toBe('301 /x/react-charts/sankey');
  await expect(location('/zh/X/React-Charts/Sankey?tab=ts')).resolves.toBe('301 /zh/x/react-charts/sankey?tab=ts');
  await expect(location('/ZH/X/API/CHARTS/BAR-CHART')).resolves.toBe('301 /zh/x/api/charts/bar-chart');
  await expect(location('/Getting-Started/Installation')).resolves.toBe('301 /getting-started/installation');
  // The pages themselves, and paths naming no page in any case, are not redirected.
  await expect(location('/x/react-charts/sankey')).resolves.toBe('200');
  const unknown = await request('/zh/X/React-Charts/No-Such-Page');
  expect([unknown.status, /<html[^>]*\slang="?([^"\s>]+)/.exec(unknown.body.toString())?.[1]]).toEqual([404, 'zh-CN']);
  expect(summary.caseRedirects.pages).toBeGreaterThan(1000);
});

test('an unknown URL is a clean 404 page in the browser: its language, no hydration error, no API data requested', async () => {
  browser ??= await launchBrowser();
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  for (const [pathname, lang] of [
    ['/x/api/nope', 'en'],
    ['/zh/x/api/nope', 'zh-CN'],
    ['/x/api/charts/nope', 'en'],
  ] as const) {
    expect(await visitNotFound(context, nginx.url, pathname)).toEqual(cleanNotFound(pathname, lang));
  }
  await context.close();
});

interface Watched {
  violations: string[];
  consoleErrors: string[];
}

/** CSP violations (the document's securitypolicyviolation events) and console errors of every page of `context`. */
async function watch(context: BrowserContext): Promise<Watched> {
  const watched: Watched = {violations: [], consoleErrors: []};
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void watched.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as {__reportCspViolation: (t: string) => void}).__reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`,
      );
    });
  });
  context.on('console', (msg) => {
    if (msg.type() === 'error' && !LICENSE_MESSAGE.test(msg.text())) watched.consoleErrors.push(`${msg.text()} (${msg.location().url})`);
  });
  context.on('weberror', (error) => watched.consoleErrors.push(`uncaught: ${error.error().message}`));
  return watched;
}

async function open(context: BrowserContext, pathname: string, origin = nginx.url): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(origin + pathname, {waitUntil: 'load'});
  expect([pathname, response?.status()]).toEqual([pathname, 200]);
  expect(response?.headers()['content-security-policy']).toBe(summary.headers['Content-Security-Policy']);
  await waitForHydration(page);
  return page;
}

test('demo, API, Chinese, search, live editor and sandbox pages work under the CSP: no violation, no console error', async () => {
  browser ??= await launchBrowser();
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const watched = await watch(context);
  // Sandbox forms post to the real services; on this closed network they answer from here.
  await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<p>sandbox</p>'}),
  );

  // A demo page whose grids filter from the start (the grid's `new Function` probe would be a violation).
  const grids = await open(context, '/x/react-data-grid/filtering');
  expect(await runEveryDemo(grids)).toBeGreaterThan(1);
  await grids.close();

  const api = await open(context, '/x/api/data-grid/data-grid');
  await api.locator('#props').waitFor();
  await api.close();

  const zh = await open(context, '/zh/x/react-charts');
  expect(await zh.locator('html').getAttribute('lang')).toBe('zh-CN');
  expect(await runEveryDemo(zh)).toBeGreaterThan(0);
  // Search in Chinese: the worker and its index files.
  await zh.locator('[data-search-input]').click();
  await zh.keyboard.type('图表');
  await zh.locator('[role="listbox"] [role="option"]').first().waitFor({timeout: 30_000});
  await zh.close();

  // The live editor: an edit recompiles the demo (a blob: script, no eval) and the preview follows.
  const charts = await open(context, '/x/react-charts');
  const block = charts.locator('[data-demo="MonthlyRevenueBars"]');
  await block.scrollIntoViewIfNeeded();
  await block.locator('[data-demo-root][data-demo-state="ready"]').waitFor({timeout: 60_000});
  await block.getByRole('button', {name: 'Edit the code live'}).click();
  const editor = block.getByRole('textbox', {name: /Edit the MonthlyRevenueBars source/});
  await editor.waitFor();
  await charts.waitForTimeout(500);
  // The editor is a textarea over the highlighted code: select the words, then key them in.
  await editor.evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    const at = el.value.indexOf('the shops');
    if (at < 0) throw new Error('"the shops" is not in the editor');
    el.setSelectionRange(at, at + 'the shops'.length);
  });
  await charts.keyboard.type('both shops', {delay: 20});
  await block.getByRole('switch', {name: 'Stack both shops'}).waitFor({timeout: 30_000});
  await expect(block.locator('[data-demo-compile-error]').count()).resolves.toBe(0);
  // Export to a sandbox: a form POST to its site (form-action).
  await block.getByRole('button', {name: 'Export this demo'}).click();
  const popup = context.waitForEvent('page');
  await block.getByRole('menuitem', {name: 'Open in CodeSandbox'}).click();
  await (await popup).waitForLoadState();
  await charts.close();

  expect(watched.violations).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
}, 240_000);

test('on the production host the service worker registers and takes control under the CSP', async () => {
  const origin = `http://${PRODUCTION_HOST}`;
  const mapped = await launchBrowser([
    `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1:${nginx.port}`,
    `--unsafely-treat-insecure-origin-as-secure=${origin}`,
  ]);
  try {
    const context = await mapped.newContext();
    const watched = await watch(context);
    const page = await open(context, '/x/introduction', origin);
    // Bounded: `ready` never settles when the worker fails to start (then the browser must still close).
    const active = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((r) => r.active?.scriptURL),
        new Promise((resolve) => setTimeout(() => resolve('no worker within 20 s'), 20_000)),
      ]),
    );
    expect(active).toBe(`${origin}/x/sw.js`);
    // The worker controls the next load (no clients.claim: a page never changes hands mid-visit).
    await page.reload({waitUntil: 'load'});
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/x/sw.js`);
    expect(watched.violations).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
  } finally {
    await mapped.close();
  }
}, 60_000);

test('configured ads (the JSON endpoint and a placement script) work under the CSP computed for them', async () => {
  requireTestEndpoints();
  const network = await startFakeAdNetwork();
  // A page answered through route.fulfill (to swap its policy) has no address of its own, so Chromium
  // treats the fake network on 127.0.0.1 as a more private address space; that check is not the CSP's.
  const adBrowser = await launchBrowser([
    '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
  ]);
  try {
    // The policy a build with ad endpoints gets (deploy/lib/csp.ts, as build:hosting computes it), for
    // the endpoints this test build was made with (scripts/test-endpoints.mjs), sent in place of the
    // served policy; the fake network behind them draws from its own origin, named as the network's.
    const policyFor = (ads: {scriptUrl: string; jsonUrl: string}) =>
      serializeCsp(
        cspDirectives({
          ...configuredCspInputs(),
          inlineScriptHashes: summary.inlineScripts.hashes,
          ads: {...ads, networkOrigins: [network.url]},
        }),
      );
    // The ad display draws its shape: < 0.2 the inline ad the JSON feeds, else the script's image ad.
    for (const [answers, random, drawn] of [
      [{json: '/good.json'}, 0.15, '[data-ad-slot] [data-ad-source="network"]'],
      [{script: '/serve.js'}, 0.5, '[data-ad-slot] #carbonads'],
    ] as const) {
      const csp = policyFor({scriptUrl: TEST_ENDPOINTS.adScriptUrl, jsonUrl: TEST_ENDPOINTS.adJsonUrl});
      expect(csp).toContain(`connect-src 'self' ${new URL(TEST_ENDPOINTS.adJsonUrl).origin}`);
      expect(csp).not.toContain('unsafe-eval');
      const context = await adBrowser.newContext({viewport: {width: 1280, height: 800}});
      const watched = await watch(context);
      await fixRandom(context, random);
      await answerAdsFrom(context, network, answers);
      await context.route(`${nginx.url}/x/introduction`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': csp}});
      });
      const page = await context.newPage();
      await page.goto(`${nginx.url}/x/introduction`, {waitUntil: 'load'});
      await waitForHydration(page);
      await page
        .locator(drawn)
        .waitFor({timeout: 15_000})
        .catch((error: Error) => {
          throw new Error(
            `${drawn} never drawn (violations: ${watched.violations.join(' | ') || 'none'}; console: ${watched.consoleErrors.join(' | ') || 'none'}; hits: ${[...network.hits].join(' ')}): ${error.message}`,
          );
        });
      await page.waitForTimeout(1000);
      expect([answers, watched.violations]).toEqual([answers, []]);
      expect(watched.consoleErrors).toEqual([]);
      await context.close();
    }
    expect(network.hits.get('/good.json')).toBe(1);
    expect(network.hits.get('/serve.js')).toBe(1);
  } finally {
    await adBrowser.close();
    await network.close();
  }
}, 90_000);
