/**
 * Flattens a Docusaurus sidebar (as the docs plugin hands it over, doc ids resolved) into the
 * navigation entries the portal reasons about: every item that points somewhere, in reading order,
 * with its pathname, label, source and merged flags.
 */
import {isExternalHref, mergeNavFlags, navPathKey, type NavFlags} from '../../src/lib/nav-flags';

/** The parts of a processed sidebar item this module reads (structural, so tests stay plain). */
import type {SidebarItemLike} from '../../src/lib/sidebar-item';

export type {SidebarItemLike};

/** The parts of a doc's metadata this module reads. */
export interface DocLike {
  id: string;
  title: string;
  permalink: string;
  /** e.g. `@site/docs/react-data-grid/tree-data.mdx` */
  source: string;
  frontMatter: Record<string, unknown>;
  unlisted?: boolean;
}

export interface NavEntry {
  kind: 'doc' | 'category' | 'link';
  /** navPathKey of the target: no base URL, no trailing slash (external URLs as written). */
  pathname: string;
  /** The URL as the site links to it (doc permalinks include the locale's base URL). */
  href: string;
  /** Label for previous/next, chosen the way Docusaurus chooses it. */
  label: string;
  /** Human-readable origin, used in build errors. */
  source: string;
  flags: NavFlags;
  external: boolean;
  /** Doc id behind a doc item or a category's doc link. */
  docId?: string;
  unlisted: boolean;
}

export interface CollectContext {
  /** Names the sidebar in errors, e.g. `docs "default", version "current", sidebar "xSidebar"`. */
  sidebarSource: string;
  docsById: ReadonlyMap<string, DocLike>;
  baseUrl: string;
}

export function collectNavEntries(items: readonly SidebarItemLike[], ctx: CollectContext): NavEntry[] {
  const entries: NavEntry[] = [];
  const visit = (item: SidebarItemLike) => {
    const entry = toEntry(item, ctx);
    if (entry) entries.push(entry);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return entries;
}

function toEntry(item: SidebarItemLike, ctx: CollectContext): NavEntry | undefined {
  switch (item.type) {
    case 'doc':
    case 'ref':
      return docEntry('doc', requireDoc(item.id, ctx), item, ctx, `doc "${item.id}"`);
    case 'category': {
      if (item.link?.type === 'doc') {
        return docEntry('category', requireDoc(item.link.id, ctx), item, ctx, `category "${item.label}"`);
      }
      if (item.link?.type === 'generated-index' && item.link.permalink) {
        const where = `${ctx.sidebarSource}: category "${item.label}" (generated index)`;
        return {
          kind: 'category',
          pathname: navPathKey(item.link.permalink, ctx.baseUrl),
          href: item.link.permalink,
          label: item.label ?? '',
          source: where,
          flags: mergeNavFlags(item.customProps, undefined, {sidebar: where, frontMatter: where}),
          external: false,
          unlisted: false,
        };
      }
      return undefined; // a group header without a page of its own
    }
    case 'link': {
      const href = item.href ?? '';
      const where = `${ctx.sidebarSource}: link "${item.label}" -> ${href}`;
      return {
        kind: 'link',
        pathname: navPathKey(href, ctx.baseUrl),
        href,
        label: item.label ?? '',
        source: where,
        flags: mergeNavFlags(item.customProps, undefined, {sidebar: where, frontMatter: where}),
        external: isExternalHref(href),
        unlisted: false,
      };
    }
    default:
      return undefined; // html items and anything without a target
  }
}

function docEntry(kind: 'doc' | 'category', doc: DocLike, item: SidebarItemLike, ctx: CollectContext, what: string): NavEntry {
  const source = `${ctx.sidebarSource}: ${what} (${doc.source})`;
  const fm = doc.frontMatter;
  const label = [fm.pagination_label, fm.sidebar_label, item.label, doc.title].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.length > 0,
  );
  return {
    kind,
    pathname: navPathKey(doc.permalink, ctx.baseUrl),
    href: doc.permalink,
    label: label ?? doc.title,
    source,
    flags: mergeNavFlags(item.customProps, fm, {
      sidebar: `${ctx.sidebarSource}: customProps of ${what}`,
      frontMatter: `front matter of ${doc.source}`,
    }),
    external: false,
    docId: doc.id,
    unlisted: !!doc.unlisted,
  };
}

function requireDoc(id: string | undefined, ctx: CollectContext): DocLike {
  const doc = id === undefined ? undefined : ctx.docsById.get(id);
  if (!doc) throw new Error(`${ctx.sidebarSource}: no doc with id "${id}"`);
  return doc;
}
