import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate from '@docusaurus/Translate';
import type {ApiCssClass, ApiSlot} from '../../model';
import {anchorId, classMatches, slotMatches} from '../../format';
import {NothingMatches} from './ApiFilter';
import styles from './styles.module.css';

export function SlotsTable({slots, query}: {slots: ApiSlot[]; query: string}): React.ReactNode {
  // Row ids are real anchors: declare them so the build's broken-anchor check knows them.
  const brokenLinks = useBrokenLinks();
  const none = !slots.some((s) => slotMatches(query, s));
  return (
    <>
      {none && <NothingMatches query={query} />}
      <table className={styles.table} data-testid="api-slots-table" hidden={none}>
        <thead>
          <tr>
            <th className={styles.colName}>
              <Translate id="api.table.slotName">Slot</Translate>
            </th>
            <th className={styles.colType}>
              <Translate id="api.table.defaultComponent">Default component</Translate>
            </th>
            <th>
              <Translate id="api.table.description">Description</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {slots.map((s) => {
            const id = anchorId('slot', s.name);
            brokenLinks.collectAnchor(id);
            return (
              <tr key={s.name} id={id} className={styles.row} hidden={!slotMatches(query, s)}>
                <td className={styles.colName}>
                  <a href={`#${id}`} className={styles.rowAnchor}>
                    <code>{s.name}</code>
                  </a>
                </td>
                <td className={styles.colType}>{s.defaultComponent ? <code className={styles.type}>{s.defaultComponent}</code> : '—'}</td>
                <td>
                  <div className={styles.description} dangerouslySetInnerHTML={{__html: s.descriptionHtml}} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

export function ClassesTable({classes, query}: {classes: ApiCssClass[]; query: string}): React.ReactNode {
  const brokenLinks = useBrokenLinks();
  const none = !classes.some((c) => classMatches(query, c));
  return (
    <>
      {none && <NothingMatches query={query} />}
      <table className={styles.table} data-testid="api-classes-table" hidden={none}>
        <thead>
          <tr>
            <th className={styles.colType}>
              <Translate id="api.table.className">Class name</Translate>
            </th>
            <th className={styles.colName}>
              <Translate id="api.table.ruleName">Rule name</Translate>
            </th>
            <th>
              <Translate id="api.table.description">Description</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {classes.map((c) => {
            const id = anchorId('classes', c.ruleName);
            brokenLinks.collectAnchor(id);
            return (
              <tr key={c.ruleName} id={id} className={styles.row} hidden={!classMatches(query, c)}>
                <td className={styles.colType}>
                  <a href={`#${id}`} className={styles.rowAnchor}>
                    <code className={styles.type}>{c.className ? `.${c.className}` : '—'}</code>
                  </a>
                </td>
                <td className={styles.colName}>
                  <code>{c.ruleName}</code>
                </td>
                <td>
                  <div className={styles.description} dangerouslySetInnerHTML={{__html: c.descriptionHtml}} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
