/**
 * The portal's one MUI theme. Colour mode is pure CSS: MUI's CSS theme variables are bound to the
 * `data-theme` attribute Docusaurus sets on <html> before paint, so demos and the docs chrome never
 * disagree. Direction and density come from the settings panel (body attributes).
 */
import {green, lightBlue} from '@mui/material/colors';
import {createTheme, type Theme, type ThemeOptions, type ColorSystemOptions} from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import {
  SPACING_UNIT_PX,
  BORDER_RADIUS_PX,
  BREAKPOINTS_PX,
  TOOLBAR_MIN_HEIGHT_PX,
  TOOLBAR_MIN_HEIGHT_LANDSCAPE_PX,
  TOOLBAR_MIN_HEIGHT_SM_UP_PX,
  Z_INDEX,
  CONTRAST_THRESHOLD,
  TONAL_OFFSET,
  FONT_SIZE_PX,
  HTML_FONT_SIZE_PX,
  FONT_WEIGHT_LIGHT,
  FONT_WEIGHT_REGULAR,
  FONT_WEIGHT_MEDIUM,
  FONT_WEIGHT_BOLD,
  BRAND_PRIMARY_LIGHT,
  BRAND_PRIMARY_DARK,
  DARK_BACKGROUND_DEFAULT,
  DARK_BACKGROUND_PAPER,
  DARK_ERROR_MAIN,
  LIGHT_ERROR_MAIN,
  LIGHT_WARNING_MAIN,
  LIGHT_INFO_MAIN,
  AVATAR_DEFAULT_BG,
  DARK_SUCCESS_DARK,
  DARK_INFO_DARK,
} from './constants';

/** A colour scheme's palette: the palette options plus per-component tokens such as `Avatar.defaultBg`. */
export type SchemePalette = NonNullable<ColorSystemOptions['palette']>;

export type Direction = 'ltr' | 'rtl';

export const SITE_FONT_FAMILY =
  'var(--ifm-font-family-base, system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif)';

export interface PortalThemeSettings {
  direction?: Direction;
  /** Compact demos: small controls and dense lists (the settings panel's "dense" switch). */
  dense?: boolean;
  /** Accessible name of progress indicators that have none of their own (see `progressComponents`). */
  progressLabel?: string;
}

/** Docusaurus's colour-mode attribute on <html>; `%s` is `light` or `dark`. */
export const COLOR_SCHEME_SELECTOR = '[data-theme=%s]';

export const LIGHT_PALETTE: SchemePalette = {
  primary: {main: BRAND_PRIMARY_LIGHT},
  error: {main: LIGHT_ERROR_MAIN},
  warning: {main: LIGHT_WARNING_MAIN},
  info: {main: LIGHT_INFO_MAIN},
  Avatar: {defaultBg: AVATAR_DEFAULT_BG.light},
};

export const DARK_PALETTE: SchemePalette = {
  primary: {main: BRAND_PRIMARY_DARK},
  background: {default: DARK_BACKGROUND_DEFAULT, paper: DARK_BACKGROUND_PAPER},
  error: {main: DARK_ERROR_MAIN},
  success: {main: green[400], dark: DARK_SUCCESS_DARK},
  info: {main: lightBlue[400], dark: DARK_INFO_DARK},
  Avatar: {defaultBg: AVATAR_DEFAULT_BG.dark},
};

/**
 * Every Data Grid, so it belongs to the theme.
 * - The grid's filter builds its matcher with `new Function` unless told not to, and probes for it
 *   (a CSP violation each time) when it is not allowed: the site's Content-Security-Policy has no
 *   'unsafe-eval' (deploy/README.md), so `disableEval` makes the grid use its plain loop.
 * - The grid's accent text colour
 * (`--DataGrid-t-color-foreground-accent`: aggregation footer cells, the aggregation label in column
 * headers) is `primary.dark` in both modes, dark blue on the grid's dark background in dark mode
 * (below WCAG AA). Dark mode takes `primary.light` instead. `applyStyles` wraps the mode selector in
 * `:where()` (no specificity) and the grid's variables class comes later in the page, so `&&` doubles
 * the root class to win.
 */
const GRID_COMPONENTS: ThemeOptions['components'] = {
  MuiDataGrid: {
    defaultProps: {disableEval: true},
    styleOverrides: {
      root: ({theme}) => ({
        '&&': theme.applyStyles('dark', {
          '--DataGrid-t-color-foreground-accent': (theme.vars || theme).palette.primary.light,
        }),
      }),
    },
  },
};

/**
 * Calendars that show week numbers (`displayWeekNumber`) draw them in `text.disabled`, 2.7:1 on white
 * in MUI X 8.15 (WCAG AA asks 4.5:1 for text this small); they are information, not disabled
 * controls, so the portal's demos show them in `text.secondary`.
 */
