/**
 * The "All results" page (`/search`): a query and a scope, both in the URL
 * (src/lib/search/search-page.ts), searched by the navbar's worker and grouped as the navbar groups
 * (the best pages over every product first, then by product). Every section by default.
 *
 * The page is rendered at build time without a query; the URL's query joins after hydration (a
 * first render that differs from the HTML would be a hydration error). Typing replaces the URL
 * (after a short pause, or when the reader leaves the field), a scope change adds a history entry
 * and keeps the query.
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {ALL_SCOPE, SEARCH_CONTEXTS, searchGroupLabel} from '@site/src/config/search';
import type {PortalConfig} from '@site/src/config/portal';
import {readSearchPageUrl, scopeLabel, searchPageLimits, searchPageSearch, searchScopes} from '@site/src/lib/search/search-page';
import {useGroupedSearch} from '@site/src/lib/search/use-grouped-search';
import {useProducts} from '@site/src/lib/use-products';
import {searchStatus} from '@site/src/components/SearchParts/status';
import SearchPageResults from './Results';
import styles from './styles.module.css';

/** Typing pauses longer than this write the query into the URL. */
const URL_DELAY_MS = 400;
const NO_PREFERENCE: string[] = [];

export default function SearchPage(): React.ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const {muiXVersion} = siteConfig.customFields?.portal as PortalConfig;
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const products = useProducts();
  const inputId = useId();
  const scopeId = useId();

  const scopes = useMemo(() => searchScopes(), []);
  const fromUrl = useMemo(() => readSearchPageUrl(isBrowser ? location.search : '', scopes), [isBrowser, location.search, scopes]);
  const [query, setQuery] = useState(fromUrl.query);
  const scope = scopes.find((s) => s.id === fromUrl.scope) ?? scopes[0]!;

  // The query string this page last wrote: a location that differs came from outside (hydration, Back, a link).
  const written = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (location.search !== written.current) setQuery(fromUrl.query);
  }, [fromUrl.query, location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const writeUrl = useCallback(
    (state: {query: string; scope: string}, how: 'push' | 'replace') => {
      clearTimeout(timer.current);
      const search = searchPageSearch(state);
      written.current = search;
      if (search !== location.search) history[how]({pathname: location.pathname, search});
    },
    [history, location.pathname, location.search],
  );
  const flushQuery = () => {
    if (timer.current !== undefined) writeUrl({query, scope: scope.id}, 'replace');
    timer.current = undefined;
  };

  const limits = useMemo(() => searchPageLimits(scope.id), [scope.id]);
  const search = useGroupedSearch({
    query,
    versionUrl: siteConfig.baseUrl,
    context: '',
    contexts: SEARCH_CONTEXTS,
    isLatestVersion: true,
    locale,
    prefer: NO_PREFERENCE,
    plan: scope.contexts,
    ownGroup: scope.id === ALL_SCOPE ? '' : scope.id,
    limits,
    channel: 'page',
  });
  const count = search.groups.reduce((n, g) => n + g.hits.length, 0);

  const groupLabel = (id: string) => searchGroupLabel(id, locale, (p) => products.find((product) => product.id === p)?.label);
  const trimmed = query.trim();
  const title = trimmed
    ? translate({id: 'portal.searchPage.titleFor', message: 'Search results for “{query}”'}, {query: trimmed})
    : translate({id: 'portal.searchPage.title', message: 'Search the documentation'});

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            writeUrl({query, scope: scope.id}, 'replace');
          }}
        >
          <div className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {translate({id: 'portal.searchPage.queryLabel', message: 'Search for'})}
            </label>
            <input
              id={inputId}
              type="search"
              name="q"
              className={styles.input}
              value={query}
              autoComplete="off"
              spellCheck={false}
              data-search-page-input=""
              onChange={(event) => {
                const next = event.target.value;
                setQuery(next);
                clearTimeout(timer.current);
                timer.current = setTimeout(() => {
                  timer.current = undefined;
                  writeUrl({query: next, scope: scope.id}, 'replace');
                }, URL_DELAY_MS);
              }}
              onBlur={flushQuery}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={scopeId} className={styles.label}>
              {translate({id: 'portal.searchPage.scopeLabel', message: 'Search in'})}
            </label>
            <select
              id={scopeId}
              name="scope"
              className={styles.select}
              value={scope.id}
              data-search-page-scope=""
              onChange={(event) => writeUrl({query, scope: event.target.value}, 'push')}
            >
              {scopes.map((s) => (
                <option key={s.id} value={s.id}>
                  {scopeLabel(s, locale, groupLabel, muiXVersion)}
                </option>
              ))}
            </select>
          </div>
        </form>
        {/* Present before the first query, so a screen reader announces each answer. */}
        <p role="status" aria-live="polite" className={styles.status} data-search-page-status="">
          {trimmed ? searchStatus(trimmed, search, count) : ''}
        </p>
        {trimmed !== '' && <SearchPageResults groups={search.groups} />}
      </main>
    </>
  );
}
