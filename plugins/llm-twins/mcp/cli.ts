/**
 * `npm run mcp [-- --build-dir DIR]`: the docs MCP server on stdio, over a built site (default
 * `build/`, both locales: `npm run build`). Logs go to stderr: stdout is the protocol.
 */
import fs from 'node:fs';
import path from 'node:path';
import Module from 'node:module';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

const siteDir = path.resolve(__dirname, '../../..');

// The search engine imports the site's config as `@site/...`, as the browser bundle does.
type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolve = Module as unknown as {_resolveFilename: Resolve};
const resolve = moduleWithResolve._resolveFilename;
moduleWithResolve._resolveFilename = (request, ...rest) =>
  resolve(request.startsWith('@site/') ? path.join(siteDir, request.slice('@site/'.length)) : request, ...rest);

async function main() {
  const flag = process.argv.indexOf('--build-dir');
  const buildDir = path.resolve(flag >= 0 ? process.argv[flag + 1]! : path.join(siteDir, 'build'));
  if (!fs.existsSync(path.join(buildDir, 'llms.txt'))) {
    console.error(`[docs-mcp] ${buildDir} has no llms.txt: build the site first (npm run build) or pass --build-dir`);
    process.exit(1);
  }
  const {createDocsServer} = await import('./server');
  const {serverOptions} = await import('./options');
  const server = createDocsServer(serverOptions(buildDir));
  await server.connect(new StdioServerTransport());
  console.error(`[docs-mcp] serving ${buildDir} on stdio`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
