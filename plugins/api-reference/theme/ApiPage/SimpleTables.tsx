import React, {useMemo, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate from '@docusaurus/Translate';
import type {ApiCssClass, ApiSlot} from '../../model';
import {anchorId, classMatches, slotMatches} from '../../format';
import {NothingMatches} from './ApiFilter';
import {classRowHtml, slotRowHtml, type RowContext} from './rows-html';
import StaticRows, {useRowContext} from './StaticRows';
import styles from './styles.module.css';

interface AnchoredTableProps<Row> {
  rows: Row[];
  query: string;
  matches: (query: string, row: Row) => boolean;
  /** The row's anchor id, unique on the page. */
  idOf: (row: Row) => string;
  /** The row's HTML (rows-html.ts), anchored at `idOf(row)`. */
  rowHtml: (row: Row, ctx: RowContext) => string;
  testId: string;
  headers: {label: ReactNode; className?: string}[];
}

/** A table whose rows are anchors and hide when the page's filter does not match them. */
function AnchoredTable<Row>({rows, query, matches, idOf, rowHtml, testId, headers}: AnchoredTableProps<Row>): ReactNode {
  const brokenLinks = useBrokenLinks();
  const ctx = useRowContext();
  const html = useMemo(
    () =>
      rows
        .map((row) => {
          // Row ids are real anchors: declare them so the build's broken-anchor check knows them.
          brokenLinks.collectAnchor(idOf(row));
          return rowHtml(row, ctx);
        })
        .join(''),
    [rows, idOf, rowHtml, ctx, brokenLinks],
  );
  const shown = useMemo(() => rows.map((row) => matches(query, row)), [rows, matches, query]);
  const none = !shown.includes(true);
  return (
    <>
      {none && <NothingMatches query={query} />}
      <table className={styles.table} data-testid={testId} hidden={none}>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} className={header.className}>
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <StaticRows html={html} shown={shown} />
      </table>
    </>
  );
}

const DESCRIPTION_HEADER = {label: <Translate id="api.table.description">Description</Translate>};

const SLOT_HEADERS = [
  {label: <Translate id="api.table.slotName">Slot</Translate>, className: styles.colName},
  {label: <Translate id="api.table.defaultComponent">Default component</Translate>, className: styles.colType},
  DESCRIPTION_HEADER,
];

const CLASS_HEADERS = [
  {label: <Translate id="api.table.className">Class name</Translate>, className: styles.colType},
  {label: <Translate id="api.table.ruleName">Rule name</Translate>, className: styles.colName},
  DESCRIPTION_HEADER,
];

const slotId = (s: ApiSlot) => anchorId('slot', s.name);
const classId = (c: ApiCssClass) => anchorId('classes', c.ruleName);

export function SlotsTable({slots, query}: {slots: ApiSlot[]; query: string}): ReactNode {
  return (
    <AnchoredTable
      rows={slots}
      query={query}
      matches={slotMatches}
      idOf={slotId}
      rowHtml={slotRowHtml}
      testId="api-slots-table"
      headers={SLOT_HEADERS}
    />
  );
}

export function ClassesTable({classes, query}: {classes: ApiCssClass[]; query: string}): ReactNode {
  return (
    <AnchoredTable
      rows={classes}
      query={query}
      matches={classMatches}
      idOf={classId}
      rowHtml={classRowHtml}
      testId="api-classes-table"
      headers={CLASS_HEADERS}
    />
  );
}
