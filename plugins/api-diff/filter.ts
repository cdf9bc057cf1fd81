/** Pure helpers of the change table: filtering by kind of change and name, counts, links. */
import {anchorId} from '../api-reference/format';
import {CHANGE_KINDS, type ApiChange, type ChangeKind, type ComponentChanges} from './model';

export type KindFilter = ChangeKind | 'all';

export interface ChangeQuery {
  kind: KindFilter;
  /** Case-insensitive substring of the component name or the member's (old or new) name. */
  text: string;
  /** Only these components (all when empty or absent). */
  only?: readonly string[];
}

export interface VisibleComponent {
  component: ComponentChanges;
  rows: ApiChange[];
}

function matchesText(component: ComponentChanges, row: ApiChange, q: string): boolean {
  if (!q) return true;
  return component.name.toLowerCase().includes(q) || row.name.toLowerCase().includes(q) || Boolean(row.from?.toLowerCase().includes(q));
}

function inScope(components: readonly ComponentChanges[], only?: readonly string[]): readonly ComponentChanges[] {
  return only?.length ? components.filter((c) => only.includes(c.name)) : components;
}

/** Components with at least one row matching the query, each with its matching rows. */
export function visibleChanges(components: readonly ComponentChanges[], query: ChangeQuery): VisibleComponent[] {
  const q = query.text.trim().toLowerCase();
  const out: VisibleComponent[] = [];
  for (const component of inScope(components, query.only)) {
    const rows = component.changes.filter((r) => (query.kind === 'all' || r.change === query.kind) && matchesText(component, r, q));
    if (rows.length) out.push({component, rows});
  }
  return out;
}

/** Rows per kind of change under the text filter (the numbers on the kind buttons). */
export function countByKind(components: readonly ComponentChanges[], query: Omit<ChangeQuery, 'kind'>): Record<KindFilter, number> {
  const counts = {all: 0, ...Object.fromEntries(CHANGE_KINDS.map((k) => [k, 0]))} as Record<KindFilter, number>;
  const q = query.text.trim().toLowerCase();
  for (const component of inScope(components, query.only)) {
    for (const r of component.changes) {
      if (!matchesText(component, r, q)) continue;
      counts[r.change] += 1;
      counts.all += 1;
    }
  }
  return counts;
}

/** Where a row links in the v8 API reference; none for what v8 no longer has. */
export function rowLink(component: ComponentChanges, row: ApiChange): string | undefined {
  if (!component.path || row.change === 'removed') return undefined;
  if (row.part === 'component') return component.path;
  const kind = row.part === 'slot' ? 'slot' : row.part === 'class' ? 'classes' : 'prop';
  return `${component.path}#${anchorId(kind, row.name)}`;
}
