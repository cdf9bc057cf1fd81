import {createTheme, getContrastRatio} from '@mui/material/styles';
import {createPortalTheme, portalThemeOptions, COLOR_SCHEME_SELECTOR} from '../theme';
import {readBodySettings} from '../body-settings';
import * as C from '../constants';

describe('the portal theme carries its named constants', () => {
  const theme = createPortalTheme();

  test('spacing, radius and breakpoints', () => {
    // With CSS variables, spacing is `var(--mui-spacing, 8px)` times n.
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(3)).toBe('calc(3 * var(--mui-spacing, 8px))');
    expect(JSON.stringify(theme.generateStyleSheets())).toContain('"--mui-spacing":"8px"');
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.breakpoints.values).toEqual({xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536});
    expect(theme.breakpoints.up('sm')).toBe('@media (min-width:600px)');
  });

  test('toolbar heights: 56, 48 in landscape, 64 from sm', () => {
    expect(theme.mixins.toolbar).toEqual({
      minHeight: 56,
      '@media (min-width:0px) and (orientation: landscape)': {minHeight: 48},
      '@media (min-width:600px)': {minHeight: 64},
    });
  });

  test('z-indices: the named ones, stacked as Material UI stacks its overlays by default', () => {
    expect(theme.zIndex).toMatchObject(C.Z_INDEX);
    // MUI X popups (pickers, grid panels) assume Material UI's order: the portal keeps it.
    expect(theme.zIndex).toEqual(createTheme().zIndex);
  });

  test('palette rules and typography', () => {
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect([
      theme.typography.fontWeightLight,
      theme.typography.fontWeightRegular,
      theme.typography.fontWeightMedium,
      theme.typography.fontWeightBold,
    ]).toEqual([300, 400, 500, 700]);
  });

  test('light and dark palettes use the brand primary, switched by Docusaurus data-theme', () => {
    expect(theme.colorSchemes.light?.palette.primary.main).toBe('#0b6bcb');
    expect(theme.colorSchemes.dark?.palette.primary.main).toBe('#66b2ff');
    expect(COLOR_SCHEME_SELECTOR).toBe('[data-theme=%s]');
    const css = theme
      .generateStyleSheets()
      .map((sheet) => JSON.stringify(sheet))
      .join('\n');
    expect(css).toContain('[data-theme=dark]');
    expect(css).toContain('#66b2ff');
  });

  test('dark mode text in the error colour meets WCAG AA (4.5:1) on both dark backgrounds', () => {
    const dark = theme.colorSchemes.dark!.palette;
    for (const background of [dark.background.default, dark.background.paper]) {
      expect(getContrastRatio(dark.error.main, background)).toBeGreaterThanOrEqual(4.5);
    }
    // Material UI's own dark error red, which the portal replaces, does not.
    expect(getContrastRatio('#f44336', dark.background.paper)).toBeLessThan(4.5);
  });

  test("every status colour reads as text at WCAG AA (4.5:1) on its mode's backgrounds, and carries readable text", () => {
    const colors = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
    for (const mode of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[mode]!.palette;
      for (const color of colors) {
        for (const background of [palette.background.default, palette.background.paper]) {
          expect([mode, color, getContrastRatio(palette[color].main, background) >= 4.5]).toEqual([mode, color, true]);
        }
        expect([mode, color, getContrastRatio(palette[color].contrastText, palette[color].main) >= 4.5]).toEqual([mode, color, true]);
      }
      // An avatar without a colour of its own draws its text in the page background colour.
      expect([mode, getContrastRatio(palette.background.default, palette.Avatar.defaultBg) >= 4.5]).toEqual([mode, true]);
    }
    // Filled alerts draw white text on the dark shade in dark mode.
    const dark = theme.colorSchemes.dark!.palette;
    expect([getContrastRatio('#fff', dark.success.dark) >= 4.5, getContrastRatio('#fff', dark.info.dark) >= 4.5]).toEqual([true, true]);
    expect([dark.success.main, dark.info.main]).toEqual(['#66bb6a', '#29b6f6']);
    // Material UI's own light warning and info, which the portal replaces, do not.
    expect(getContrastRatio('#ed6c02', '#fff')).toBeLessThan(4.5);
    expect(getContrastRatio('#0288d1', '#fff')).toBeLessThan(4.5);
  });

  test('the theme is built from the named constants (a change to one moves the theme)', () => {
    expect(theme.shape.borderRadius).toBe(C.BORDER_RADIUS_PX);
    expect([theme.palette.contrastThreshold, theme.palette.tonalOffset]).toEqual([C.CONTRAST_THRESHOLD, C.TONAL_OFFSET]);
    expect([theme.typography.fontSize, theme.typography.htmlFontSize]).toEqual([C.FONT_SIZE_PX, C.HTML_FONT_SIZE_PX]);
    expect(theme.breakpoints.values).toEqual(C.BREAKPOINTS_PX);
  });
});

test('direction and density variants', () => {
  expect(createPortalTheme({direction: 'rtl'}).direction).toBe('rtl');
  const dense = createPortalTheme({dense: true});
  expect(dense.components?.MuiButton?.defaultProps?.size).toBe('small');
  expect(createPortalTheme().components?.MuiButton).toBeUndefined();
  // No `new Function` in the Data Grid's filter: the CSP has no 'unsafe-eval' (deploy/README.md).
  expect(createPortalTheme().components?.MuiDataGrid?.defaultProps?.disableEval).toBe(true);
  expect(dense.components?.MuiDataGrid?.defaultProps?.disableEval).toBe(true);
  expect(dense.spacing(1)).toBe('var(--mui-spacing, 8px)');
});

describe('theme construction errors surface (seed error row: invalid colour; missing main colour)', () => {
  test('an invalid colour throws', () => {
    expect(() => createTheme(portalThemeOptions({}, {light: {primary: {main: 'not-a-colour'}}, dark: {}}))).toThrow(
      /Unsupported `not-a-colour` color/,
    );
  });
  test('a palette entry without main throws', () => {
    expect(() => createTheme(portalThemeOptions({}, {light: {secondary: {light: '#fff'} as unknown as {main: string}}, dark: {}}))).toThrow(
      /needs to have a `main` property/,
    );
  });
});

test('body settings read the settings panel attributes and default safely', () => {
  const body = (attrs: Record<string, string>) => ({getAttribute: (name: string) => attrs[name] ?? null});
  expect(readBodySettings(body({dir: 'rtl', 'data-dense': 'true'}))).toEqual({direction: 'rtl', dense: true});
  expect(readBodySettings(body({dir: 'sideways', 'data-dense': 'yes'}))).toEqual({direction: 'ltr', dense: false});
  expect(readBodySettings(null)).toEqual({direction: 'ltr', dense: false});
});
