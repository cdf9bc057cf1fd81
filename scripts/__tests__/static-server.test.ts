/**
 * The static test server (scripts/static-server.mjs) as a hostile client meets it: malformed
 * percent-encoding, NUL bytes and paths that climb out of the root answer 400 or 404, and the
 * server keeps serving the requests after them; pages go out as the hosting step compressed them.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {startStaticServer} from '../static-server.mjs';

let root: string;
let server: {url: string; close: () => Promise<void>};

/** Sends one raw request line (no client-side URL normalisation) and returns the status code. */
function rawStatus(url: string, requestPath: string): Promise<number> {
  const {hostname, port} = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    // A server that died on an earlier request never answers: 0 instead of a hang.
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve(0);
    });
    socket.on('error', () => resolve(0));
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.mkdirSync(path.join(root, 'x'));
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
  fs.writeFileSync(path.join(root, 'x', 'react-data-grid.html'), '<h1>grid</h1>');
  fs.mkdirSync(path.join(root, 'zh', 'x'), {recursive: true});
  fs.writeFileSync(path.join(root, 'zh', 'x', 'react-data-grid.html'), '<h1>表格</h1>');
  server = await startStaticServer({root, gzip: false});
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, {recursive: true, force: true});
});

test('malformed percent-encoding answers 400 and the server keeps serving', async () => {
  const malformed = ['/x/%E0%A4%A', '/%', '/x/%zz', '/%E0%80%80', '/x/%C0', '/a%2', '/%uD800', '/x/%ED%A0%80'];
  for (const requestPath of malformed) {
    expect([requestPath, await rawStatus(server.url, requestPath)]).toEqual([requestPath, 400]);
  }
  expect(await rawStatus(server.url, '/x/react-data-grid')).toBe(200);
  expect(await rawStatus(server.url, '/x/react%2Ddata-grid')).toBe(200);
});

test('a NUL byte or a climb out of the root never serves a file outside it', async () => {
  expect(await rawStatus(server.url, '/x/react-data-grid%00.html')).toBe(400);
  expect(await rawStatus(server.url, '/../../etc/passwd')).toBe(404);
  expect(await rawStatus(server.url, '/%2e%2e/%2e%2e/etc/passwd')).toBe(404);
  expect(await rawStatus(server.url, '/')).toBe(200);
});

test('doubled slashes redirect to the one page they name', async () => {
  expect(await rawStatus(server.url, '/x//react-data-grid')).toBe(301);
});

test("a page's path in other letter case answers 301 to the page, query kept; an unknown path stays 404", async () => {
  const answer = async (requestPath: string) => {
    const response = await fetch(server.url + requestPath, {redirect: 'manual'});
    return `${response.status} ${response.headers.get('location') ?? ''}`.trim();
  };
  await expect(answer('/X/React-Data-Grid')).resolves.toBe('301 /x/react-data-grid');
  await expect(answer('/ZH/x/REACT-data-grid?tab=ts')).resolves.toBe('301 /zh/x/react-data-grid?tab=ts');
  await expect(answer('/x/react-data-grid')).resolves.toBe('200');
  await expect(answer('/X/React-Charts')).resolves.toBe('404');
});

test("a page with the hosting step's .gz beside it is sent as that file; a stale or missing one is compressed afresh", async () => {
  const zlib = await import('node:zlib');
  const gzipped = await startStaticServer({root});
  try {
    const page = path.join(root, 'x', 'charts.html');
    fs.writeFileSync(page, '<h1>charts</h1>');
    // The hosting step's copy, told apart by its content.
    fs.writeFileSync(`${page}.gz`, zlib.gzipSync('<h1>charts, as the hosting step compressed it</h1>'));
    const body = async () => (await fetch(`${gzipped.url}/x/charts`, {headers: {'Accept-Encoding': 'gzip'}})).text();
    await expect(body()).resolves.toBe('<h1>charts, as the hosting step compressed it</h1>');
    // The page rewritten after it was compressed: the .gz is stale.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(page, later, later);
    await expect(body()).resolves.toBe('<h1>charts</h1>');
    fs.rmSync(`${page}.gz`);
    await expect(body()).resolves.toBe('<h1>charts</h1>');
  } finally {
    await gzipped.close();
  }
});
