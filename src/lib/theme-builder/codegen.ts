/** Prints builder theme options as a TypeScript module that builds the theme with `createTheme`. */
import type {BuilderThemeOptions} from './options';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function printValue(value: unknown, indent: string): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => printValue(v, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    const inner = `${indent}  `;
    const lines = entries.map(([k, v]) => `${inner}${IDENTIFIER.test(k) ? k : printValue(k, '')}: ${printValue(v, inner)},`);
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  throw new Error(`Cannot print ${typeof value}`);
}

/** A file that type-checks on its own against `@mui/material` 7 and default-exports the theme. */
export function themeModule(options: BuilderThemeOptions): string {
  return [
    "import {createTheme} from '@mui/material/styles';",
    '',
    `const theme = createTheme(${printValue(options, '')});`,
    '',
    'export default theme;',
    '',
  ].join('\n');
}

export const THEME_FILE_NAME = 'theme.ts';
