/**
 * The comparison itself: two sets of generated API pages (v7 packages, v8 packages) of one product
 * -> its changes. Pure, so the rules are unit-tested on small fixtures.
 *
 * Renames are only reported where the packages say so, never guessed from similar names:
 * - the v7 `@deprecated` text of a member removed in v8 names (in backticks) a member added in v8;
 * - the v8 `@deprecated` text of a member kept in v8 names a member added in v8 (the old name
 *   stays as a deprecated alias, `deprecated: true`);
 * - a removed + added pair with the same type whose names differ only by an `unstable_` /
 *   `experimental_` prefix (the feature was stabilised under its own name).
 * A removed member whose v7 `@deprecated` text names a member that already existed in v7 is
 * `removed` with that `replacement`.
 */
import type {Plan, Product} from '../../../src/config/products';
import type {ApiCssClass, ApiMember, ApiPageData, ApiSlot} from '../../api-reference/model';
import {namedInText, normalizeDefault, normalizeType, oneLine} from './normalize';
import {CHANGE_KINDS, type ApiChange, type ApiPart, type ChangeKind, type ComponentChanges} from '../model';

/** Named types of the product (interface pages), to see through an unchanged type name. */
export interface TypeShape {
  kind: 'alias' | 'interface';
  /** Alias: the aliased type as written. */
  definition?: string;
}

export interface DiffInput {
  product: Pick<Product, 'id' | 'api'>;
  v7: ApiPageData[];
  v8: ApiPageData[];
}

const PREFIX = /^(?:unstable_|experimental_)/i;

interface Member {
  name: string;
  type?: string;
  default?: string;
  deprecated?: string;
  inheritedFrom?: string;
}

function fromMember(m: ApiMember): Member {
  return {name: m.name, type: m.type, default: m.defaultValue, deprecated: m.deprecated, inheritedFrom: m.inheritedFrom};
}

function fromSlot(s: ApiSlot): Member {
  return {name: s.name, default: s.defaultComponent};
}

function fromClass(c: ApiCssClass): Member {
  return {name: c.ruleName, default: c.className || undefined};
}

export interface MemberDiffOptions {
  part: ApiPart;
  /** Whether `default` on a member is a default value (props) or something else (class name, slot component). */
  compareTypes: boolean;
  /** Compare `default` (default value, slot component, class name); off for classes read from different exports. */
  compareDefaults?: boolean;
  shapes7?: ReadonlyMap<string, TypeShape>;
  shapes8?: ReadonlyMap<string, TypeShape>;
}

/**
 * Named types a member's type mentions whose definition changed although the name did not (e.g.
 * `GridRowSelectionModel`: an array alias in v7, an interface in v8), as `Name: v7 -> v8` notes.
 * Only aliases and alias <-> interface switches count: members added to an interface are not a
 * change of the props that mention it.
 */
export function shapeChanges(type: string, o: Pick<MemberDiffOptions, 'shapes7' | 'shapes8'>): string[] {
  if (!o.shapes7 || !o.shapes8) return [];
  const out: string[] = [];
  const show = (t: TypeShape) => (t.kind === 'alias' ? oneLine(t.definition ?? '') : 'interface');
  for (const id of new Set(type.match(/\b[A-Z]\w*\b/g) ?? [])) {
    const a = o.shapes7.get(id);
    const b = o.shapes8.get(id);
    if (!a || !b) continue;
    const changed = a.kind !== b.kind || (a.kind === 'alias' && normalizeType(a.definition ?? '') !== normalizeType(b.definition ?? ''));
    if (changed) out.push(`${id}: ${show(a)} → ${show(b)}`);
  }
  return out;
}

