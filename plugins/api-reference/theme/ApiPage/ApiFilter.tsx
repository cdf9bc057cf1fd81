/** One filter over the page's props (or members), slots and CSS classes: every table narrows as the reader types. */
import React, {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  query: string;
  onChange: (query: string) => void;
  shown: number;
  total: number;
}

export default function ApiFilter({query, onChange, shown, total}: Props): React.ReactNode {
  const inputId = useId();
  return (
    <div className={styles.filter} role="search">
      <label htmlFor={inputId}>
        <Translate id="api.filter.label">Filter props, slots and CSS classes</Translate>
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(e) => onChange(e.target.value)}
        placeholder={translate({id: 'api.filter.placeholder', message: 'e.g. row'})}
        data-testid="api-filter"
      />
      <span aria-live="polite" className={styles.filterCount} data-testid="api-filter-count">
        <Translate id="api.filter.count" values={{shown, total}}>
          {'{shown} of {total}'}
        </Translate>
      </span>
    </div>
  );
}

/** Shown under a table none of whose rows match. */
export function NothingMatches({query}: {query: string}): React.ReactNode {
  return (
    <p className={styles.empty}>
      <Translate id="api.filter.none" values={{query}}>
        {'Nothing matches “{query}”.'}
      </Translate>
    </p>
  );
}
