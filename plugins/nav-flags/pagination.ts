/**
 * Previous / next links follow the sidebar's reading order but skip what a reader cannot page to.
 * Docusaurus already skips group headers without a page, link items (external or internal) and
 * unlisted docs; it does not know about planned pages. This function applies all of those rules
 * so the plugin can compare with Docusaurus's result and publish only the differences.
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
  const toLink = (entry: PaginationEntry | undefined): PageLink | null => (entry ? {title: entry.label, permalink: entry.href} : null);
  return new Map(pages.map((entry, index) => [entry.pathname, {previous: toLink(pages[index - 1]), next: toLink(pages[index + 1])}]));
}
