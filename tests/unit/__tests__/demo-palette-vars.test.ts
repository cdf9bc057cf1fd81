import fs from 'node:fs';
import path from 'node:path';

/**
 * The portal's theme uses CSS variables with a light and a dark colour scheme, so `theme.palette` holds
 * the light scheme's values in both modes. A demo style that reads `theme.palette.x` directly stays
 * light-coloured on a dark page (unreadable text, white boxes); `(theme.vars || theme).palette.x`
 * follows the mode. Calls that need a resolved colour (`alpha`, `darken`, `getContrastText`, ...) are
 * the exception, and so is a file that says why it needs resolved values.
 */
const ROOTS = ['docs', 'docs-material'];
const NEEDS_RESOLVED = /\b(?:alpha|darken|lighten|emphasize|getContrastText)\(/;
const RESOLVED_ON_PURPOSE: Record<string, string> = {
  'docs/react-data-grid/demos/TimeOffCalendarShowcase.tsx': 'picks each chip text colour with getContrastText from the same value',
  'docs-material/customization/demos/palette/PalettePicker.tsx': 'prints the contrastText a theme it creates itself computed',
  'docs-material/customization/demos/color/ColorPicker.tsx': 'shows the shades a theme it creates itself computed',
  'docs-material/customization/css-theme-variables/demos/NativeColor.tsx': 'shows the values a theme it creates itself computed',
  'docs-material/customization/demos/theming/ThemeUseTheme.tsx': 'shows theme.palette beside theme.vars.palette to explain the difference',
};

function demoFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return demoFiles(full);
    return /\.(tsx|ts)$/.test(entry.name) && full.split(path.sep).includes('demos') ? [full] : [];
  });
}

export function directPaletteReads(source: string): string[] {
  return source.split('\n').filter((line) => /(?<![\w.)])theme\.palette\./.test(line) && !NEEDS_RESOLVED.test(line));
}

test('the check finds a direct palette read and accepts the colour-mode-aware one', () => {
  expect(directPaletteReads("const A = styled('div')(({theme}) => ({color: theme.palette.primary.main}));")).toHaveLength(1);
  expect(directPaletteReads("const A = styled('div')(({theme}) => ({color: (theme.vars || theme).palette.primary.main}));")).toEqual([]);
  expect(directPaletteReads('const c = alpha(theme.palette.primary.main, 0.2);')).toEqual([]);
});

test('demo styles read palette colours through theme.vars, so they follow the colour mode', () => {
  const files = ROOTS.flatMap((root) => demoFiles(root));
  expect(files.length).toBeGreaterThan(1000);
  const offenders = files
    .filter((file) => !(file.split(path.sep).join('/') in RESOLVED_ON_PURPOSE))
    .flatMap((file) => directPaletteReads(fs.readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`));
  expect(offenders).toEqual([]);
});
