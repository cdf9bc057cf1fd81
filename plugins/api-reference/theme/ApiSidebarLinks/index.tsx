/**
 * The pages of a section's "API reference" sidebar group, rendered where the group's placeholder
 * item stands (this plugin's DocSidebarItem/Html wrapper). It mounts when the reader opens the group, so the
 * list is fetched only then; it renders through Docusaurus's own sidebar items, so links, the
 * nested "Interfaces" group and keyboard behaviour are the sidebar's.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {ApiSection} from '../../model';
import {apiNavSidebarItems, type ApiNavEntry} from '../../sidebar-links';
import {loadApiNav} from './load-nav';

interface Props {
  section: ApiSection;
  level: number;
  onItemClick?: (item: PropSidebarItem) => void;
}

type State = {entries: ApiNavEntry[]} | {error: Error} | null;

export default function ApiSidebarLinks({section, level, onItemClick}: Props): ReactNode {
  const {pathname} = useLocation();
  const [state, setState] = useState<State>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadApiNav(section).then(
      (entries) => live && setState({entries}),
      (error: Error) => live && setState({error}),
    );
    return () => {
      live = false;
    };
  }, [section, attempt]);

  if (state && 'entries' in state) {
    const items = apiNavSidebarItems(state.entries, translate({id: 'api.nav.interfaces', message: 'Interfaces'}));
    return <DocSidebarItems items={items} activePath={pathname} level={level} onItemClick={onItemClick} />;
  }
  if (state && 'error' in state) {
    return (
      <li className="menu__list-item" data-api-nav-error={section}>
        <span className="menu__link" role="alert">
          {translate({id: 'api.sidebar.failed', message: 'The list of API pages could not be loaded.'})}
        </span>
        <button
          type="button"
          className="button button--link button--sm"
          onClick={() => {
            setState(null);
            setAttempt((n) => n + 1);
          }}
        >
          {translate({id: 'api.sidebar.retry', message: 'Try again'})}
        </button>
      </li>
    );
  }
  return (
    <li className="menu__list-item" aria-busy="true" data-api-nav-loading={section}>
      <span className="menu__link">{translate({id: 'api.sidebar.loading', message: 'Loading API pages…'})}</span>
    </li>
  );
}
