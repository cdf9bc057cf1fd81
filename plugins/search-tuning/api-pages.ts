/**
 * Reads an API reference page of the build (plugins/api-reference renders each prop, slot and CSS
 * class as a table row `<tr id="prop-name">`) into its title, description, rows and the text around
 * its tables. Parsed once, with the search plugin's own cheerio and text rules, so the text is what
 * the plugin would have indexed; the plugin's own scan skips these pages.
 */
import {createRequire} from 'node:module';
import type {ApiPage, ApiRow} from './documents';

type Cheerio = {
  load(html: string): CheerioRoot;
};
interface CheerioSelection {
  length: number;
  remove(): CheerioSelection;
  text(): string;
  attr(name: string): string | undefined;
  find(selector: string): CheerioSelection;
  first(): CheerioSelection;
  last(): CheerioSelection;
  children(selector?: string): CheerioSelection;
  toArray(): unknown[];
  get(index: number): unknown;
}
type CheerioRoot = (selector: string | unknown) => CheerioSelection;

const pluginRequire = createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const cheerio = pluginRequire('cheerio') as Cheerio;
// The plugin's text of an element: blocks (p, li, td …) apart, whitespace condensed.
const {getCondensedText} = pluginRequire('./dist/server/server/utils/getCondensedText') as {
  getCondensedText: (element: unknown, $: CheerioRoot) => string;
};

const condense = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Row ids the API pages use: prop-, slot-, classes-, and any other `<kind>-<name>`. */
const ROW_ID = /^([a-z]+)-(.+)$/;

export function readApiPage(html: string, ignoreSelectors: readonly string[] = []): ApiPage {
  const $ = cheerio.load(html);
  // The hidden anchors of headings and rows say nothing (the plugin drops them before it reads the title).
  $('a[aria-hidden="true"]').remove();
  const h1 = $('h1').first();
  const title = (h1.length ? h1 : $('title')).text();
  const description = $('meta[name="description"]').attr('content') ?? '';
  const keywords = $('meta[name="keywords"]').attr('content') ?? '';
  const main = $('main').first();
  if (!main.length) return {title, description, keywords, intro: '', rows: []};
  for (const selector of ignoreSelectors) main.find(selector).remove();
  // The page's embedded data (a JSON script) is not text.
  main.find('script, style, noscript, template').remove();
  const rows: ApiRow[] = [];
  for (const element of main.find('tr[id]').toArray()) {
    const tr = $(element);
    const id = tr.attr('id') ?? '';
    const match = ROW_ID.exec(id);
    if (!match) continue;
    const [, kind, key] = match;
    const cells = tr.children('td');
    // A CSS class row names the global class (.MuiDataGrid-cell) a reader types; others their key.
    const globalClass = kind === 'classes' ? condense(cells.find('code').first().text()) : '';
    const name = globalClass.startsWith('.') ? globalClass.slice(1) : (tr.attr('data-prop') ?? key);
    rows.push({id, name, description: condense(getCondensedText(cells.last().get(0), $))});
  }
  main.find('table').remove();
  return {title, description, keywords, intro: condense(getCondensedText(main.get(0), $)), rows};
}
