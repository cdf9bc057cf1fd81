/**
 * Previous / next links follow the sidebar's reading order but skip what a reader cannot page to:
 * group headers without a page (never entries), links (external or not: Docusaurus's rule too),
 * planned entries and unlisted docs.
 */
import type {NavEntry} from './nav-entries';

export interface PageLink {
  title: string;
  permalink: string;
}

export interface PageNeighbours {
  previous: PageLink | null;
  next: PageLink | null;
}

export type PaginationEntry = Pick<NavEntry, 'kind' | 'pathname' | 'href' | 'label' | 'flags' | 'external' | 'unlisted'>;

export function isPageable(entry: PaginationEntry): boolean {
  return entry.kind !== 'link' && !entry.external && !entry.flags.planned && !entry.unlisted;
}

/** Neighbours of every pageable entry of one sidebar, keyed by pathname. */
export function computePagination(entries: readonly PaginationEntry[]): Map<string, PageNeighbours> {
  const pages = entries.filter(isPageable);
  const toLink = (entry: PaginationEntry | undefined): PageLink | null =>
    entry ? {title: entry.label, permalink: entry.href} : null;
  return new Map(
    pages.map((entry, index) => [
      entry.pathname,
      {previous: toLink(pages[index - 1]), next: toLink(pages[index + 1])},
    ]),
  );
}
