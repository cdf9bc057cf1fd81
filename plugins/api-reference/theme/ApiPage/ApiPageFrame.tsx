/**
 * What an API page keeps while its data arrives: the layout, the section's navigation and the
 * table-of-contents column. The route renders it around either the loading message or the page's
 * article, so the data's arrival replaces only the article (not the navbar, nav and footer too).
 */
import React from 'react';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import {translate} from '@docusaurus/Translate';
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {ApiSection} from '../../model';
import ApiNav, {type NavEntry} from './ApiNav';
import styles from './styles.module.css';

export interface ApiPageFrameProps {
  title: string;
  description?: string;
  section: ApiSection;
  nav: NavEntry[];
  /** The page's name, marked in the nav. */
  current: string;
  /** The page's sections, once its data is here. */
  toc?: TOCItem[];
  children: React.ReactNode;
}

export default function ApiPageFrame({title, description, section, nav, current, toc, children}: ApiPageFrameProps): React.ReactNode {
  return (
    <Layout title={title} description={description}>
      <div className={styles.layout}>
        <ApiNav section={section} entries={nav} current={current} />
        <main className={styles.main}>{children}</main>
        <aside className={styles.toc} aria-label={translate({id: 'api.toc.label', message: 'On this page'})}>
          {toc && <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />}
        </aside>
      </div>
    </Layout>
  );
}
