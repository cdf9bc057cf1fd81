import React from 'react';
import {translate} from '@docusaurus/Translate';
import {foldType} from '../../format';
import styles from './styles.module.css';

/** A type, folded into an expandable <details> when long (the full text stays in the HTML). */
export default function TypeText({type}: {type: string}): React.ReactNode {
  const {folded, short, full} = foldType(type);
  if (!folded) return <code className={styles.type}>{type}</code>;
  return (
    <details className={styles.foldedType}>
      <summary title={translate({id: 'api.type.expand', message: 'Show the full type'})}>
        <code className={styles.type}>{short}</code>
      </summary>
      <pre className={styles.fullType}>
        <code>{full}</code>
      </pre>
    </details>
  );
}
