import React, {useEffect, useMemo, useState} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {ApiMember} from '../../model';
import {anchorId, filterMembers} from '../../format';
import PlanBadge from './PlanBadge';
import TypeText from './TypeText';
import {NothingMatches} from './ApiFilter';
import styles from './styles.module.css';

interface Props {
  members: ApiMember[];
  /** The page's filter text. */
  query: string;
  /** Page of each inherited-from component, for the "from X" links. */
  inheritedPaths: Record<string, string | undefined>;
  /** Other API pages of the section by name, to link the names in types. */
  typeLinks: ReadonlyMap<string, string>;
  /** The page's own name (never linked to itself). */
  self: string;
  /** Interfaces mark their optional members; components mark their required props. */
  kind: 'component' | 'interface';
  /** Rows to render now (useRowLimit): the deprecated group waits until every row may render. */
  rowLimit: number;
}

/** Whether the page was opened on one of these rows (`#prop-…`): then their group starts open. */
function hashTargets(members: ApiMember[]): boolean {
  if (typeof window === 'undefined') return false;
  const hash = decodeURIComponent(window.location.hash.slice(1));
  return members.some((m) => anchorId('prop', m.name) === hash);
}

/**
 * The props (or interface members) table, narrowed by the page's filter; every row has its own
 * anchor. Deprecated entries sit in a group of their own, collapsed until the reader opens it, the
 * filter matches one of them, or a link points at one.
 */
export default function PropsTable({members, query, inheritedPaths, typeLinks, self, kind, rowLimit}: Props): React.ReactNode {
  // Row ids are real anchors: declare them so the build's broken-anchor check knows them.
  const brokenLinks = useBrokenLinks();
  const visible = new Set(filterMembers(members, query).map((m) => m.name));
  const [current, deprecated] = useMemo(
    () => [members.filter((m) => m.deprecated === undefined), members.filter((m) => m.deprecated !== undefined)],
    [members],
  );
  const [openedByReader, setOpenedByReader] = useState(false);
  // After hydration (a client-side switch to a row), the group the row is in starts open, so the
  // row is there when the page scrolls to it; hydration starts closed, as the server rendered it.
  const isBrowser = useIsBrowser();
  const [linkedTo, setLinkedTo] = useState(() => isBrowser && hashTargets(deprecated));
  useEffect(() => {
    const update = () => setLinkedTo(hashTargets(deprecated));
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [deprecated]);
  const deprecatedShown = deprecated.filter((m) => visible.has(m.name)).length;
  const open = openedByReader || linkedTo || (query.trim() !== '' && deprecatedShown > 0);

  const row = (m: ApiMember) => {
    const id = anchorId('prop', m.name);
    brokenLinks.collectAnchor(id);
    return (
      <tr key={m.name} id={id} hidden={!visible.has(m.name)} className={styles.row} data-prop={m.name}>
        <td className={styles.colName}>
          <a href={`#${id}`} className={styles.rowAnchor}>
            <code>{m.name}</code>
          </a>
          {kind === 'component' && m.required && (
            <span className={styles.required}>
              <Translate id="api.marker.required">Required</Translate>
            </span>
          )}
          {kind === 'interface' && !m.required && (
            <span className={styles.optional}>
              <Translate id="api.marker.optional">Optional</Translate>
            </span>
          )}
          {m.deprecated !== undefined && (
            <span className={styles.deprecated}>
              <Translate id="api.marker.deprecated">Deprecated</Translate>
            </span>
          )}
          <PlanBadge plan={m.plan} />
        </td>
        <td className={styles.colType}>
          <TypeText type={m.type} pages={typeLinks} self={self} />
          {m.defaultValue !== undefined && (
            <div className={styles.default}>
              <Translate id="api.table.default">Default:</Translate> <code>{m.defaultValue}</code>
            </div>
          )}
        </td>
        <td>
          {m.deprecatedHtml ? <div className={styles.deprecationText} dangerouslySetInnerHTML={{__html: m.deprecatedHtml}} /> : null}
          <div className={styles.description} dangerouslySetInnerHTML={{__html: m.descriptionHtml}} />
          {m.inheritedFrom && (
            <div className={styles.inherited}>
              <Translate
                id="api.marker.inheritedFrom"
                values={{
                  name: inheritedPaths[m.inheritedFrom] ? (
                    <Link to={inheritedPaths[m.inheritedFrom]}>{m.inheritedFrom}</Link>
                  ) : (
                    <code>{m.inheritedFrom}</code>
                  ),
                }}
              >
                {'Inherited from {name}'}
              </Translate>
            </div>
          )}
        </td>
      </tr>
    );
  };
  const table = (rows: ApiMember[], testId: string) => (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th className={styles.colName}>
            <Translate id="api.table.name">Name</Translate>
          </th>
          <th className={styles.colType}>
            <Translate id="api.table.typeDefault">Type and default</Translate>
          </th>
          <th>
            <Translate id="api.table.description">Description</Translate>
          </th>
        </tr>
      </thead>
      <tbody>{rows.map(row)}</tbody>
    </table>
  );

  return (
    <>
      {current.some((m) => visible.has(m.name)) ? table(current.slice(0, rowLimit), 'api-props-table') : current.length > 0 && <NothingMatches query={query} />}
      {/* While filtering, a group with no matching row is left out rather than shown as "(0)". */}
      {deprecated.length > 0 && rowLimit === Infinity && (query.trim() === '' || deprecatedShown > 0) && (
        <details
          className={styles.deprecatedGroup}
          open={open}
          onToggle={(e) => setOpenedByReader((e.target as HTMLDetailsElement).open)}
          data-testid="api-deprecated-props"
        >
          <summary>
            <Translate id="api.deprecatedGroup" description="API page: the folded group of deprecated props, with how many there are" values={{count: query.trim() ? deprecatedShown : deprecated.length}}>
              {'Deprecated ({count})'}
            </Translate>
          </summary>
          {table(deprecated, 'api-deprecated-table')}
        </details>
      )}
    </>
  );
}
