/**
 * The search page (`/search`): its scopes (every section, or one group of sections) and its URL,
 * which holds its whole state (`?q=pie+chart&scope=charts`), so a reload, Back or a shared link
 * shows the same results. The ranking is the navbar's (./engine.ts in the worker, ./results.ts).
 * Pure: the page (src/components/SearchPage) reads the location and renders.
 */
import {
  ALL_SCOPE,
  SEARCH_CONTEXTS,
  SEARCH_GROUPS,
  SEARCH_PAGE_PATH,
  SEARCH_SCOPE_LABELS,
  type SearchContext,
  type SearchGroup,
} from '@site/src/config/search';
import {X_BASE} from '@site/src/config/site';

export const QUERY_PARAM = 'q';
export const SCOPE_PARAM = 'scope';

export interface SearchScope {
  /** `all` or a result group's id (src/config/search.ts). */
  id: string;
  /** Context paths asked, in the order the navbar asks them. */
  contexts: string[];
  /** Every section of it is under /x: named "MUI X <version> — …". */
  x: boolean;
}

export interface SearchPageState {
  query: string;
  scope: string;
}

const X_PATH = X_BASE.slice(1);
const isXPath = (path: string) => path === X_PATH || path.startsWith(`${X_PATH}/`);

/** Every section first, then one scope per result group that has sections, in the groups' order. */
export function searchScopes(contexts: SearchContext[] = SEARCH_CONTEXTS, groups: readonly SearchGroup[] = SEARCH_GROUPS): SearchScope[] {
  const byGroup = groups.flatMap((group) => {
    const paths = contexts.filter((c) => c.group === group.id).map((c) => c.path);
    return paths.length ? [{id: group.id, contexts: paths, x: paths.every(isXPath)}] : [];
  });
  return [{id: ALL_SCOPE, contexts: contexts.map((c) => c.path), x: false}, ...byGroup];
}

/** A scope's name in `locale`: its own (SEARCH_SCOPE_LABELS) or its group's, after "MUI X <version> — " for MUI X. */
export function scopeLabel(scope: SearchScope, locale: string, groupLabel: (id: string) => string, muiXVersion: string): string {
  const own = SEARCH_SCOPE_LABELS[scope.id];
  const name = own ? (locale === 'zh' ? own.zh : own.en) : groupLabel(scope.id);
  return scope.x ? `MUI X ${muiXVersion} — ${name}` : name;
}

/** The page's state from its URL's query string; a scope the page does not know reads as every section. */
export function readSearchPageUrl(search: string, scopes: readonly SearchScope[]): SearchPageState {
  const params = new URLSearchParams(search);
  const scope = params.get(SCOPE_PARAM) ?? ALL_SCOPE;
  return {query: params.get(QUERY_PARAM) ?? '', scope: scopes.some((s) => s.id === scope) ? scope : ALL_SCOPE};
}

/** The query string for a state (`?q=pie+chart`, the scope only when it is not every section). */
export function searchPageSearch({query, scope}: SearchPageState): string {
  const params = new URLSearchParams();
  if (query) params.set(QUERY_PARAM, query);
  if (scope !== ALL_SCOPE) params.set(SCOPE_PARAM, scope);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search page's URL for a state, under a locale's base URL (`/`, `/zh/`). */
export function searchPageUrl(baseUrl: string, state: SearchPageState): string {
  return `${baseUrl}${SEARCH_PAGE_PATH}${searchPageSearch(state)}`;
}

/** How much the page shows: pages each index returns and lines each group shows, more for one scope than for every section. */
export function searchPageLimits(scope: string): {pages: number; lines: number} {
  return scope === ALL_SCOPE ? {pages: 10, lines: 12} : {pages: 30, lines: 60};
}
