/**
 * What the twins and indexes are made of, read from the docs plugins' loaded content (the same docs,
 * titles, descriptions and sidebars the HTML pages come from): each doc with its source file and
 * flags, and each sidebar walked into sections of pages in reading order.
 */
import path from 'node:path';
import {collectNavEntries, type DocLike, type SidebarItemLike} from '../nav-flags/nav-entries';
import {compactNavFlags, navPathKey, readNavFlags, type NavFlags} from '../../src/lib/nav-flags';
import {API_NAV_PROP} from '../api-reference/sidebar-links';
import type {IndexPage, IndexSection} from './llms-txt';

export interface LoadedDoc extends DocLike {
  description: string;
}

export interface LoadedVersion {
  versionName: string;
  label?: string;
  path?: string;
  contentPath: string;
  /** Absent when the locale does not translate this instance. */
  contentPathLocalized?: string;
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItemLike[]>;
}

export type DocsInstances = Record<string, {loadedVersions: LoadedVersion[]} | undefined>;

/** `@site/docs/a.mdx` -> absolute path. */
export function sourceFile(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : path.resolve(siteDir, source);
}

export interface WalkContext {
  docsById: ReadonlyMap<string, LoadedDoc>;
  baseUrl: string;
  sidebarSource: string;
  /** Pages of an API section, by the section the sidebar's placeholder names ([] when this version has none). */
  apiPages(section: string): IndexPage[];
  /** Locale-less path keys that have a twin. */
  hasTwin(key: string): boolean;
}

/** Flags of every page a sidebar lists, merged as the badges show them (sidebar + front matter). */
export function flagsByKey(version: LoadedVersion, baseUrl: string): Map<string, NavFlags> {
  const flags = new Map<string, NavFlags>();
  const docsById = new Map(version.docs.map((d) => [d.id, d]));
  for (const doc of version.docs) flags.set(navPathKey(doc.permalink, baseUrl), compactNavFlags(readNavFlags(doc.frontMatter, doc.source)));
  for (const [id, sidebar] of Object.entries(version.sidebars)) {
    for (const entry of collectNavEntries(sidebar, {sidebarSource: id, docsById, baseUrl}))
      flags.set(entry.pathname, compactNavFlags(entry.flags));
  }
  return flags;
}

/** The pages one sidebar item leads to, depth first, each once. */
export function pagesOfItems(items: readonly SidebarItemLike[], ctx: WalkContext, seen = new Set<string>()): IndexPage[] {
  const pages: IndexPage[] = [];
  for (const item of items) {
    const section = item.type === 'html' ? (item.customProps?.[API_NAV_PROP] as string | undefined) : undefined;
    if (section) {
      for (const page of ctx.apiPages(section)) {
        if (seen.has(page.permalink)) continue;
        seen.add(page.permalink);
        pages.push(page);
      }
      continue;
    }
    const [entry] = collectNavEntries([{...item, items: undefined}], {
      sidebarSource: ctx.sidebarSource,
      docsById: ctx.docsById,
      baseUrl: ctx.baseUrl,
    });
    if (entry && !entry.external && ctx.hasTwin(entry.pathname) && !seen.has(entry.href)) {
      seen.add(entry.href);
      const doc = entry.docId ? ctx.docsById.get(entry.docId) : undefined;
      pages.push({permalink: entry.href, title: entry.label, description: doc?.description ?? '', flags: compactNavFlags(entry.flags)});
    }
    if (item.items) pages.push(...pagesOfItems(item.items, ctx, seen));
  }
  return pages;
}

/** Top-level categories become sections; pages outside any category gather under `looseTitle`. */
export function sectionsOfItems(items: readonly SidebarItemLike[], ctx: WalkContext, looseTitle: string): IndexSection[] {
  const sections: IndexSection[] = [];
  let loose: IndexSection | undefined;
  const seen = new Set<string>();
  for (const item of items) {
    if (item.type === 'category') {
      sections.push({title: item.label ?? '', pages: pagesOfItems([item], ctx, seen)});
    } else {
      if (!loose) sections.push((loose = {title: looseTitle, pages: []}));
      loose.pages.push(...pagesOfItems([item], ctx, seen));
    }
  }
  return sections.filter((s) => s.pages.length);
}

/** The top-level items of a sidebar that hold a product's pages (`/x/react-data-grid`, `/x/7.x/react-data-grid`): its category, or in a flat sidebar its page. */
export function productItems(items: readonly SidebarItemLike[], productPath: string, ctx: WalkContext): SidebarItemLike[] {
  return items.filter((item) =>
    pagesOfItems([item], {...ctx, apiPages: () => []}).some((p) => {
      const key = navPathKey(p.permalink, ctx.baseUrl);
      return key === productPath || key.startsWith(`${productPath}/`);
    }),
  );
}

/** A product's sections: a single category's own page then its groups; otherwise one section of its pages. */
export function productSections(items: readonly SidebarItemLike[], ctx: WalkContext, title: string): IndexSection[] {
  const [only] = items;
  if (items.length === 1 && only!.type === 'category') {
    const own = pagesOfItems([{...only!, items: undefined}], ctx);
    const sections = sectionsOfItems(only!.items ?? [], ctx, title);
    const ownKeys = new Set(own.map((p) => p.permalink));
    if (sections[0]) sections[0] = {...sections[0], pages: [...own, ...sections[0].pages.filter((p) => !ownKeys.has(p.permalink))]};
    else if (own.length) sections.push({title, pages: own});
    return sections;
  }
  return [{title, pages: pagesOfItems(items, ctx)}].filter((s) => s.pages.length);
}
