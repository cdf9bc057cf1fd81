/**
 * A fake ad network on 127.0.0.1 for the ads browser tests: the JSON endpoint answering good,
 * empty, malformed or hostile ads, a placement script that draws its own ad, images and the
 * impression pixels, each request counted. The test build's own ad endpoints
 * (scripts/test-endpoints.mjs) are re-routed to it per browser context: the site runs as shipped.
 */
import http from 'node:http';
import type {BrowserContext} from 'playwright-core';
import {TEST_ENDPOINTS} from '../../scripts/test-endpoints.mjs';

/** Fails with a clear message when the served build was made without the test endpoints. */
export function requireTestEndpoints(): void {
  if (process.env.PORTAL_TEST_ENDPOINTS_BUILT !== '1') {
    throw new Error(
      `The build under test does not use the test endpoints (${TEST_ENDPOINTS.adJsonUrl}): build it with \`npm test\` ` +
        'or `node scripts/test-endpoints.mjs --build` (a plain `npm run build` is a production site without them).',
    );
  }
}

/** Answers the build's ad endpoints from `network` (paths such as '/good.json', '/serve.js') in this context. */
export async function answerAdsFrom(
  context: BrowserContext,
  network: FakeNetwork,
  answers: {json?: string; script?: string},
): Promise<void> {
  if (answers.json) await context.route(TEST_ENDPOINTS.adJsonUrl, (route) => route.continue({url: network.url + answers.json}));
  if (answers.script) await context.route(TEST_ENDPOINTS.adScriptUrl, (route) => route.continue({url: network.url + answers.script}));
}

/**
 * Every random draw of this context's pages returns `value`. The ad display draws its shape
 * (< 0.2: inline, which the network's JSON feeds; else the image shape, which its script draws),
 * then its fallback (< 0.2: the ad-block appeal; else an in-house ad) and whether to report it
 * (< 0.1: reported).
 */
export async function fixRandom(context: BrowserContext, value: number): Promise<void> {
  await context.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

export interface FakeNetwork {
  url: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

export function startFakeAdNetwork(): Promise<FakeNetwork> {
  const hits = new Map<string, number>();
  let origin = '';
  const good = () => ({
    ads: [
      {
        statlink: `${origin}/click`,
        statimp: `${origin}/imp`,
        image: `${origin}/ad.svg`,
        company: 'Acme Charts',
        description: 'Dashboards your users will actually read.',
        pixel: `${origin}/px?t=[timestamp]`,
        timestamp: '1700000000',
      },
    ],
  });
  const hostile = () => ({
    ads: [
      {statlink: 'javascript:window.__adPwned=1', company: 'link attack'},
      {
        statlink: `${origin}/click`,
        image: 'javascript:window.__adPwned=1',
        company: '<img src=x onerror="window.__adPwned=1">',
        description: '<script>window.__adPwned=1</script><svg onload="window.__adPwned=1"></svg>' + 'Z'.repeat(200_000),
        statimp: 'data:text/html,<script>window.__adPwned=1</script>',
      },
    ],
  });
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const headers = {'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store'};
    const json = (body: unknown) => {
      res.writeHead(200, {...headers, 'Content-Type': 'application/json'});
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (path === '/good.json') return json(good());
    if (path === '/empty.json') return json({ads: [{}, {company: 'No statlink'}]});
    if (path === '/malformed.json') return json('{"ads": [ {"statlink": ');
    if (path === '/hostile.json') return json(hostile());
    if (path === '/serve.js') {
      // Like a real placement script: draws its ad element next to itself.
      res.writeHead(200, {...headers, 'Content-Type': 'application/javascript'});
      res.end(
        `(function(){var s=document.currentScript;var d=document.createElement('div');d.id='carbonads';` +
          `d.textContent='Network placement ad';s.parentNode.appendChild(d);})();`,
      );
      return;
    }
    if (path === '/ad.svg') {
      res.writeHead(200, {...headers, 'Content-Type': 'image/svg+xml'});
      res.end('<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#c33"/></svg>');
      return;
    }
    res.writeHead(200, {...headers, 'Content-Type': 'image/gif'});
    res.end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      resolve({
        url: origin,
        hits,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
