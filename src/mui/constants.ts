/**
 * The portal's MUI theme constants: the theme and its tests read them from here. The spacing unit and
 * breakpoints, which the portal's own CSS shares (the ad slot), come from src/config/layout.ts.
 */
export {SPACING_UNIT_PX, BREAKPOINTS_PX} from '../config/layout';
export const BORDER_RADIUS_PX = 12;

export const TOOLBAR_MIN_HEIGHT_PX = 56;
export const TOOLBAR_MIN_HEIGHT_LANDSCAPE_PX = 48;
export const TOOLBAR_MIN_HEIGHT_SM_UP_PX = 64;

export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

export const CONTRAST_THRESHOLD = 3;
export const TONAL_OFFSET = 0.2;

export const FONT_SIZE_PX = 14;
export const HTML_FONT_SIZE_PX = 16;
export const FONT_WEIGHT_LIGHT = 300;
export const FONT_WEIGHT_REGULAR = 400;
export const FONT_WEIGHT_MEDIUM = 500;
export const FONT_WEIGHT_BOLD = 700;

/** Brand primary colours; src/css/custom.css sets the same values as Infima's --ifm-color-primary. */
export const BRAND_PRIMARY_LIGHT = '#0b6bcb';
export const BRAND_PRIMARY_DARK = '#66b2ff';

/** Page and surface colours of Infima's dark mode, so a demo's paper matches the page around it. */
export const DARK_BACKGROUND_DEFAULT = '#1b1b1d';
export const DARK_BACKGROUND_PAPER = '#242526';
/**
 * Error colour of dark mode: Material UI's default (#f44336) is about 4.2:1 on the dark paper, below the
 * 4.5:1 WCAG AA asks of text such as a field's error message or a red figure in a grid; this lighter
 * red (Material red 300) is 5.2:1 there and 5.8:1 on the page background.
 */
export const DARK_ERROR_MAIN = '#e57373';
/**
 * Dark-mode shades under white text (filled alerts, contained buttons' hover): Material UI's dark
 * success and info shades (#388e3c, #0288d1) carry white text at 4.1:1 and 3.9:1; these are 5.1:1
 * and 7.4:1.
 */
export const DARK_SUCCESS_DARK = '#2e7d32';
export const DARK_INFO_DARK = '#01579b';
/**
 * Warning, info and error colours of light mode. Material UI's defaults (#ed6c02, #0288d1, #d32f2f)
 * carry white text and are themselves used as text (outlined buttons and chips, coloured labels, a
 * grid's "low stock" cell): warning and info are 3.1:1 and 3.9:1 on white, and the error red falls to
 * 4.4:1 on the tint of a selected toggle button or a filled field, below the 4.5:1 WCAG AA asks of
 * text that size. These darker shades of the same hues are 4.7:1, 4.8:1 and 5.6:1 on white.
 */
export const LIGHT_ERROR_MAIN = '#c62828';
export const LIGHT_WARNING_MAIN = '#c25100';
export const LIGHT_INFO_MAIN = '#0277bd';
/**
 * Background of an avatar with no colour of its own (initials from `alt`, the person icon). Material
 * UI draws its text in the page background colour on grey 400 in light mode (1.9:1) and grey 600 in
 * dark mode (3.7:1); grey 600 under white text is 4.6:1 and grey 400 under the dark page colour 9:1.
 */
export const AVATAR_DEFAULT_BG = {light: '#757575', dark: '#bdbdbd'} as const;
