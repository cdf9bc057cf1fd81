/**
 * Writes one locale's Markdown twins and llms indexes into its build folder: a `.md` beside every
 * doc and API page, `llms.txt` + `llms-full.txt` for the portal, MUI X, each product (every
 * in-portal version) and Material UI, and the props of every component per version for the docs
 * MCP server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {navPathKey, type NavFlags} from '../../src/lib/nav-flags';
import type {ApiPageData} from '../api-reference/model';
import {resolveDemoFile} from '../demo-blocks/generate/paths';
import {apiPageMarkdown} from './api-markdown';
import {demoShownSource} from './demo-source';
import {flagWords, formatLlmsFull, formatLlmsTxt, twinPath, type IndexPage, type IndexSection, type LlmsIndex} from './llms-txt';
import {demoFilesOf, parseMdx, stripFrontMatter, treeHasOwnTitle, treeToMarkdown} from './mdx-to-markdown';
import {
  flagsByKey,
  productItems,
  productSections,
  sectionsOfItems,
  sourceFile,
  type DocsInstances,
  type LoadedDoc,
  type WalkContext,
} from './site-pages';
import {linkResolver} from './links';
import remarkApiSection from '../api-reference/remark-api-section';
import {htmlToInlineMarkdown} from './html-text';

export interface TwinProduct {
  id: string;
  slug: string;
  label: string;
}

export interface BuildTwinsInput {
  siteDir: string;
  outDir: string;
  /** Public origin, no trailing slash. */
  siteUrl: string;
  /** This locale's base URL (`/`, `/zh/`). */
  baseUrl: string;
  locale: string;
  localeLabels: Record<string, string>;
  defaultLocale: string;
  docs: DocsInstances;
  /** The docs instance at /x (versioned) and the one at the root. */
  xInstance: string;
  materialInstance: string;
  xBase: string;
  currentVersionLabel: string;
  products: readonly TwinProduct[];
  /** The API pages as this locale's build renders them, by locale-less path. */
  apiPages: ApiPageData[];
  /** v7 components' props (api-diff), for the per-version props files. */
  v7Props?: unknown;
}

export interface BuildTwinsResult {
  twins: number;
  twinBytes: number;
  indexes: {file: string; bytes: number}[];
}

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
  return Buffer.byteLength(text);
};

function docTwin(
  doc: LoadedDoc,
  versionText: string | undefined,
  flags: NavFlags,
  input: BuildTwinsInput,
  pageUrl: string,
  resolve: (url: string) => string,
  apiSection: boolean,
): string {
  const file = sourceFile(input.siteDir, doc.source);
  const mdx = fs.readFileSync(file, 'utf8');
  // One parse per page: its demos, its title and its Markdown all come from the same tree.
  const tree = parseMdx(stripFrontMatter(mdx));
  // The Material UI pages' generated "API" section, added by the same remark plugin as on the page.
  if (apiSection) remarkApiSection({siteDir: input.siteDir, section: 'material'})(tree as never, {path: file});
  const demos = new Map<string, {name: string; ts: string}>();
  for (const demoFile of demoFilesOf(tree)) {
    if (!demos.has(demoFile))
      demos.set(demoFile, demoShownSource(resolveDemoFile(file, demoFile, input.siteDir, fs.existsSync), input.siteDir));
  }
  const header: string[] = [];
  if (!treeHasOwnTitle(tree)) header.push(`# ${doc.title}`);
  const body = treeToMarkdown(tree, {demoSource: (f) => demos.get(f)!, resolveLink: resolve});
  const badges = flagWords(flags);
  if (badges.length) header.push(`Badges: ${badges.join(', ')}`);
  if (doc.description) header.push(`> ${doc.description.replace(/\s+/g, ' ').trim()}`);
  const language = input.localeLabels[input.locale] ?? input.locale;
  header.push(`Page: ${pageUrl} (${versionText ? `${versionText}, ` : ''}${language})`);
  return `${header.join('\n\n')}\n\n${body}\n`;
}

