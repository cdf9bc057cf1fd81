import React, {useMemo} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate, {translate} from '@docusaurus/Translate';
import type {ApiSection} from '../../model';
import type {ApiNavEntry as NavEntry} from '../../sidebar-links';
import {useSectionLabel} from './labels';
import {usePaintedOnce} from './useDeferredRows';
import {escapeHtml} from './rows-html';
import {useRoutedClicks} from './StaticRows';
import styles from './styles.module.css';

export type {NavEntry};

/** Links rendered with the page's heading on a client-side switch: more than the nav's window shows. */
export const NAV_FIRST_ENTRIES = 40;

/**
 * One group's links as HTML, not <Link> elements: the Data Grid section has 237, and hydrating as
 * many router links (each with its own IntersectionObserver, for prefetching a route chunk every
 * API page shares anyway) was a long task of its own. Clicks are routed client-side all the same.
 */
function NavList({entries, current}: {entries: NavEntry[]; current: string}): React.ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const onClick = useRoutedClicks();
  const html = entries
    .map((e) => {
      const href = withBaseUrl(e.path);
      brokenLinks.collectLink(href);
      const active = e.name === current ? ` class="${styles.navActive}" aria-current="page"` : '';
      return `<li><a${active} href="${escapeHtml(href)}">${escapeHtml(e.name)}</a></li>`;
    })
    .join('');
  // Same text, same object: React rewrites the list only when its links change.
  const inner = useMemo(() => ({__html: html}), [html]);
  return <ul className={styles.navList} onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={inner} />;
}

/**
 * Every API page of the section (shared data module, loaded once per section). On a client-side
 * switch the first links (and the current page's) come with the heading and the rest right after
 * the first frame: the Data Grid section has 237, each a router link.
 */
export default function ApiNav({section, entries, current}: {section: ApiSection; entries: NavEntry[]; current: string}): React.ReactNode {
  const sectionLabel = useSectionLabel(section);
  const painted = usePaintedOnce(); // a link to a row (#prop-…) needs every row, not every nav entry
  const ordered = [...entries.filter((e) => e.kind === 'component'), ...entries.filter((e) => e.kind === 'interface')];
  const shown = painted ? ordered : ordered.slice(0, Math.max(NAV_FIRST_ENTRIES, ordered.findIndex((e) => e.name === current) + 1));
  const groups: [string, NavEntry[]][] = [
    [translate({id: 'api.nav.components', message: 'Components'}), shown.filter((e) => e.kind === 'component')],
    [translate({id: 'api.nav.interfaces', message: 'Interfaces'}), shown.filter((e) => e.kind === 'interface')],
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
              <NavList entries={list} current={current} />
            </div>
          ))}
      </details>
    </nav>
  );
}
