/**
 * The search page's results: one section per group (the best matches first), each a list of links
 * with the matching words marked and where the line sits; a page's headings and text under it.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import type {ResultGroup} from '@site/src/lib/search/results';
import Marked from '@site/src/components/SearchParts/Marked';
import styles from './styles.module.css';

export default function SearchPageResults({groups}: {groups: ResultGroup[]}): React.ReactNode {
  return (
    <div className={styles.results}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`search-group-${group.id}`} className={styles.group} data-search-page-group={group.id}>
          <h2 id={`search-group-${group.id}`} className={styles.groupLabel}>
            {group.label}
          </h2>
          <ul className={styles.list}>
            {group.hits.map((hit) => (
              <li key={hit.url} className={styles.item} data-kind={hit.kind} data-child={hit.child ? 'true' : undefined}>
                <Link to={hit.url} className={styles.link} data-search-page-result="">
                  <Marked text={hit.text} tokens={hit.tokens} />
                </Link>
                {hit.where && !hit.child && <span className={styles.where}>{hit.where}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
