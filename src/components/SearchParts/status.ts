/** The live status line of a search (the navbar's list and the search page): searching, none, how many, or unavailable. */
import {translate} from '@docusaurus/Translate';
import type {GroupedSearch} from '@site/src/lib/search/use-grouped-search';

export function searchStatus(query: string, search: GroupedSearch, count: number): string {
  if (search.failed) return translate({id: 'portal.search.unavailable', message: 'Search is unavailable right now. Please try again.'});
  if (count === 0 && search.pending > 0) return translate({id: 'portal.search.searching', message: 'Searching…'});
  if (count === 0) return translate({id: 'portal.search.noResults', message: 'No results for “{query}”'}, {query});
  const shown = translate({id: 'portal.search.count', message: '{count} results'}, {count});
  return search.pending > 0 ? `${shown} · ${translate({id: 'portal.search.more', message: 'more coming…'})}` : shown;
}