export function diffMembers(v7: Member[], v8: Member[], o: MemberDiffOptions): ApiChange[] {
  const a = new Map(v7.map((m) => [m.name, m]));
  const b = new Map(v8.map((m) => [m.name, m]));
  const removed = new Set([...a.keys()].filter((n) => !b.has(n)));
  const added = new Set([...b.keys()].filter((n) => !a.has(n)));
  const out: ApiChange[] = [];
  const renamed = (from: string, to: string, evidence: string, deprecated: boolean) => {
    const before = a.get(from)!;
    const after = b.get(to)!;
    const row: ApiChange = {change: 'renamed', part: o.part, name: to, from, evidence};
    if (deprecated) row.deprecated = true;
    if (o.compareTypes && before.type && after.type && normalizeType(before.type) !== normalizeType(after.type)) {
      row.before = oneLine(before.type);
      row.after = oneLine(after.type);
    }
    out.push(row);
    removed.delete(from);
    added.delete(to);
  };

  // 1. The v7 deprecation of a removed member names its successor.
  for (const name of [...removed]) {
    const text = a.get(name)!.deprecated;
    const named = namedInText(text).filter((n) => n !== name);
    const target = named.find((n) => added.has(n));
    if (target) renamed(name, target, text!, false);
  }
  // 2. A v8 deprecation of a kept member names a member new in v8.
  for (const [name, m] of b) {
    if (!a.has(name) || m.deprecated === undefined || a.get(name)!.deprecated !== undefined) continue;
    const target = namedInText(m.deprecated).find((n) => n !== name && added.has(n));
    if (target) renamed(name, target, m.deprecated, true);
  }
  // 3. `unstable_x` -> `x` with the same type.
  for (const name of [...removed]) {
    const stable = name.replace(PREFIX, '');
    if (stable === name || !added.has(stable)) continue;
    const ta = a.get(name)!.type;
    const tb = b.get(stable)!.type;
    if (!o.compareTypes || (ta && tb && normalizeType(ta) === normalizeType(tb))) renamed(name, stable, 'prefix', false);
  }

  for (const name of removed) {
    const m = a.get(name)!;
    const row: ApiChange = {change: 'removed', part: o.part, name};
    if (o.compareTypes && m.type) row.before = oneLine(m.type);
    else if (m.default) row.before = oneLine(m.default);
    if (m.inheritedFrom) row.inheritedFrom = m.inheritedFrom;
    const successor = namedInText(m.deprecated).find((n) => n !== name && b.has(n));
    if (successor) {
      row.replacement = successor;
      row.evidence = m.deprecated;
    } else if (m.deprecated) {
      row.evidence = m.deprecated;
    }
    out.push(row);
  }
  for (const name of added) {
    const m = b.get(name)!;
    const row: ApiChange = {change: 'added', part: o.part, name};
    if (o.compareTypes && m.type) row.after = oneLine(m.type);
    else if (m.default) row.after = oneLine(m.default);
    out.push(row);
  }
  for (const [name, before] of a) {
    const after = b.get(name);
    if (!after) continue;
    if (o.compareTypes && before.type && after.type) {
      const textChanged = normalizeType(before.type) !== normalizeType(after.type);
      const notes = textChanged ? [] : shapeChanges(after.type, o);
      if (textChanged || notes.length) {
        const row: ApiChange = {change: 'type', part: o.part, name, before: oneLine(before.type), after: oneLine(after.type)};
        if (notes.length) row.note = notes.join('; ');
        out.push(row);
      }
    }
    if (
      o.compareDefaults !== false &&
      before.default !== undefined &&
      after.default !== undefined &&
      normalizeDefault(before.default) !== normalizeDefault(after.default)
    ) {
      // For CSS classes the "default" is the global class name: a changed one is a rename of the class.
      const row: ApiChange =
        o.part === 'class'
          ? {change: 'renamed', part: o.part, name, from: name, before: before.default, after: after.default, evidence: 'class name'}
          : {change: 'default', part: o.part, name, before: oneLine(before.default), after: oneLine(after.default)};
      out.push(row);
    }
  }
  return out.sort(compareChanges);
}

const PART_ORDER: ApiPart[] = ['component', 'prop', 'method', 'member', 'slot', 'class'];

