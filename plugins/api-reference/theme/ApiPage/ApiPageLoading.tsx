/**
 * An API page whose data is on its way (client-side navigation) or failed to arrive: the section's
 * navigation and the page's name right away, a message instead of the tables.
 */
import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {sectionFromApiPath} from '../../routes';
import ApiNav, {type NavEntry} from './ApiNav';
import styles from './styles.module.css';

export default function ApiPageLoading({nav, pagePath, error}: {nav: NavEntry[]; pagePath: string; error?: string}): React.ReactNode {
  const entry = nav.find((e) => e.path === pagePath);
  const name = entry?.name ?? pagePath.split('/').pop() ?? '';
  const title = translate({id: 'api.meta.title', message: '{name} API'}, {name});
  const section = sectionFromApiPath(pagePath) ?? 'material';
  return (
    <Layout title={title}>
      <div className={styles.layout}>
        <ApiNav section={section} entries={nav} current={name} />
        <main className={styles.main}>
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
        </main>
      </div>
    </Layout>
  );
}
