import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PortalConfig} from '@site/src/config/portal';
import {X_BASE} from '@site/src/config/site';
import HomeProducts from '@site/src/components/HomeProducts';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const portal = useDocusaurusContext().siteConfig.customFields?.portal as PortalConfig;
  return (
    <Layout
      title={translate({id: 'home.title', message: 'MUI X documentation'})}
      description={translate({
        id: 'home.description',
        message: 'Guides, live demos and API reference for the MUI X data grid, date and time pickers, charts and tree view.',
      })}
    >
      <main className={styles.main}>
        <header className={styles.hero}>
          <h1 className={styles.heading}>
            <Translate id="home.heading">Advanced React components, documented with live demos</Translate>
          </h1>
          <p className={styles.lead}>
            <Translate id="home.lead" values={{version: portal.muiXVersion}}>
              {
                'MUI X {version}: a data grid, date and time pickers, charts and a tree view that build on Material UI. Every demo on these pages runs the real packages.'
              }
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={`${X_BASE}/introduction`}>
              <Translate id="home.start">Start with the introduction</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to={`${X_BASE}/introduction/installation`}>
              <Translate id="home.install">Install</Translate>
            </Link>
          </div>
        </header>
        <HomeProducts />
      </main>
    </Layout>
  );
}
