/**
 * The docs MCP server (`npm run mcp`, plugins/llm-twins/mcp/) driven by the MCP SDK's own client
 * over stdio, against a built site with both locales (PORTAL_BUILD_DIR): a search in English and
 * in Chinese, the top page fetched as its Markdown twin, a product's page list, and a component's
 * props in two versions.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {VERSIONS} from '@site/src/config/portal';

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE_DIR, 'build'));
const V7_LABEL = VERSIONS.find((v) => v.name === '7.x')!.label;
const hasZh = fs.existsSync(path.join(BUILD_DIR, 'zh', 'llms.txt'));

let client: Client;

beforeAll(async () => {
  client = new Client({name: 'portal-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['-r', 'sucrase/register/ts', 'plugins/llm-twins/mcp/cli.ts', '--build-dir', BUILD_DIR],
      cwd: SITE_DIR,
      stderr: 'pipe',
    }),
  );
}, 60000);

afterAll(() => client?.close());

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as {type: string; text: string}[]).map((c) => c.text).join('\n');

/** `1. Title — /x/.../page.md` lines of a search answer. */
const hitsOf = (answer: string) => [...answer.matchAll(/^\d+\. (.*) — (\S+\.md)$/gm)].map((m) => ({title: m[1]!, twin: m[2]!}));

test('offers the four tools', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(['fetch_page', 'get_component_props', 'list_pages', 'search_docs']);
});

test.each([
  ['row grouping', 'en', /row grouping/i, '/x/react-data-grid/row-grouping.md'],
  ['行分组', 'zh', /行分组/, '/zh/x/react-data-grid/row-grouping.md'],
])('search "%s" (%s): the top page is fetched as its twin', async (query, locale, title, twin) => {
  if (locale === 'zh' && !hasZh) return;
  const hits = hitsOf(textOf(await client.callTool({name: 'search_docs', arguments: {query}})));
  expect(hits[0]).toEqual({title: expect.stringMatching(title), twin});
  const page = textOf(await client.callTool({name: 'fetch_page', arguments: {page: hits[0]!.twin}}));
  expect(page).toBe(fs.readFileSync(path.join(BUILD_DIR, twin), 'utf8'));
  expect(page).toContain('```tsx title="');
});

test('fetch_page takes a page URL too, and says when there is no page', async () => {
  const byUrl = await client.callTool({
    name: 'fetch_page',
    arguments: {page: 'http://localhost:3000/x/react-data-grid/sorting#sort-model'},
  });
  expect(textOf(byUrl)).toMatch(/^# Sorting/);
  const missing = await client.callTool({name: 'fetch_page', arguments: {page: '/x/react-data-grid/no-such-page'}});
  expect(missing.isError).toBe(true);
});

test("list_pages gives a product's pages in sidebar order, per version", async () => {
  const current = textOf(await client.callTool({name: 'list_pages', arguments: {product: 'tree-view'}}));
  const v7 = textOf(await client.callTool({name: 'list_pages', arguments: {product: 'tree-view', version: '7.x'}}));
  expect(current).toMatch(/^# MUI X Tree View 8\.15\.0/);
  expect(v7.startsWith(`# MUI X Tree View ${V7_LABEL}\n`)).toBe(true);
  expect(v7).toContain('/x/7.x/react-tree-view');
  expect(current).not.toContain('/x/7.x/');
});

test('DataGrid props differ between 7.x and 8.15.0', async () => {
  const names = async (version: string) => {
    const answer = textOf(await client.callTool({name: 'get_component_props', arguments: {component: 'DataGrid', version}}));
    expect(answer).toContain(`# DataGrid props (${version}`);
    return new Set([...answer.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]!));
  };
  const v7 = await names('7.x');
  const v8 = await names('8.15.0');
  expect(v7.size).toBeGreaterThan(50);
  expect(v8.size).toBeGreaterThan(50);
  // Both are the grid; each has props the other lacks (renamed and new ones in v8).
  expect(v7.has('rows') && v8.has('rows')).toBe(true);
  expect([...v8].filter((n) => !v7.has(n)).length).toBeGreaterThan(0);
  expect([...v7].filter((n) => !v8.has(n)).length).toBeGreaterThan(0);
});
