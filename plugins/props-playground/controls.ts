/**
 * Which props of a component the playground offers, read from its generated API data: a union of
 * literals becomes a select, a boolean a switch, a number a field. Pure (no React, no file system).
 */
import type {ApiMember} from '../api-reference/model';
import {splitTopLevelUnion} from '../api-reference/format';

/** A value a control can hold; `undefined` is "not set" (the component's own default applies). */
export type PropValue = string | number | boolean | undefined;

export type Control =
  | {
      kind: 'select';
      name: string;
      options: Exclude<PropValue, undefined>[];
      defaultValue: PropValue;
    }
  | {kind: 'switch'; name: string; defaultValue: boolean}
  | {kind: 'number'; name: string; defaultValue: number | undefined};

/**
 * Props never offered, whatever their type: `autoFocus` would move the reader's focus on every
 * change, and `tabIndex` only breaks the preview's keyboard order.
 */
export const NEVER_OFFERED: readonly string[] = ['autoFocus', 'tabIndex'];

/** `'text'` -> text, `false` -> false, `100` -> 100; undefined for anything else (`null`, JSX, objects). */
export function parseDefault(text: string | undefined): PropValue {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (/^'[^']*'$/.test(t) || /^"[^"]*"$/.test(t)) return t.slice(1, -1);
  if (t === 'true' || t === 'false') return t === 'true';
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  return undefined;
}

/** The type without `null` / `undefined` members, e.g. `number | null` -> `number`. */
function coreType(type: string): string {
  return splitTopLevelUnion(type)
    .filter((m) => m !== 'null' && m !== 'undefined')
    .join(' | ');
}

/** `'false'` (a boolean literal in a union such as Slider's `track`) becomes the boolean. */
function literalValue(text: string): string | boolean {
  return text === 'false' ? false : text === 'true' ? true : text;
}

export interface ControlOptions {
  /** Props this page leaves out (e.g. TextField's `select`, which needs options as children). */
  omit?: readonly string[];
}

/**
 * The controls for a component's props, in the API page's order. Only the component's own props
 * count (not those it inherits from ButtonBase or FormControl) and never a deprecated one.
 */
export function playgroundControls(props: readonly ApiMember[], options: ControlOptions = {}): Control[] {
  const omit = new Set([...NEVER_OFFERED, ...(options.omit ?? [])]);
  const controls: Control[] = [];
  for (const prop of props) {
    if (omit.has(prop.name) || prop.inheritedFrom || prop.deprecated !== undefined) continue;
    const parsed = parseDefault(prop.defaultValue);
    if (prop.literals?.length) {
      const values = prop.literals.map(literalValue);
      controls.push({
        kind: 'select',
        name: prop.name,
        options: values,
        defaultValue: values.includes(parsed as string | boolean) ? parsed : undefined,
      });
      continue;
    }
    const type = coreType(prop.type);
    if (type === 'boolean')
      controls.push({
        kind: 'switch',
        name: prop.name,
        defaultValue: parsed === true,
      });
    else if (type === 'number')
      controls.push({
        kind: 'number',
        name: prop.name,
        defaultValue: typeof parsed === 'number' ? parsed : undefined,
      });
  }
  return controls;
}

/** The values a reader starts from: every control at its default. */
export function initialValues(controls: readonly Control[]): Record<string, PropValue> {
  return Object.fromEntries(controls.map((c) => [c.name, c.defaultValue]));
}

/** The props that differ from their defaults: what the preview adds and the JSX shows. */
export function changedProps(
  controls: readonly Control[],
  values: Readonly<Record<string, PropValue>>,
): Record<string, Exclude<PropValue, undefined>> {
  const changed: Record<string, Exclude<PropValue, undefined>> = {};
  for (const control of controls) {
    const value = values[control.name];
    if (value === undefined || value === control.defaultValue) continue;
    changed[control.name] = value;
  }
  return changed;
}
