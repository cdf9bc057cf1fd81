/**
 * A fake ad network on 127.0.0.1 for the ads browser tests: the JSON endpoint answering good,
 * empty, malformed or hostile ads, a placement script that draws its own ad, images and the
 * impression pixels, each request counted.
 */
import http from 'node:http';

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
