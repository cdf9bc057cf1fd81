/**
 * The article of an API page whose data is on its way (client-side navigation) or failed to arrive
 * (inside ApiPageFrame, which shows the section's navigation meanwhile): the page's name right
 * away, a message instead of the tables.
 */
import React from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function ApiPageLoading({title, error}: {title: string; error?: string}): React.ReactNode {
  return (
    <article className={styles.article} aria-busy={!error}>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      {error ? (
        <p role="alert" className={styles.loadError} data-testid="api-load-error">
          {error}
        </p>
      ) : (
        <p className={styles.loading}>
          <Translate id="api.loading">Loading the API reference…</Translate>
        </p>
      )}
    </article>
  );
}
