import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useProducts} from '@site/src/lib/use-products';
import {X_BASE} from '@site/src/config/site';
import styles from './styles.module.css';

/** The MUI X products as cards, from the product registry (names and summaries translated). */
export default function HomeProducts(): ReactNode {
  return (
    <ul className={styles.grid}>
      {useProducts().map((p) => (
        <li key={p.id}>
          <Link className={styles.card} to={`${X_BASE}/${p.slug}`}>
            <h2 className={styles.title}>{p.label}</h2>
            <p className={styles.summary}>{p.summary}</p>
            <code className={styles.pkg}>{p.packages[0]!.name}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
