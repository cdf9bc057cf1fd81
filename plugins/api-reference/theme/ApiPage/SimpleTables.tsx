import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate from '@docusaurus/Translate';
import type {ApiCssClass, ApiSlot} from '../../model';
import {anchorId, classMatches, slotMatches} from '../../format';
import {NothingMatches} from './ApiFilter';
import styles from './styles.module.css';

interface Column<Row> {
  header: ReactNode;
  className?: string;
  /** `anchor` wraps what links to the row (its first column). */
  cell: (row: Row, anchor: (content: ReactNode) => ReactNode) => ReactNode;
}

interface AnchoredTableProps<Row> {
  rows: Row[];
  query: string;
  matches: (query: string, row: Row) => boolean;
  /** The row's anchor id, unique on the page. */
  idOf: (row: Row) => string;
  testId: string;
  columns: Column<Row>[];
}

/** A table whose rows are anchors and hide when the page's filter does not match them. */
function AnchoredTable<Row>({rows, query, matches, idOf, testId, columns}: AnchoredTableProps<Row>): ReactNode {
  // Row ids are real anchors: declare them so the build's broken-anchor check knows them.
  const brokenLinks = useBrokenLinks();
  const none = !rows.some((row) => matches(query, row));
  return (
    <>
      {none && <NothingMatches query={query} />}
      <table className={styles.table} data-testid={testId} hidden={none}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = idOf(row);
            brokenLinks.collectAnchor(id);
            const anchor = (content: ReactNode) => (
              <a href={`#${id}`} className={styles.rowAnchor}>
                {content}
              </a>
            );
            return (
              <tr key={id} id={id} className={styles.row} hidden={!matches(query, row)}>
                {columns.map((column, i) => (
                  <td key={i} className={column.className}>
                    {column.cell(row, anchor)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

const descriptionColumn = {
  header: <Translate id="api.table.description">Description</Translate>,
  cell: (row: {descriptionHtml: string}) => <div className={styles.description} dangerouslySetInnerHTML={{__html: row.descriptionHtml}} />,
};

const SLOT_COLUMNS: Column<ApiSlot>[] = [
  {
    header: <Translate id="api.table.slotName">Slot</Translate>,
    className: styles.colName,
    cell: (s, anchor) => anchor(<code>{s.name}</code>),
  },
  {
    header: <Translate id="api.table.defaultComponent">Default component</Translate>,
    className: styles.colType,
    cell: (s) => (s.defaultComponent ? <code className={styles.type}>{s.defaultComponent}</code> : '—'),
  },
  descriptionColumn,
];

const CLASS_COLUMNS: Column<ApiCssClass>[] = [
  {
    header: <Translate id="api.table.className">Class name</Translate>,
    className: styles.colType,
    cell: (c, anchor) => anchor(<code className={styles.type}>{c.className ? `.${c.className}` : '—'}</code>),
  },
  {
    header: <Translate id="api.table.ruleName">Rule name</Translate>,
    className: styles.colName,
    cell: (c) => <code>{c.ruleName}</code>,
  },
  descriptionColumn,
];

export function SlotsTable({slots, query}: {slots: ApiSlot[]; query: string}): ReactNode {
  return <AnchoredTable rows={slots} query={query} matches={slotMatches} idOf={(s) => anchorId('slot', s.name)} testId="api-slots-table" columns={SLOT_COLUMNS} />;
}

export function ClassesTable({classes, query}: {classes: ApiCssClass[]; query: string}): ReactNode {
  return (
    <AnchoredTable rows={classes} query={query} matches={classMatches} idOf={(c) => anchorId('classes', c.ruleName)} testId="api-classes-table" columns={CLASS_COLUMNS} />
  );
}
