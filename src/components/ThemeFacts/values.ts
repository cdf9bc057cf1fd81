/**
 * Reads values out of the portal's theme (the one every demo runs in, `createPortalTheme`) for the
 * System and Customization pages, so a page shows the theme's numbers instead of restating them.
 * Pure functions: the page components and their tests share them.
 */
import type {Theme} from '@mui/material/styles';
import {createPortalTheme} from '@site/src/mui/theme';

let cached: {regular?: Theme; dense?: Theme} = {};

/** The theme as a demo sees it with the reader's default settings (ltr), or dense. */
export function portalTheme(dense = false): Theme {
  const key = dense ? 'dense' : 'regular';
  cached[key] ??= createPortalTheme({dense});
  return cached[key]!;
}

/** For tests: forget the cached themes. */
export function resetPortalThemeCache(): void {
  cached = {};
}

/** The value at a dotted path (`breakpoints.values.sm`), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const part of path.split('.').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The spacing unit in px. With CSS theme variables on, `theme.spacing(1)` is
 * `var(--mui-spacing, 8px)`-like: the fallback inside is the unit the theme was created with.
 */
export function spacingUnitPx(theme: Theme): number {
  const one = String(theme.spacing(1));
  const match = /(-?\d+(?:\.\d+)?)px\)?$/.exec(one);
  if (!match) throw new Error(`Unexpected theme.spacing(1): ${one}`);
  return Number(match[1]);
}

/** One table row: a key and its value as text (objects become `key: value` pairs). */
export function formatValue(value: unknown, unit = ''): string {
  if (typeof value === 'number') return `${value}${unit}`;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${formatValue(inner, unit)}`)
      .join('; ');
  }
  return String(value);
}

/** Rows of the object at `path`, optionally only `keys` (in that order; a missing key throws). */
export function rowsAt(root: unknown, path: string, unit = '', keys?: readonly string[]): Array<[string, string]> {
  const node = valueAt(root, path);
  if (!node || typeof node !== 'object') throw new Error(`No object at theme path "${path}"`);
  const record = node as Record<string, unknown>;
  const entries = keys
    ? keys.map((key): [string, unknown] => {
        if (!(key in record)) throw new Error(`No key "${key}" at theme path "${path}"`);
        return [key, record[key]];
      })
    : Object.entries(record);
  return entries.filter(([, value]) => typeof value !== 'function').map(([key, value]) => [key, formatValue(value, unit)]);
}
