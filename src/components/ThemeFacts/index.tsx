/**
 * MDX components that show the portal theme's values (`src/mui/theme.ts`) on the System and
 * Customization pages. Imported by those pages only; every page that uses them has demos, which
 * load the same MUI styles code.
 */
import React, {type ReactNode} from 'react';
import {portalTheme, rowsAt, valueAt, formatValue, spacingUnitPx} from './values';

interface PathProps {
  /** Dotted path into the theme, e.g. `breakpoints.values`. */
  path: string;
  /** Appended to numbers, e.g. `px`. */
  unit?: string;
  /** Read the theme the settings panel's "dense" switch gives. */
  dense?: boolean;
}

/** One value of the theme, inline: `<ThemeValue path="shape.borderRadius" unit="px" />`. */
export function ThemeValue({path, unit = '', dense = false}: PathProps): ReactNode {
  const value = valueAt(portalTheme(dense), path);
  if (value === undefined) throw new Error(`No value at theme path "${path}"`);
  return <code data-theme-path={path}>{formatValue(value, unit)}</code>;
}

/** `theme.spacing(factor)` in px: `<ThemeSpacing factor={2} />`. */
export function ThemeSpacing({factor = 1}: {factor?: number}): ReactNode {
  return <code data-theme-path={`spacing(${factor})`}>{spacingUnitPx(portalTheme()) * factor}px</code>;
}

/** The keys of a theme object (all, or `keys`) as a two-column table. */
export function ThemeTable({
  path,
  unit = '',
  dense = false,
  keys,
  keyLabel = 'Key',
  valueLabel = 'Value',
}: PathProps & {keys?: readonly string[]; keyLabel?: string; valueLabel?: string}): ReactNode {
  const rows = rowsAt(portalTheme(dense), path, unit, keys);
  return (
    <table data-theme-path={path}>
      <thead>
        <tr>
          <th>{keyLabel}</th>
          <th>{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
