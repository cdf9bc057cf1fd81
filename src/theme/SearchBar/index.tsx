/**
 * The navbar search (replaces the search plugin's bar): a combobox whose results are grouped by
 * product, the reader's own product first. Its weight is this file and the results list; the
 * plugin's worker (lunr, the indexes) loads when the reader reaches for search.
 * Logic: src/lib/search/ (plan, grouping, worker), src/lib/search-trigger.ts (shortcut).
 */
import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {ALL_SCOPE, REST_CONTEXT, SEARCH_CONTEXTS, type SearchContext} from '@site/src/config/search';
import {contextForPath, preferredPrefixes} from '@site/src/lib/search/results';
import {prefetchSearch, useGroupedSearch} from '@site/src/lib/search/use-grouped-search';
import {searchPageUrl} from '@site/src/lib/search/search-page';
import {NAVBAR_END_ID} from '@site/src/config/first-paint';
import {isMacPlatform, isSearchShortcut} from '@site/src/lib/search-trigger';
import SearchResults from './Results';
import styles from './styles.module.css';

/** An older version has one index of its own, shown as MUI X. */
const OLDER_VERSION_CONTEXTS: SearchContext[] = [{path: REST_CONTEXT, group: 'x'}];

export default function SearchBar(): React.ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  const isLatestVersion = !activeVersion || activeVersion.isLast;
  const versionUrl = isLatestVersion ? siteConfig.baseUrl : `${activeVersion.path}/`;
  const contexts = isLatestVersion ? SEARCH_CONTEXTS : OLDER_VERSION_CONTEXTS;
  const {pathname} = useLocation();
  const context = isLatestVersion ? contextForPath(pathname, versionUrl) : REST_CONTEXT;
  const history = useHistory();

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [isMac, setIsMac] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const listId = useId();

  const prefer = useMemo(() => (isLatestVersion ? preferredPrefixes(pathname, versionUrl) : []), [isLatestVersion, pathname, versionUrl]);
  const search = useGroupedSearch({query, versionUrl, context, contexts, isLatestVersion, locale: i18n.currentLocale, prefer});
  const hits = useMemo(() => search.groups.flatMap((g) => g.hits), [search.groups]);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const warm = () => prefetchSearch(versionUrl, context);

  useEffect(() => setActive(0), [query]);
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const mac = isMacPlatform(navigator.platform);
    setIsMac(mac);
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, mac)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && open && hits[active]) {
      event.preventDefault();
      go(hits[active].url);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else if (query) setQuery('');
      else input.current?.blur();
    }
  };

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const showList = open && query.trim() !== '';
  // Every section, as the best matches above it: the page ranks as this list does.
  const allResultsUrl = searchPageUrl(siteConfig.baseUrl, {query, scope: ALL_SCOPE});

  return (
    <div
      ref={container}
      className={clsx('navbar__search', styles.container)}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        id={NAVBAR_END_ID}
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showList && hits[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={label}
        className={clsx('navbar__search-input', styles.input)}
        value={query}
        data-search-input=""
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={() => {
          warm();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {isMac !== null && !query && (
        <div className={styles.hints} aria-hidden="true">
          <kbd className={styles.hint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.hint}>K</kbd>
        </div>
      )}
      {showList && (
        <SearchResults
          id={listId}
          query={query}
          search={search}
          active={active}
          optionId={optionId}
          onActivate={setActive}
          onChoose={go}
          allResultsUrl={allResultsUrl}
        />
      )}
    </div>
  );
}
