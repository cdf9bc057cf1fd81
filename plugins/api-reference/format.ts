/** Pure helpers of the API page: type folding, prop filtering, anchors. Unit-tested without a browser. */
import type {ApiMember} from './model';

/** Types longer than this many characters are shown folded, expandable to the full text. */
export const TYPE_FOLD_CHARS = 70;

/** Splits `A | B<C | D> | (E | F)` at the top-level `|` only. */
export function splitTopLevelUnion(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < type.length; i += 1) {
    const c = type[i];
    if (quote) {
      if (c === quote && type[i - 1] !== '\\') quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('<({['.includes(c)) depth += 1;
    else if ('>)}]'.includes(c) && !(c === '>' && type[i - 1] === '=')) depth -= 1;
    else if (c === '|' && depth === 0) {
      parts.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(type.slice(start).trim());
  return parts.filter(Boolean);
}

export interface FoldedType {
  folded: boolean;
  /** What is shown before expanding. */
  short: string;
  /** Full text, one union member per line when it is a union. */
  full: string;
}

export function foldType(type: string, limit: number = TYPE_FOLD_CHARS): FoldedType {
  if (type.length <= limit) return {folded: false, short: type, full: type};
  const members = splitTopLevelUnion(type);
  const full = members.length > 1 ? members.join('\n| ') : type;
  const short = members.length > 1 ? `${members[0].slice(0, limit)} | … (${members.length} types)` : `${type.slice(0, limit)}…`;
  return {folded: true, short, full};
}

/** Members whose name contains the query (case-insensitive); all when the query is blank. */
export function filterMembers<T extends Pick<ApiMember, 'name'>>(members: T[], query: string): T[] {
  return members.filter((m) => matchesQuery(query, m.name));
}

/** What the page's filter matches: a member's name, a slot's name or default component, a class's rule or class name. */
export const slotMatches = (query: string, slot: {name: string; defaultComponent?: string}) =>
  matchesQuery(query, slot.name, slot.defaultComponent ?? '');
export const classMatches = (query: string, c: {ruleName: string; className: string}) => matchesQuery(query, c.ruleName, c.className);

/** Whether any of `texts` contains the query (case-insensitive); an empty query matches everything. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const q = query.trim().toLowerCase();
  return !q || texts.some((t) => t.toLowerCase().includes(q));
}

/** Anchor ids: `prop-rows`, `slot-toolbar`, `classes-root`. Kept stable for deep links. */
export function anchorId(kind: 'prop' | 'slot' | 'classes', name: string): string {
  return `${kind}-${name.replace(/[^\w-]/g, '-')}`;
}

export type TypePart = {text: string; link?: string};

/**
 * Splits a type into text and links: identifiers that name another API page of the section
 * (e.g. `GridColDef` in `readonly GridColDef<R>[]`) link to it; everything else stays text.
 */
export function linkTypeNames(type: string, pages: ReadonlyMap<string, string>, self?: string): TypePart[] {
  const parts: TypePart[] = [];
  let last = 0;
  for (const m of type.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const path = m[0] !== self ? pages.get(m[0]) : undefined;
    if (!path) continue;
    if (m.index > last) parts.push({text: type.slice(last, m.index)});
    parts.push({text: m[0], link: path});
    last = m.index + m[0].length;
  }
  if (last < type.length) parts.push({text: type.slice(last)});
  return parts;
}
