/**
 * A proxy in front of the served build that sends one page's HTML in pieces, pausing between them,
 * as a slow network or a busy parser delivers it. Everything else passes through unchanged. It lets a
 * test see what the browser paints before the whole document has arrived.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface SlowHtmlServer {
  url: string;
  close: () => Promise<void>;
}

export interface SlowHtmlOptions {
  /** Where the real build is served. */
  upstream: string;
  /** The page sent in pieces. */
  pathname: string;
  /** Cuts the HTML into pieces; each returned offset ends a piece. */
  cut: (html: string) => number[];
  pauseMs: number;
  /** Lets a test change the HTML before it is sent (e.g. a control without some head tag). */
  transform?: (html: string) => string;
}

function fetchText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startSlowHtmlServer(options: SlowHtmlOptions): Promise<SlowHtmlServer> {
  const upstream = new URL(options.upstream);
  const server = http.createServer(async (req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname === options.pathname) {
      const html = (options.transform ?? ((h) => h))(await fetchText(upstream.origin + options.pathname));
      res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'});
      let from = 0;
      for (const end of options.cut(html)) {
        res.write(html.slice(from, end));
        from = end;
        await sleep(options.pauseMs);
      }
      res.end(html.slice(from));
      return;
    }
    const proxied = http.request(
      {host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers},
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