const PICKER_COMPONENTS: ThemeOptions['components'] = {
  MuiDayCalendar: {
    styleOverrides: {
      weekNumber: ({theme}) => ({color: (theme.vars || theme).palette.text.secondary}),
    },
  },
};

/**
 * Every demo with a Data Grid: its loading overlay (linear or circular) and the spinner of a server-side
 * group or tree row fetching its children render Material UI progress bars without a name (MUI X 8.15
 * passes no label and does not forward `slotProps` there), which fails `aria-progressbar-name`. A
 * default `aria-label` names them; a demo's own `aria-label`/`aria-labelledby` still wins.
 */
function progressComponents(label: string): ThemeOptions['components'] {
  return {
    MuiCircularProgress: {defaultProps: {'aria-label': label}},
    MuiLinearProgress: {defaultProps: {'aria-label': label}},
  };
}

/** "Loading" in the demo's language: Material UI's locales translate the Autocomplete's loading text. */
export function localeProgressLabel(locales: readonly object[]): string {
  for (const locale of locales) {
    const text = (locale as {components?: {MuiAutocomplete?: {defaultProps?: {loadingText?: unknown}}}}).components?.MuiAutocomplete
      ?.defaultProps?.loadingText;
    if (typeof text === 'string' && text.trim() !== '') return text.replace(/[.…。]+$/u, '');
  }
  return 'Loading';
}

const DENSE_COMPONENTS: ThemeOptions['components'] = {
  MuiButton: {defaultProps: {size: 'small'}},
  MuiIconButton: {defaultProps: {size: 'small'}},
  MuiFab: {defaultProps: {size: 'small'}},
  MuiTextField: {defaultProps: {size: 'small', margin: 'dense'}},
  MuiFormControl: {defaultProps: {margin: 'dense', size: 'small'}},
  MuiInputBase: {defaultProps: {size: 'small'}},
  MuiList: {defaultProps: {dense: true}},
  MuiMenuItem: {defaultProps: {dense: true}},
  MuiTable: {defaultProps: {size: 'small'}},
  MuiToolbar: {defaultProps: {variant: 'dense'}},
  MuiChip: {defaultProps: {size: 'small'}},
};

/** Options shared by every variant of the theme; exported so tests and the build check can use them. */
export function portalThemeOptions(
  settings: PortalThemeSettings = {},
  palettes: {light: SchemePalette; dark: SchemePalette} = {light: LIGHT_PALETTE, dark: DARK_PALETTE},
): ThemeOptions {
  const {direction = 'ltr', dense = false, progressLabel = 'Loading'} = settings;
  const paletteRules = {contrastThreshold: CONTRAST_THRESHOLD, tonalOffset: TONAL_OFFSET};
  return {
    cssVariables: {colorSchemeSelector: COLOR_SCHEME_SELECTOR},
    colorSchemes: {
      light: {palette: {...paletteRules, ...palettes.light}},
      dark: {palette: {...paletteRules, ...palettes.dark}},
    },
    direction,
    spacing: SPACING_UNIT_PX,
    shape: {borderRadius: BORDER_RADIUS_PX},
    breakpoints: {values: {...BREAKPOINTS_PX}},
    zIndex: {...Z_INDEX},
    mixins: {
      toolbar: {
        minHeight: TOOLBAR_MIN_HEIGHT_PX,
        [`@media (min-width:${BREAKPOINTS_PX.xs}px) and (orientation: landscape)`]: {
          minHeight: TOOLBAR_MIN_HEIGHT_LANDSCAPE_PX,
        },
        [`@media (min-width:${BREAKPOINTS_PX.sm}px)`]: {minHeight: TOOLBAR_MIN_HEIGHT_SM_UP_PX},
      },
    },
    typography: {
      // The site's own font stack (Infima), so demos read as part of the page.
      fontFamily: SITE_FONT_FAMILY,
      fontSize: FONT_SIZE_PX,
      htmlFontSize: HTML_FONT_SIZE_PX,
      fontWeightLight: FONT_WEIGHT_LIGHT,
      fontWeightRegular: FONT_WEIGHT_REGULAR,
      fontWeightMedium: FONT_WEIGHT_MEDIUM,
      fontWeightBold: FONT_WEIGHT_BOLD,
    },
    components: {...GRID_COMPONENTS, ...PICKER_COMPONENTS, ...progressComponents(progressLabel), ...(dense ? DENSE_COMPONENTS : {})},
  };
}

/**
 * Creates the theme, with the packages' locale objects (e.g. `zhCN` of Material UI, the Data Grid
 * and the pickers) merged in. MUI throws here on an invalid colour or a palette entry without `main`.
 */
export function createPortalTheme(settings: PortalThemeSettings = {}, locales: readonly object[] = []): Theme {
  return createTheme(portalThemeOptions({progressLabel: localeProgressLabel(locales), ...settings}), ...locales);
}
