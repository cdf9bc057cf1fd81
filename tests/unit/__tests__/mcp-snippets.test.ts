/**
 * The MCP page (docs/introduction/mcp.mdx) is configuration readers paste into their editors: every
 * JSON snippet must parse, every server entry must start @mui/mcp pinned to an exact version (not
 * @latest) or the portal's own docs server from the file that exists in this repository, and the
 * shell commands must use that same version.
 */
import fs from 'node:fs';
import path from 'node:path';

const PAGE = path.resolve(__dirname, '../../../docs/introduction/mcp.mdx');
const text = fs.readFileSync(PAGE, 'utf8');

interface Fence {
  lang: string;
  meta: string;
  body: string;
}

function fences(source: string): Fence[] {
  return [...source.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({lang: m[1], meta: m[2].trim(), body: m[3]}));
}

const all = fences(text);
const json = all.filter((f) => f.lang === 'json');
const shell = all.filter((f) => f.lang === 'bash');
const PINNED = /^@mui\/mcp@\d+\.\d+\.\d+$/;

interface ServerEntry {
  command: string;
  args: string[];
  type?: string;
  env?: Record<string, string>;
}

/** The server entries of a snippet, whatever the client calls the list. */
function serverEntries(config: Record<string, unknown>): ServerEntry[] {
  const list = (config.mcpServers ?? config.servers ?? config.context_servers) as Record<string, ServerEntry> | undefined;
  return list ? Object.values(list) : [];
}

test('the page has the snippets of every client', () => {
  expect(json.length).toBeGreaterThanOrEqual(7);
  expect(shell.length).toBeGreaterThanOrEqual(3);
  for (const client of ['VS Code', 'Cursor', 'Windsurf', 'Zed', 'JetBrains', 'Claude Code']) expect(text).toContain(`### ${client}`);
});

test.each(json.map((f, i) => [i + 1, f.meta, f.body]))('JSON snippet %i (%s) parses and pins the server version', (_i, _meta, body) => {
  const config = JSON.parse(body as string) as Record<string, unknown>;
  const entries = serverEntries(config);
  const portal = entries.filter((e) => e.command === 'node');
  expect(entries.length - portal.length).toBe(1);
  for (const entry of portal) {
    // node -r <portal>/node_modules/sucrase/register/ts <portal>/plugins/llm-twins/mcp/cli.ts --build-dir <portal>/build
    expect(entry.args[0]).toBe('-r');
    expect(entry.args[1]).toMatch(/\/node_modules\/sucrase\/register\/ts$/);
    expect(entry.args[2]).toMatch(/\/plugins\/llm-twins\/mcp\/cli\.ts$/);
    expect(fs.existsSync(path.resolve(__dirname, '../../..', entry.args[2]!.replace(/^.*?\/plugins\//, 'plugins/')))).toBe(true);
    expect(entry.args[3]).toBe('--build-dir');
  }
  for (const entry of entries.filter((e) => e.command !== 'node')) {
    expect(entry.command).toBe('npx');
    expect(entry.args[0]).toBe('-y');
    expect(entry.args[1]).toMatch(PINNED);
    if (entry.env) for (const value of Object.values(entry.env)) expect(typeof value).toBe('string');
  }
});

test('VS Code uses its own format (servers + type), the others mcpServers or context_servers', () => {
  const byTitle = (name: string) => json.find((f) => f.meta.includes(name));
  expect(Object.keys(JSON.parse(byTitle('.vscode/mcp.json')!.body))).toEqual(['servers']);
  expect(serverEntries(JSON.parse(byTitle('.vscode/mcp.json')!.body))[0].type).toBe('stdio');
  expect(Object.keys(JSON.parse(byTitle('settings.json')!.body))).toEqual(['context_servers']);
  expect(Object.keys(JSON.parse(byTitle('.cursor/mcp.json')!.body))).toEqual(['mcpServers']);
});

test('one version in every snippet, never @latest', () => {
  const code = all.map((f) => f.body).join('\n');
  const versions = new Set([...code.matchAll(/@mui\/mcp@([\w.-]+)/g)].map((m) => m[1]));
  expect([...versions]).toHaveLength(1);
  expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  for (const fence of [...json, ...shell]) expect(fence.body).not.toMatch(/@latest/);
  for (const fence of shell) {
    for (const line of fence.body.trim().split('\n'))
      expect(line).toMatch(
        /^(claude mcp add |npx -y @modelcontextprotocol\/inspector@\d+\.\d+\.\d+ |npm run build$|npm run --silent mcp$)/,
      );
  }
});
