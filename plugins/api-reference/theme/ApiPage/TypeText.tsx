import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {foldType, linkTypeNames} from '../../format';
import styles from './styles.module.css';

/** Type text whose names of other API pages are links. */
function Linked({text, pages, self}: {text: string; pages: ReadonlyMap<string, string>; self?: string}): React.ReactNode {
  return linkTypeNames(text, pages, self).map((part, i) =>
    part.link ? (
      <Link key={i} to={part.link}>
        {part.text}
      </Link>
    ) : (
      <React.Fragment key={i}>{part.text}</React.Fragment>
    ),
  );
}

/** A type, folded into an expandable <details> when long (the full text stays in the HTML). */
export default function TypeText({type, pages, self}: {type: string; pages: ReadonlyMap<string, string>; self?: string}): React.ReactNode {
  const {folded, short, full} = foldType(type);
  if (!folded) {
    return (
      <code className={styles.type}>
        <Linked text={type} pages={pages} self={self} />
      </code>
    );
  }
  return (
    <details className={styles.foldedType}>
      <summary title={translate({id: 'api.type.expand', message: 'Show the full type'})}>
        <code className={styles.type}>{short}</code>
      </summary>
      <pre className={styles.fullType}>
        <code>
          <Linked text={full} pages={pages} self={self} />
        </code>
      </pre>
    </details>
  );
}
