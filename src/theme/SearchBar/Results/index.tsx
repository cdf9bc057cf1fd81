/**
 * The search dropdown: one labelled group per product, options that are links (so they also work
 * with a middle click), matches marked, and a live status line for screen readers.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {highlightParts, type HitView} from '@site/src/lib/search/results';
import type {GroupedSearch} from '@site/src/lib/search/use-grouped-search';
import styles from './styles.module.css';

interface Props {
  id: string;
  query: string;
  search: GroupedSearch;
  active: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (url: string) => void;
  allResultsUrl: string;
}

function Marked({text, tokens}: {text: string; tokens: string[]}) {
  return (
    <>
      {highlightParts(text, tokens).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
      )}
    </>
  );
}

const KIND_ICON: Record<HitView['kind'], string> = {page: '▤', heading: '#', content: '¶'};

function status(query: string, search: GroupedSearch, count: number): string {
  if (search.failed) return translate({id: 'portal.search.unavailable', message: 'Search is unavailable right now. Please try again.'});
  if (count === 0 && search.pending > 0) return translate({id: 'portal.search.searching', message: 'Searching…'});
  if (count === 0) return translate({id: 'portal.search.noResults', message: 'No results for “{query}”'}, {query});
  return translate({id: 'portal.search.count', message: '{count} results'}, {count});
}

export default function SearchResults({id, query, search, active, optionId, onActivate, onChoose, allResultsUrl}: Props): React.ReactNode {
  let index = -1;
  const count = search.groups.reduce((n, g) => n + g.hits.length, 0);
  return (
    <div className={styles.dropdown}>
      <div
        role="listbox"
        id={id}
        aria-label={translate({id: 'portal.search.results', message: 'Search results'})}
        className={styles.listbox}
        data-search-query={search.query}
        data-search-pending={search.pending}
      >
        {search.groups.map((group) => (
          <div role="group" aria-label={group.label} key={group.id} className={styles.group} data-search-group={group.id}>
            <div className={styles.groupLabel} aria-hidden="true">
              {group.label}
            </div>
            {group.hits.map((hit) => {
              index += 1;
              const i = index;
              return (
                <Link
                  key={hit.url}
                  to={hit.url}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  className={styles.option}
                  data-kind={hit.kind}
                  data-child={hit.child ? 'true' : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => onActivate(i)}
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onChoose(hit.url);
                  }}
                >
                  <span className={styles.kind} aria-hidden="true">
                    {KIND_ICON[hit.kind]}
                  </span>
                  <span className={styles.texts}>
                    <span className={styles.text}>
                      <Marked text={hit.text} tokens={hit.tokens} />
                    </span>
                    {hit.where && !hit.child && <span className={styles.where}>{hit.where}</span>}
                  </span>
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      <div className={styles.footer}>
        <span role="status" aria-live="polite" className={styles.status}>
          {status(query, search, count)}
          {count > 0 && search.pending > 0 ? ` · ${translate({id: 'portal.search.more', message: 'more coming…'})}` : ''}
        </span>
        <Link to={allResultsUrl} className={styles.all}>
          {translate({id: 'portal.search.all', message: 'All results'})}
        </Link>
      </div>
    </div>
  );
}
