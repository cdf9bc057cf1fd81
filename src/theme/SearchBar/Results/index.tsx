/**
 * The search dropdown: one labelled group per product, options that are links (so they also work
 * with a middle click), matches marked, and a live status line for screen readers.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {HitView} from '@site/src/lib/search/results';
import Marked from '@site/src/components/SearchParts/Marked';
import {searchStatus} from '@site/src/components/SearchParts/status';
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

const KIND_ICON: Record<HitView['kind'], string> = {page: '▤', heading: '#', content: '¶'};

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
          {searchStatus(query, search, count)}
        </span>
        <Link to={allResultsUrl} className={styles.all}>
          {translate({id: 'portal.search.all', message: 'All results'})}
        </Link>
      </div>
    </div>
  );
}
