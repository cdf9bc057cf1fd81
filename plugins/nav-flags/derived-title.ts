/**
 * Gives every Markdown page a title before Docusaurus reads it: a page with neither a front matter
 * `title` nor a leading `# heading` gets the title derived from its path (src/lib/titles.ts).
 * Docusaurus then uses that one title for the sidebar label, the breadcrumb, the h1, the
 * paginator and <title>, in every locale, so no theme component needs to know about it.
 */
import path from 'node:path';
import {parseMarkdownContentTitle} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';
import {titleForPath} from '../../src/lib/titles';
import {localeTitleForFile} from './locale-titles';

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*/;
const INDEX_NAMES = new Set(['index', 'readme']);

/**
 * The last URL segment Docusaurus gives a doc file: `slug` or `id` from front matter win, an
 * index/README (or a file named like its folder) stands for the folder.
 */
export function docPathFromFile(filePath: string, frontMatter: Record<string, unknown>): string {
  const dirSegments = path
    .dirname(filePath)
    .split(/[\\/]/)
    .filter(Boolean)
    .map((segment) => segment.replace(NUMBER_PREFIX, ''));
  const folder = dirSegments[dirSegments.length - 1] ?? '';
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.replace(/\/+$/, '') : undefined;
  if (slug) {
    return slug.startsWith('/') ? slug : `/${folder}/${slug}`;
  }
  const fileName = path
    .basename(filePath)
    .replace(/\.mdx?$/, '')
    .replace(NUMBER_PREFIX, '');
  const name = typeof frontMatter.id === 'string' ? frontMatter.id : fileName;
  if (INDEX_NAMES.has(name.toLowerCase()) || name === folder) return `/${folder}`;
  return `/${folder}/${name}`;
}

export const parseFrontMatterWithDerivedTitle: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const {title} = result.frontMatter;
  if (typeof title === 'string' && title.trim().length > 0) return result;
  if (parseMarkdownContentTitle(result.content).contentTitle) return result;
  return {
    ...result,
    frontMatter: {...result.frontMatter, title: titleForPath(docPathFromFile(params.filePath, result.frontMatter))},
  };
};

export interface LocalizedTitleOptions {
  siteDir: string;
  defaultLocale: string;
  /** The locale being built; Docusaurus sets DOCUSAURUS_CURRENT_LOCALE before it loads the config. */
  currentLocale?: () => string | undefined;
}

/**
 * As parseFrontMatterWithDerivedTitle, and an untranslated page built for another locale takes its
 * title (and sidebar label) from that locale's title table (./locale-titles.ts).
 */
export function createParseFrontMatter({
  siteDir,
  defaultLocale,
  currentLocale = () => process.env.DOCUSAURUS_CURRENT_LOCALE,
}: LocalizedTitleOptions): ParseFrontMatter {
  return async (params) => {
    const result = await parseFrontMatterWithDerivedTitle(params);
    const localized = localeTitleForFile(siteDir, currentLocale(), defaultLocale, params.filePath);
    if (!localized) return result;
    return {...result, frontMatter: {...result.frontMatter, title: localized, sidebar_label: localized}};
  };
}
