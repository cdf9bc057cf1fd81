import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PRODUCTS, type Product} from '@site/src/config/products';
import {productLabel} from '@site/src/components/ProductSwitcher/labels';
import styles from './styles.module.css';

function productSummary(id: Product['id']): string {
  switch (id) {
    case 'data-grid':
      return translate({id: 'home.product.dataGrid', message: 'Sorting, filtering, editing, grouping and export for large tables.'});
    case 'date-pickers':
      return translate({id: 'home.product.datePickers', message: 'Date, time and range pickers and fields with any date library.'});
    case 'charts':
      return translate({id: 'home.product.charts', message: 'Bar, line, pie, scatter and more, built on SVG and D3 scales.'});
    case 'tree-view':
      return translate({id: 'home.product.treeView', message: 'Hierarchical lists with selection, expansion and drag and drop.'});
  }
}

/** The four MUI X products as cards, from the product list in src/config/products.ts. */
export default function HomeProducts(): ReactNode {
  return (
    <ul className={styles.grid}>
      {PRODUCTS.map((p) => (
        <li key={p.id}>
          <Link className={styles.card} to={`/x/${p.slug}`}>
            <h2 className={styles.title}>{productLabel(p.id)}</h2>
            <p className={styles.summary}>{productSummary(p.id)}</p>
            <code className={styles.pkg}>{p.packages[0].name}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
