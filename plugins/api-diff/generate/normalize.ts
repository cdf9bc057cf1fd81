/** How two versions' type texts, defaults and @deprecated texts are read before they are compared (diff.ts). */
import {splitTopLevelUnion} from '../../api-reference/format';

/**
 * Type text compared without formatting noise: `React.` prefixes, spaces, quotes, union order,
 * `extends any` on a type parameter. The pickers' v7 date generic `TDate` (constrained to
 * `PickerValidDate`, dropped in v8) is read as `PickerValidDate`, so the generic's removal, which
 * the guide explains once, does not turn every date prop into a type change.
 */
export function normalizeType(type: string): string {
  const flat = type
    .replace(/<TDate>/g, '')
    .replace(/<TDate,\s*/g, '<')
    .replace(/,\s*TDate>/g, '>')
    .replace(/\bTDate\b/g, 'PickerValidDate')
    .replace(/\s+extends\s+any\b/g, '')
    .replace(/\bReact\./g, '')
    .replace(/"/g, "'")
    .replace(/;\s*(?=[}\]])/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*([<>(){}[\],:;|&=?])\s*/g, '$1')
    .trim();
  return splitTopLevelUnion(flat).sort().join('|');
}

export function normalizeDefault(value: string): string {
  return normalizeType(value)
    .replace(/\s+/g, '')
    .replace(/^`(.*)`$/, '$1');
}

/** Values as shown: one line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/\{ /g, '{ ').trim();
}

/** Identifiers a `@deprecated` text names in backticks (`slots.legend` -> `legend` too). */
export function namedInText(text: string | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const m of text.matchAll(/`([^`]+)`/g)) {
    const raw = m[1]
      .replace(/\(\)$/, '')
      .replace(/^<|\s*\/?>$/g, '')
      .trim();
    if (/^[A-Za-z_$][\w$]*$/.test(raw)) out.push(raw);
    // `slots.legend` / `slotProps.legend` / `apiRef.current.x` name the last part; `labelStyle.fontSize` the first.
    const dotted = /^([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)+)$/.exec(raw);
    if (dotted) {
      const parts = raw.split('.');
      out.push(/^(?:slots|slotProps|apiRef|props)$/.test(parts[0]) ? parts[parts.length - 1] : parts[0]);
    }
  }
  return [...new Set(out)];
}
