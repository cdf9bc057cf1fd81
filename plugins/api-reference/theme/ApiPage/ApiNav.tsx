import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {ApiSection} from '../../model';
import type {ApiNavEntry as NavEntry} from '../../sidebar-links';
import {useSectionLabel} from './labels';
import styles from './styles.module.css';

export type {NavEntry};

/** Every API page of the section (shared data module, loaded once per section). */
export default function ApiNav({section, entries, current}: {section: ApiSection; entries: NavEntry[]; current: string}): React.ReactNode {
  const sectionLabel = useSectionLabel(section);
  const groups: [string, NavEntry[]][] = [
    [translate({id: 'api.nav.components', message: 'Components'}), entries.filter((e) => e.kind === 'component')],
    [translate({id: 'api.nav.interfaces', message: 'Interfaces'}), entries.filter((e) => e.kind === 'interface')],
  ];
  return (
    <nav className={styles.nav} aria-label={translate({id: 'api.nav.label', message: '{section} API pages'}, {section: sectionLabel})}>
      <details className={styles.navDetails} open>
        <summary className={styles.navTitle}>
          <Translate id="api.nav.title" values={{section: sectionLabel}}>
            {'{section} API'}
          </Translate>
        </summary>
        {groups
          .filter(([, list]) => list.length)
          .map(([label, list]) => (
            <div key={label}>
              <p className={styles.navGroup}>{label}</p>
              <ul className={styles.navList}>
                {list.map((e) => (
                  <li key={e.path}>
                    <Link to={e.path} className={e.name === current ? styles.navActive : undefined} aria-current={e.name === current ? 'page' : undefined}>
                      {e.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </details>
    </nav>
  );
}
