/**
 * The v7 -> v8 API change table of one product (data from `npm run api:diff`): one collapsible
 * block per component, filtered by kind of change (added, removed, renamed, type changed, default
 * changed) and by name. Plain React and CSS: no MUI runtime on the page. A block's rows are only
 * rendered while it is open, so the page stays light for the grid's ~1,500 rows.
 */
import React, {useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {ApiChange, ApiPart, ComponentChanges, ProductChanges} from '../../model';
import {CHANGE_KINDS} from '../../model';
import {countByKind, rowLink, visibleChanges, type KindFilter} from '../../filter';
import styles from './styles.module.css';

export interface ApiChangeTableProps {
  /** The product's generated data: `import changes from '@site/api-diff/<product>.json'`. */
  changes: ProductChanges;
  /** Show only these components (e.g. `['DataGrid', 'DataGridPro', 'DataGridPremium']`). */
  only?: string[];
  /** Components whose block starts open. */
  open?: string[];
}

function kindLabel(kind: KindFilter): string {
  switch (kind) {
    case 'all':
      return translate({
        id: 'apiDiff.kind.all',
        message: 'All changes',
        description: 'API change table: filter button showing every change',
      });
    case 'added':
      return translate({id: 'apiDiff.kind.added', message: 'Added', description: 'API change table: a member new in v8'});
    case 'removed':
      return translate({id: 'apiDiff.kind.removed', message: 'Removed', description: 'API change table: a member v8 no longer has'});
    case 'renamed':
      return translate({id: 'apiDiff.kind.renamed', message: 'Renamed', description: 'API change table: a member with a new name in v8'});
    case 'type':
      return translate({
        id: 'apiDiff.kind.type',
        message: 'Type changed',
        description: 'API change table: a member whose TypeScript type changed',
      });
    case 'default':
      return translate({
        id: 'apiDiff.kind.default',
        message: 'Default changed',
        description: 'API change table: a member whose default value changed',
      });
  }
}

function partLabel(part: ApiPart): string {
  switch (part) {
    case 'component':
      return translate({id: 'apiDiff.part.component', message: 'component', description: 'API change table: kind of API, a component'});
    case 'prop':
      return translate({id: 'apiDiff.part.prop', message: 'prop', description: 'API change table: kind of API, a prop'});
    case 'slot':
      return translate({id: 'apiDiff.part.slot', message: 'slot', description: 'API change table: kind of API, a slot'});
    case 'class':
      return translate({id: 'apiDiff.part.class', message: 'CSS class', description: 'API change table: kind of API, a CSS class'});
    case 'method':
      return translate({
        id: 'apiDiff.part.method',
        message: 'apiRef',
        description: 'API change table: kind of API, a method or property of apiRef',
      });
    case 'member':
      return translate({
        id: 'apiDiff.part.member',
        message: 'property',
        description: 'API change table: kind of API, a member of an interface',
      });
  }
}

const FOLD_AT = 90;

function TypeCell({text}: {text?: string}): React.ReactNode {
  if (!text) return <span className={styles.none}>—</span>;
  if (text.length <= FOLD_AT) return <code className={styles.code}>{text}</code>;
  return (
    <details className={styles.fold}>
      <summary>
        <code className={styles.code}>{text.slice(0, FOLD_AT)}…</code>
      </summary>
      <code className={styles.code}>{text}</code>
    </details>
  );
}

function Notes({row}: {row: ApiChange}): React.ReactNode {
  const notes: React.ReactNode[] = [];
  if (row.replacement) {
    notes.push(
      <Translate
        key="replacement"
        id="apiDiff.note.replacement"
        description="API change table: the replacement of a removed member"
        values={{name: <code>{row.replacement}</code>}}
      >
        {'Use {name} instead.'}
      </Translate>,
    );
  }
  if (row.deprecated) {
    notes.push(
      <Translate
        key="deprecated"
        id="apiDiff.note.deprecatedAlias"
        description="API change table: the old name of a renamed member still works"
        values={{name: <code>{row.from}</code>}}
      >
        {'{name} still works in v8 but is deprecated.'}
      </Translate>,
    );
  }
  if (row.evidence === 'prefix') {
    notes.push(
      <Translate key="prefix" id="apiDiff.note.prefix" description="API change table: why a rename was detected">
        {'Stable now: same type, without the unstable_ prefix.'}
      </Translate>,
    );
  } else if (row.evidence && row.evidence !== 'class name') {
    notes.push(
      <span key="evidence">
        <Translate id="apiDiff.note.jsdoc" description="API change table: label before the package documentation that explains a change">
          {'JSDoc:'}
        </Translate>{' '}
        {row.evidence}
      </span>,
    );
  }
  if (row.inheritedFrom) {
    notes.push(
      <Translate
        key="inherited"
        id="apiDiff.note.inherited"
        description="API change table: a removed prop that came from another component"
        values={{name: <code>{row.inheritedFrom}</code>}}
      >
        {'Came with the props of {name} in v7.'}
      </Translate>,
    );
  }
  if (row.note) notes.push(<code key="note">{row.note}</code>);
  if (!notes.length) return null;
  return (
    <ul className={styles.notes}>
      {notes.map((n, i) => (
        <li key={i}>{n}</li>
      ))}
    </ul>
  );
}

/** The column headers, also written before the v7 and v8 cells when a narrow table stacks its rows. */
function columnLabel(column: 'before' | 'after'): string {
  return column === 'before'
    ? translate({id: 'apiDiff.col.before', message: 'v7', description: 'API change table: column header, the v7 value'})
    : translate({id: 'apiDiff.col.after', message: 'v8', description: 'API change table: column header, the v8 value'});
}

function Row({component, row}: {component: ComponentChanges; row: ApiChange}): React.ReactNode {
  const link = rowLink(component, row);
  const name = <code>{row.name}</code>;
  return (
    <tr data-change={row.change} data-part={row.part} className={styles.row}>
      <td>
        <span className={`${styles.badge} ${styles[`badge_${row.change}`]}`}>{kindLabel(row.change)}</span>
      </td>
      <td className={styles.nameCell}>
        <span className={styles.part}>{partLabel(row.part)}</span>{' '}
        {row.from && row.from !== row.name && (
          <>
            <code className={styles.old}>{row.from}</code> →{' '}
          </>
        )}
        {link ? <Link to={link}>{name}</Link> : name}
        <Notes row={row} />
      </td>
      <td className={styles.typeCell} data-label={columnLabel('before')}>
        <TypeCell text={row.before} />
      </td>
      <td className={styles.typeCell} data-label={columnLabel('after')}>
        <TypeCell text={row.after} />
      </td>
    </tr>
  );
}

function Block({
  entry,
  rows,
  open,
  onToggle,
}: {
  entry: ComponentChanges;
  rows: ApiChange[];
  open: boolean;
  onToggle: (open: boolean) => void;
}): React.ReactNode {
  const perKind = CHANGE_KINDS.map((k) => [k, rows.filter((r) => r.change === k).length] as const).filter(([, n]) => n > 0);
  return (
    <details
      className={styles.block}
      open={open}
      onToggle={(e) => onToggle((e.currentTarget as HTMLDetailsElement).open)}
      data-component={entry.name}
    >
      <summary className={styles.summary}>
        <span className={styles.componentName}>{entry.name}</span>
        {entry.plan !== 'community' && <span className={styles.plan}>{entry.plan === 'pro' ? 'Pro' : 'Premium'}</span>}
        <span className={styles.summaryCounts}>
          {perKind.map(([k, n]) => (
            <span key={k} className={`${styles.count} ${styles[`count_${k}`]}`} title={kindLabel(k)}>
              {kindLabel(k)} {n}
            </span>
          ))}
        </span>
      </summary>
      {open && (
        <div className={styles.tableWrap}>
          {entry.path && (
            <p className={styles.apiLink}>
              <Link to={entry.path}>
                <Translate
                  id="apiDiff.apiPage"
                  description="API change table: link to the v8 API page of a component"
                  values={{name: entry.name}}
                >
                  {'{name} API reference (v8)'}
                </Translate>
              </Link>
            </p>
          )}
          <table className={styles.table}>
            <thead>
              <tr>
                <th>
                  <Translate id="apiDiff.col.change" description="API change table: column header">
                    Change
                  </Translate>
                </th>
                <th>
                  <Translate id="apiDiff.col.name" description="API change table: column header">
                    Name
                  </Translate>
                </th>
                <th>{columnLabel('before')}</th>
                <th>{columnLabel('after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <Row key={`${row.part}:${row.change}:${row.name}:${i}`} component={entry} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

export default function ApiChangeTable({changes, only, open: initiallyOpen = []}: ApiChangeTableProps): React.ReactNode {
  const [kind, setKind] = useState<KindFilter>('all');
  const [text, setText] = useState('');
  const [openSet, setOpenSet] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const id = useId();
  const counts = useMemo(() => countByKind(changes.components, {text, only}), [changes, text, only]);
  const visible = useMemo(() => visibleChanges(changes.components, {kind, text, only}), [changes, kind, text, only]);
  const setOpen = (name: string, isOpen: boolean) =>
    setOpenSet((prev) => {
      if (prev.has(name) === isOpen) return prev;
      const next = new Set(prev);
      if (isOpen) next.add(name);
      else next.delete(name);
      return next;
    });
  const allOpen = visible.length > 0 && visible.every((v) => openSet.has(v.component.name));

  return (
    <div className={styles.root} data-testid="api-change-table" data-product={changes.product}>
      <p className={styles.source}>
        <Translate
          id="apiDiff.source"
          description="API change table: which packages were compared"
          values={{from: <code>{changes.from.join(', ')}</code>, to: <code>{changes.to.join(', ')}</code>}}
        >
          {'Computed from the packages: {from} compared with {to}.'}
        </Translate>
      </p>
      <div className={styles.controls}>
        <div
          role="radiogroup"
          aria-label={translate({
            id: 'apiDiff.filter.kind',
            message: 'Kind of change',
            description: 'API change table: label of the group of filter buttons',
          })}
          className={styles.kinds}
        >
          {(['all', ...CHANGE_KINDS] as KindFilter[]).map((k) => (
            <label key={k} className={`${styles.kind} ${kind === k ? styles.kindActive : ''}`} data-kind={k}>
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} className={styles.radio} />
              {kindLabel(k)} <span className={styles.kindCount}>{counts[k]}</span>
            </label>
          ))}
        </div>
        <div className={styles.textFilter}>
          <label htmlFor={`${id}-text`}>
            <Translate id="apiDiff.filter.name" description="API change table: label of the name filter">
              Filter by name
            </Translate>
          </label>
          <input
            id={`${id}-text`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={translate({
              id: 'apiDiff.filter.placeholder',
              message: 'e.g. selection',
              description: 'API change table: placeholder of the name filter',
            })}
          />
          <button
            type="button"
            className={styles.toggleAll}
            onClick={() => setOpenSet(allOpen ? new Set() : new Set(visible.map((v) => v.component.name)))}
          >
            {allOpen ? (
              <Translate id="apiDiff.collapseAll" description="API change table: button">
                Collapse all
              </Translate>
            ) : (
              <Translate id="apiDiff.expandAll" description="API change table: button">
                Expand all
              </Translate>
            )}
          </button>
        </div>
      </div>
      <p className={styles.shown} aria-live="polite">
        <Translate
          id="apiDiff.shown"
          description="API change table: how many rows the filters show"
          values={{rows: visible.reduce((n, v) => n + v.rows.length, 0), components: visible.length}}
        >
          {'{rows} changes in {components} components'}
        </Translate>
      </p>
      {visible.map(({component, rows}) => (
        <Block
          key={component.name}
          entry={component}
          rows={rows}
          open={openSet.has(component.name)}
          onToggle={(o) => setOpen(component.name, o)}
        />
      ))}
    </div>
  );
}
