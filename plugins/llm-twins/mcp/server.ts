/**
 * The docs MCP server: the Markdown twins, llms.txt indexes, search indexes and per-version props
 * files of a built site (`build/`), offline. Four tools: search_docs, fetch_page, list_pages,
 * get_component_props. Transport-free: cli.ts connects it to stdio, the test to an in-memory pair.
 */
import fs from 'node:fs';
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {DocsSearch, localeBuildDir} from './search';
import {DEFAULT_LOCALE, LOCALES} from '../../../src/config/site';
import {twinUrlOf} from '../theme/CopyPage/links';
import {PROPS_DIR, type PropsFileEntry} from '../props-format';
import {cell} from '../html-text';

export interface DocsServerOptions {
  /** A built site: both locales (`build/` and `build/zh/`), as `npm run build` writes it. */
  buildDir: string;
  /** MUI X products: id and docs slug (`data-grid` -> `react-data-grid`). */
  products: readonly {id: string; slug: string; label: string}[];
  currentVersion: string;
  /** In-portal versions other than the current one, by name (`7.x`). */
  olderVersions: readonly string[];
  siteUrl: string;
}

const text = (value: string) => ({content: [{type: 'text' as const, text: value}]});
const failure = (value: string) => ({content: [{type: 'text' as const, text: value}], isError: true});

/** A page URL, path or twin path -> the twin's path inside the build (null when outside the site). */
export function twinFileOf(buildDir: string, page: string, siteUrl: string): string | null {
  let pathname = page.trim();
  if (/^https?:\/\//.test(pathname)) {
    const url = new URL(pathname);
    if (url.origin !== new URL(siteUrl).origin && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return null;
    pathname = url.pathname;
  }
  pathname = pathname.split(/[?#]/)[0]!;
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname.includes('..')) return null;
  const twin = pathname.endsWith('.md') ? pathname : twinUrlOf(pathname);
  return path.join(buildDir, twin);
}

export function createDocsServer(options: DocsServerOptions): McpServer {
  const {buildDir} = options;
  const search = new DocsSearch(buildDir);
  const server = new McpServer({name: 'mui-x-portal-docs', version: options.currentVersion});
  const versions = [options.currentVersion, ...options.olderVersions] as [string, ...string[]];
  const localeSchema = z
    .enum(LOCALES)
    .optional()
    .describe(`${LOCALES.join(' or ')}; default: zh when the query has Chinese characters, else ${DEFAULT_LOCALE}`);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the MUI X and Material UI docs of this portal (English or Chinese) with the site search ranking. Returns page titles and the paths to pass to fetch_page.',
      inputSchema: {query: z.string().min(1), locale: localeSchema, limit: z.number().int().min(1).max(50).optional()},
    },
    async ({query, locale, limit}) => {
      const lang = locale ?? (/\p{Unified_Ideograph}/u.test(query) ? 'zh' : DEFAULT_LOCALE);
      const hits = await search.search(query, lang, limit ?? 10);
      if (!hits.length) return text(`No page matches "${query}" (${lang}).`);
      return text(hits.map((h, i) => `${i + 1}. ${h.title} — ${twinUrlOf(h.path)}${h.match ? `\n   matched: ${h.match}` : ''}`).join('\n'));
    },
  );

  server.registerTool(
    'fetch_page',
    {
      title: 'Fetch a page as Markdown',
      description:
        'Returns a docs page as Markdown (prose, demos as TypeScript, API tables). Accepts a page path (/x/react-data-grid/sorting), its .md twin path or a full URL of the site.',
      inputSchema: {page: z.string().min(1)},
    },
    async ({page}) => {
      const file = twinFileOf(buildDir, page, options.siteUrl);
      if (!file || !fs.existsSync(file)) return failure(`No page at ${page}. Use search_docs or list_pages to find one.`);
      return text(fs.readFileSync(file, 'utf8'));
    },
  );

  const productIds = ['all', 'material', ...options.products.map((p) => p.id)] as [string, ...string[]];
  server.registerTool(
    'list_pages',
    {
      title: "List a product's pages",
      description:
        'The llms.txt index of a product (or of all MUI X, or Material UI): its pages in sidebar order with their plan markers and one-line descriptions.',
      inputSchema: {product: z.enum(productIds), version: z.enum(versions).optional(), locale: z.enum(LOCALES).optional()},
    },
    async ({product, version, locale}) => {
      const localeDir = localeBuildDir(buildDir, locale);
      const older = version && version !== options.currentVersion ? `/${version}` : '';
      const slug = options.products.find((p) => p.id === product)?.slug;
      const dir = product === 'material' ? 'material-ui' : `x${older}${slug ? `/${slug}` : ''}`;
      const file = path.join(localeDir, dir, 'llms.txt');
      if (!fs.existsSync(file))
        return failure(`No index for ${product} ${version ?? options.currentVersion} (${locale ?? DEFAULT_LOCALE}).`);
      return text(fs.readFileSync(file, 'utf8'));
    },
  );

  const propsByVersion = new Map<string, PropsFileEntry[]>();
  const propsOf = (version: string): PropsFileEntry[] | undefined => {
    if (!propsByVersion.has(version)) {
      const file = path.join(buildDir, PROPS_DIR, `${version}.json`);
      if (!fs.existsSync(file)) return undefined;
      propsByVersion.set(version, JSON.parse(fs.readFileSync(file, 'utf8')) as PropsFileEntry[]);
    }
    return propsByVersion.get(version);
  };
  server.registerTool(
    'get_component_props',
    {
      title: "Look up a component's props",
      description: `The props of an MUI X or Material UI component (e.g. DataGridPro, DatePicker, Button) in a given version: ${versions.join(' or ')} (default ${options.currentVersion}). Material UI components are documented for the current version only.`,
      inputSchema: {component: z.string().min(1), version: z.enum(versions).optional()},
    },
    async ({component, version}) => {
      const v = version ?? options.currentVersion;
      const entries = propsOf(v);
      if (!entries) return failure(`No props data for ${v} in ${buildDir}.`);
      const matches = entries.filter((e) => e.name === component);
      if (!matches.length) {
        const near = entries
          .filter((e) => e.name.toLowerCase().includes(component.toLowerCase()))
          .slice(0, 8)
          .map((e) => e.name);
        return failure(`${component} is not a component of ${v}.${near.length ? ` Did you mean: ${near.join(', ')}?` : ''}`);
      }
      return text(
        matches
          .map((e) =>
            [
              `# ${e.name} props (${v}, ${e.section})`,
              '',
              '| Name | Type | Default | Description |',
              '| --- | --- | --- | --- |',
              ...e.props.map(
                (p) =>
                  `| \`${p.name}\`${p.required ? ' (required)' : ''} | ${cell(`\`${p.type}\``)} | ${p.default ? cell(`\`${p.default}\``) : ''} | ${cell(p.description)} |`,
              ),
            ].join('\n'),
          )
          .join('\n\n'),
      );
    },
  );

  return server;
}
