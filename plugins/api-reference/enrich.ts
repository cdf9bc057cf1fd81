/**
 * What an API page gains at build time, per locale: its mui.com links lead to this portal's pages
 * (portal-links.ts) and its import lines carry build-time highlighting, so the page renders them
 * like every other code block.
 */
import fs from 'node:fs';
import path from 'node:path';
import {staticTokensFor} from '../static-highlight/remark';
import type {ApiPageData} from './model';
import {anchorId} from './format';
import {localizeDocsLinks, mdxHeadingIds, type PortalPage, type PortalPages} from './portal-links';

/** The section anchors every API page may have (ApiPageBody). */
const PAGE_SECTIONS = ['import', 'definition', 'props', 'slots', 'classes', 'inheritance', 'demos'];

export function apiPageAnchors(page: ApiPageData): Set<string> {
  return new Set([
    ...PAGE_SECTIONS,
    ...page.props.map((p) => anchorId('prop', p.name)),
    ...page.slots.map((s) => anchorId('slot', s.name)),
    ...page.classes.map((c) => anchorId('classes', c.ruleName)),
  ]);
}

/** Site paths (no locale prefix) of the built docs pages and API pages, with their titles (this locale's) and anchors. */
export function portalPages(
  siteDir: string,
  docs: Iterable<{permalink: string; source: string; title: string}>,
  localePrefix: string,
  apiPages: Iterable<ApiPageData>,
): Map<string, PortalPage> {
  const pages = new Map<string, PortalPage>();
  for (const doc of docs) {
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    const sitePath = doc.permalink.slice(localePrefix.length).replace(/\/+$/, '') || '/';
    if (!pages.has(sitePath) && fs.existsSync(file))
      pages.set(sitePath, {title: doc.title, anchors: mdxHeadingIds(fs.readFileSync(file, 'utf8'))});
  }
  for (const page of apiPages) pages.set(page.path, {title: page.name, anchors: apiPageAnchors(page)});
  return pages;
}

/** The page with its links localized and its import lines tokenized (a new object; the input stays). */
export function enrichApiPage(page: ApiPageData, pages: PortalPages, localePrefix: string): ApiPageData {
  const links = (html: string) => localizeDocsLinks(html, pages, localePrefix);
  const withDeprecation = <T extends {deprecatedHtml?: string}>(item: T): T =>
    item.deprecatedHtml ? {...item, deprecatedHtml: links(item.deprecatedHtml)} : item;
  return withDeprecation({
    ...page,
    descriptionHtml: links(page.descriptionHtml),
    imports: page.imports.map((i) => ({...i, tokens: staticTokensFor(i.code, 'tsx')})),
    props: page.props.map((p) => withDeprecation({...p, descriptionHtml: links(p.descriptionHtml)})),
    slots: page.slots.map((s) => ({...s, descriptionHtml: links(s.descriptionHtml)})),
    classes: page.classes.map((c) => ({...c, descriptionHtml: links(c.descriptionHtml)})),
  });
}
