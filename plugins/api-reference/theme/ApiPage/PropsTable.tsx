import React, {useId, useState} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {ApiMember} from '../../model';
import {anchorId, filterMembers} from '../../format';
import PlanBadge from './PlanBadge';
import TypeText from './TypeText';
import styles from './styles.module.css';

interface Props {
  members: ApiMember[];
  /** Page of each inherited-from component, for the "from X" links. */
  inheritedPaths: Record<string, string | undefined>;
  /** Other API pages of the section by name, to link the names in types. */
  typeLinks: ReadonlyMap<string, string>;
  /** The page's own name (never linked to itself). */
  self: string;
  /** Interfaces mark their optional members; components mark their required props. */
  kind: 'component' | 'interface';
}

/** The props (or interface members) table with its name filter; every row has its own anchor. */
export default function PropsTable({members, inheritedPaths, typeLinks, self, kind}: Props): React.ReactNode {
  const [query, setQuery] = useState('');
  // Row ids are real anchors: declare them so the build's broken-anchor check knows them.
  const brokenLinks = useBrokenLinks();
  const inputId = useId();
  const visible = new Set(filterMembers(members, query).map((m) => m.name));
  return (
    <>
      <div className={styles.filter}>
        <label htmlFor={inputId}>
          <Translate id="api.filter.label">Filter by name</Translate>
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={translate({id: 'api.filter.placeholder', message: 'e.g. row'})}
          data-testid="api-props-filter"
        />
        <span aria-live="polite" className={styles.filterCount}>
          <Translate id="api.filter.count" values={{shown: visible.size, total: members.length}}>
            {'{shown} of {total}'}
          </Translate>
        </span>
      </div>
      {visible.size === 0 && (
        <p className={styles.empty}>
          <Translate id="api.filter.none" values={{query}}>
            {'Nothing matches “{query}”.'}
          </Translate>
        </p>
      )}
      <table className={styles.table} data-testid="api-props-table">
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
        <tbody>
          {members.map((m) => {
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
                  {m.deprecated ? <p className={styles.deprecationText}>{m.deprecated}</p> : null}
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
                        }}>
                        {'Inherited from {name}'}
                      </Translate>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