export function compareChanges(x: ApiChange, y: ApiChange): number {
  return (
    PART_ORDER.indexOf(x.part) - PART_ORDER.indexOf(y.part) ||
    CHANGE_KINDS.indexOf(x.change) - CHANGE_KINDS.indexOf(y.change) ||
    x.name.localeCompare(y.name, 'en')
  );
}

function shapesOf(pages: ApiPageData[]): Map<string, TypeShape> {
  const map = new Map<string, TypeShape>();
  for (const p of pages) {
    if (p.kind !== 'interface') continue;
    map.set(p.name, p.definition !== undefined ? {kind: 'alias', definition: p.definition} : {kind: 'interface'});
  }
  return map;
}

function pageChanges(
  before: ApiPageData,
  after: ApiPageData,
  part: ApiPart,
  shapes7: Map<string, TypeShape>,
  shapes8: Map<string, TypeShape>,
): ApiChange[] {
  const base = {shapes7, shapes8};
  return [
    ...diffMembers(before.props.map(fromMember), after.props.map(fromMember), {...base, part, compareTypes: true}),
    ...diffMembers(before.slots.map(fromSlot), after.slots.map(fromSlot), {...base, part: 'slot', compareTypes: false}),
    // Class names are only compared when both sides read them from the same `*Classes` export: a
    // v7 .d.ts that does not export a component's own object falls back to a look-alike's.
    ...diffMembers(before.classes.map(fromClass), after.classes.map(fromClass), {
      ...base,
      part: 'class',
      compareTypes: false,
      compareDefaults: before.classesExport === after.classesExport,
    }),
  ].sort(compareChanges);
}

/** Every component of the product (and the interfaces it lists in the product registry) with its changes. */
export function diffProduct(input: DiffInput): ComponentChanges[] {
  const {product} = input;
  const shapes7 = shapesOf(input.v7);
  const shapes8 = shapesOf(input.v8);
  const components7 = new Map(input.v7.filter((p) => p.kind === 'component').map((p) => [p.name, p]));
  const components8 = new Map(input.v8.filter((p) => p.kind === 'component').map((p) => [p.name, p]));
  const result: ComponentChanges[] = [];

  const names = [...new Set([...components7.keys(), ...components8.keys()])].sort((x, y) => x.localeCompare(y, 'en'));
  for (const name of names) {
    const before = components7.get(name);
    const after = components8.get(name);
    if (before && !after) {
      const row: ApiChange = {change: 'removed', part: 'component', name};
      const successor = namedInText(before.deprecated).find((n) => n !== name && components8.has(n));
      if (successor) row.replacement = successor;
      if (before.deprecated) row.evidence = before.deprecated;
      result.push({name, kind: 'component', plan: before.plan, changes: [row]});
      continue;
    }
    if (!before && after) {
      const row: ApiChange = {change: 'added', part: 'component', name};
      result.push({name, kind: 'component', plan: after.plan, path: after.path, changes: [row]});
      continue;
    }
    const changes = pageChanges(before!, after!, 'prop', shapes7, shapes8);
    if (changes.length) result.push({name, kind: 'component', plan: after!.plan, path: after!.path, changes});
  }

  for (const name of product.api.interfaces) {
    const before = input.v7.find((p) => p.kind === 'interface' && p.name === name);
    const after = input.v8.find((p) => p.kind === 'interface' && p.name === name);
    if (!before || !after) continue;
    const changes = pageChanges(before, after, name === 'GridApi' ? 'method' : 'member', shapes7, shapes8);
    if (changes.length) result.push({name, kind: 'interface', plan: after.plan, path: after.path, changes});
  }
  return result;
}

export function countChanges(components: ComponentChanges[]): Record<ChangeKind, number> {
  const counts = Object.fromEntries(CHANGE_KINDS.map((k) => [k, 0])) as Record<ChangeKind, number>;
  for (const c of components) for (const ch of c.changes) counts[ch.change] += 1;
  return counts;
}

export type {Plan};
