import React, {useEffect, useMemo, useState} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import type {ApiMember} from '../../model';
import {anchorId, filterMembers} from '../../format';
import {memberRowHtml, type MemberRowOptions, type RowContext} from './rows-html';
import StaticRows, {useRowContext} from './StaticRows';
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

function rowsHtml(rows: ApiMember[], options: MemberRowOptions, ctx: RowContext, brokenLinks: ReturnType<typeof useBrokenLinks>): string {
  return rows
    .map((m) => {
      // Row ids are real anchors: declare them so the build's broken-anchor check knows them.
      brokenLinks.collectAnchor(anchorId('prop', m.name));
      return memberRowHtml(m, options, ctx);
    })
    .join('');
}

/**
 * The props (or interface members) table, narrowed by the page's filter; every row has its own
 * anchor. Deprecated entries sit in a group of their own, collapsed until the reader opens it, the
 * filter matches one of them, or a link points at one.
 */
export default function PropsTable({members, query, inheritedPaths, typeLinks, self, kind, rowLimit}: Props): React.ReactNode {
  const brokenLinks = useBrokenLinks();
  const visible = useMemo(() => new Set(filterMembers(members, query).map((m) => m.name)), [members, query]);
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

  const ctx = useRowContext();
  const options = useMemo(() => ({kind, inheritedPaths, typeLinks, self}), [kind, inheritedPaths, typeLinks, self]);
  // Each table's HTML is built once per set of rows; the filter only marks rows (StaticRows).
  const currentRows = useMemo(() => current.slice(0, rowLimit), [current, rowLimit]);
  const currentHtml = useMemo(() => rowsHtml(currentRows, options, ctx, brokenLinks), [currentRows, options, ctx, brokenLinks]);
  const deprecatedHtml = useMemo(() => rowsHtml(deprecated, options, ctx, brokenLinks), [deprecated, options, ctx, brokenLinks]);
  const currentShown = useMemo(() => currentRows.map((m) => visible.has(m.name)), [currentRows, visible]);
  const deprecatedRowsShown = useMemo(() => deprecated.map((m) => visible.has(m.name)), [deprecated, visible]);
  const table = (html: string, shown: readonly boolean[], testId: string) => (
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
      <StaticRows html={html} shown={shown} />
    </table>
  );

  return (
    <>
      {current.some((m) => visible.has(m.name))
        ? table(currentHtml, currentShown, 'api-props-table')
        : current.length > 0 && <NothingMatches query={query} />}
      {/* While filtering, a group with no matching row is left out rather than shown as "(0)". */}
      {deprecated.length > 0 && rowLimit === Infinity && (query.trim() === '' || deprecatedShown > 0) && (
        <details
          className={styles.deprecatedGroup}
          open={open}
          onToggle={(e) => setOpenedByReader((e.target as HTMLDetailsElement).open)}
          data-testid="api-deprecated-props"
        >
          <summary>
            <Translate
              id="api.deprecatedGroup"
              description="API page: the folded group of deprecated props, with how many there are"
              values={{count: query.trim() ? deprecatedShown : deprecated.length}}
            >
              {'Deprecated ({count})'}
            </Translate>
          </summary>
          {table(deprecatedHtml, deprecatedRowsShown, 'api-deprecated-table')}
        </details>
      )}
    </>
  );
}