export function buildTwins(input: BuildTwinsInput): BuildTwinsResult {
  const {outDir, siteUrl, baseUrl} = input;
  const localePrefix = baseUrl.replace(/\/$/, '');
  const result: BuildTwinsResult = {twins: 0, twinBytes: 0, indexes: []};
  const twins = new Map<string, string>(); // permalink -> twin text
  const writeTwin = (permalink: string, text: string) => {
    twins.set(permalink, text);
    result.twins += 1;
    result.twinBytes += write(path.join(outDir, twinPath(navPathKey(permalink, baseUrl))), text);
  };

  // API pages (current version only: the API reference documents the installed packages).
  const apiIndexPages = new Map<string, IndexPage[]>();
  for (const page of input.apiPages) {
    const permalink = `${localePrefix}${page.path}`;
    writeTwin(
      permalink,
      apiPageMarkdown(page, (u) =>
        u.startsWith('/') ? `${siteUrl}${u.startsWith(localePrefix + '/') || !localePrefix ? '' : localePrefix}${u}` : u,
      ),
    );
    // A kept major's reference (/x/7.x/api/...) gets its twins but stays out of the current llms.txt.
    if (page.keptVersion) continue;
    const list = apiIndexPages.get(page.section) ?? [];
    list.push({
      permalink,
      title: page.name,
      description: page.summary || htmlToInlineMarkdown(page.descriptionHtml),
      flags: page.plan === 'community' ? {} : {plan: page.plan},
    });
    apiIndexPages.set(page.section, list);
  }
  for (const list of apiIndexPages.values()) list.sort((a, b) => a.title.localeCompare(b.title, 'en'));

  const indexes: {key: string; index: LlmsIndex; full: boolean}[] = [];
  const url = (key: string, file: string) => `${siteUrl}${localePrefix}${key === '/' ? '' : key}/${file}`;

  for (const [instanceId, content] of Object.entries(input.docs)) {
    for (const version of content?.loadedVersions ?? []) {
      const flags = flagsByKey(version, baseUrl);
      const docsById = new Map(version.docs.map((d) => [d.id, d]));
      const resolve = linkResolver({siteDir: input.siteDir, siteUrl, localePrefix, versions: content!.loadedVersions});
      const keys = new Set<string>();
      for (const doc of version.docs) {
        const key = navPathKey(doc.permalink, baseUrl);
        const pageUrl = `${siteUrl}${doc.permalink}`;
        // The MUI X docs are versioned (8.15.0, v7); the Material UI instance has one unnamed version.
        const versionText =
          instanceId !== input.xInstance
            ? undefined
            : version.versionName === 'current'
              ? input.currentVersionLabel
              : (version.label ?? version.versionName);
        writeTwin(
          doc.permalink,
          docTwin(doc, versionText, flags.get(key) ?? {}, input, pageUrl, resolve(doc, pageUrl), instanceId === input.materialInstance),
        );
        keys.add(key);
      }
      const isCurrent = version.versionName === 'current';
      const ctx: WalkContext = {
        docsById,
        baseUrl,
        sidebarSource: `${instanceId}/${version.versionName}`,
        apiPages: (section) => (isCurrent ? (apiIndexPages.get(section) ?? []) : []),
        hasTwin: (key) => keys.has(key),
      };
      const items = Object.values(version.sidebars).flat();
      const versionLabel = isCurrent ? input.currentVersionLabel : (version.label ?? version.versionName);
      const language = input.localeLabels[input.locale] ?? input.locale;
      if (instanceId === input.xInstance) {
        const base = navPathKey(version.path ?? input.xBase, baseUrl);
        indexes.push({
          key: base,
          full: true,
          index: {
            title: `MUI X ${versionLabel}`,
            summary: `Documentation of MUI X ${versionLabel} (${language}): every page's Markdown twin in sidebar order, with plan (Pro, Premium) and status (New, Planned) markers.`,
            details: [`Full text: ${url(base, 'llms-full.txt')}`],
            sections: sectionsOfItems(items, ctx, 'MUI X'),
          },
        });
        const versionIndex = indexes[indexes.length - 1]!.index;
        for (const product of input.products) {
          const productPath = `${base}/${product.slug}`;
          const sections = productSections(productItems(items, productPath, ctx), ctx, product.label);
          if (!sections.length) continue;
          versionIndex.details.push(`${product.label}: ${url(productPath, 'llms.txt')}`);
          indexes.push({
            key: productPath,
            full: true,
            index: {
              title: `MUI X ${product.label} ${versionLabel}`,
              summary: `${product.label} documentation, MUI X ${versionLabel} (${language}), in sidebar order.`,
              details: [`Full text: ${url(productPath, 'llms-full.txt')}`, `All of MUI X: ${url(base, 'llms.txt')}`],
              sections,
            },
          });
        }
      } else if (instanceId === input.materialInstance && isCurrent) {
        const sections: IndexSection[] = sectionsOfItems(items, ctx, 'Material UI');
        const api = apiIndexPages.get('material');
        if (api?.length) sections.push({title: 'API reference', pages: api});
        indexes.push({
          key: '/material-ui',
          full: true,
          index: {
            title: 'Material UI',
            summary: `Material UI documentation (${language}) in sidebar order.`,
            details: [`Full text: ${url('/material-ui', 'llms-full.txt')}`],
            sections,
          },
        });
      }
    }
  }

  // The whole portal: Material UI, then the current MUI X, then where the other indexes are.
  const material = indexes.find((i) => i.key === '/material-ui');
  const x = indexes.find((i) => i.key === input.xBase);
  const others = indexes.filter((i) => i !== material && i !== x).map((i) => `- ${i.index.title}: ${url(i.key, 'llms.txt')}`);
  const otherLocales = Object.keys(input.localeLabels)
    .filter((l) => l !== input.locale)
    .map((l) => `- ${input.localeLabels[l]}: ${siteUrl}${l === input.defaultLocale ? '' : `/${l}`}/llms.txt`);
  indexes.push({
    key: '/',
    full: false,
    index: {
      title: 'MUI X and Material UI documentation portal',
      summary: `Every page of the portal (${input.localeLabels[input.locale] ?? input.locale}) as a Markdown twin: add .md to a page's URL. Demos are inlined as their TypeScript source; API pages list props, slots and CSS classes.`,
      details: ['Per product and version:', ...others, ...(otherLocales.length ? ['Other languages:', ...otherLocales] : [])],
      sections: [...(material?.index.sections ?? []), ...(x?.index.sections ?? [])],
    },
  });

  for (const {key, index, full} of indexes) {
    const dir = path.join(outDir, key === '/' ? '' : key);
    const llms = path.join(dir, 'llms.txt');
    result.indexes.push({file: path.relative(outDir, llms), bytes: write(llms, formatLlmsTxt(index, siteUrl))});
    if (full) {
      const fullFile = path.join(dir, 'llms-full.txt');
      result.indexes.push({file: path.relative(outDir, fullFile), bytes: write(fullFile, formatLlmsFull(index, twins, siteUrl))});
    }
  }
  return result;
}
