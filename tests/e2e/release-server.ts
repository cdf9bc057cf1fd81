/**
 * A static server for the offline tests that can play two releases of the site and a lost
 * connection, without a second build: release 2 is the same build with its shell (the runtime, the
 * main bundle and the stylesheet of every locale) under new hashed names, as a new deployment gives
 * them; release 1's names are then gone from the server, as they are from a host that serves only
 * the current build. `offline` drops every connection, as a reader's lost network does.
 */
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import {resolveFile} from '../../scripts/static-server.mjs';

export type Mode = 'release1' | 'release2' | 'offline';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** `assets/js/main.<hash>.js` and the like, per locale: the files a new release renames. */
export function shellFiles(root: string): string[] {
  const found: string[] = [];
  for (const locale of ['', 'zh']) {
    for (const [dir, pattern] of [
      ['assets/js', /^(runtime~main|main)\.[0-9a-f]+\.js$/],
      ['assets/css', /^styles\.[0-9a-f]+\.css$/],
    ] as const) {
      const folder = path.join(root, locale, dir);
      if (!fs.existsSync(folder)) continue;
      for (const name of fs.readdirSync(folder)) if (pattern.test(name)) found.push(`/${locale ? `${locale}/` : ''}${dir}/${name}`);
    }
  }
  return found;
}

/** Release 2's name of a shell file: the same name with its hash reversed. */
export function release2Name(file: string): string {
  return file.replace(/\.([0-9a-f]+)\.(js|css)$/, (_, hash: string, ext: string) => {
    const reversed = [...hash].reverse().join('');
    return `.${reversed === hash ? `f${hash.slice(1)}` : reversed}.${ext}`;
  });
}

export interface ReleaseServer {
  url: string;
  port: number;
  mode: Mode;
  setMode(mode: Mode): void;
  /** Shell files of release 1 -> their release-2 names. */
  renamed: Map<string, string>;
  close(): Promise<void>;
}

export async function startReleaseServer(root: string): Promise<ReleaseServer> {
  const absRoot = path.resolve(root);
  const renamed = new Map(shellFiles(absRoot).map((f) => [f, release2Name(f)]));
  const original = new Map([...renamed].map(([a, b]) => [b, a]));
  const sockets = new Set<net.Socket>();
  const state = {mode: 'release1' as Mode};

  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of renamed) out = out.split(from).join(to);
    return `${out}${text.startsWith('<') ? '' : '\n// release 2\n'}`;
  };

  const server = http.createServer((req, res) => {
    if (state.mode === 'offline') {
      req.socket.destroy();
      return;
    }
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, {Location: pathname.replace(/\/+$/, '')}).end();
      return;
    }
    let filePath = pathname;
    if (state.mode === 'release2') {
      if (renamed.has(pathname)) filePath = '/__gone__';
      else if (original.has(pathname)) filePath = original.get(pathname)!;
    } else if (original.has(pathname)) {
      filePath = '/__gone__';
    }
    let status = 200;
    let file = resolveFile(absRoot, filePath);
    if (!file) {
      status = 404;
      file = path.join(absRoot, pathname.startsWith('/zh/') ? 'zh/404.html' : '404.html');
    }
    const ext = path.extname(file);
    let body: Buffer | string = fs.readFileSync(file);
    if (state.mode === 'release2' && (ext === '.html' || pathname === '/x/sw.js')) body = rewrite(body.toString('utf8'));
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': /\/assets\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (pathname === '/x/sw.js') headers['Service-Worker-Allowed'] = '/';
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get mode() {
      return state.mode;
    },
    setMode(mode) {
      state.mode = mode;
      // Connections kept alive would still answer: a lost network drops them all.
      if (mode === 'offline') for (const socket of sockets) socket.destroy();
    },
    renamed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
