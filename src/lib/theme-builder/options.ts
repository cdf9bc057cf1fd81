/**
 * The theme options a builder state stands for. The preview renders `createTheme(builderThemeOptions(s))`
 * and the code generator prints the very same object, so the copied code makes the theme shown.
 */
import {BORDER_RADIUS_PX, SPACING_UNIT_PX} from '../../mui/constants';
import {createPortalTheme} from '../../mui/theme';
import {darkMains} from './dark';
import {FONTS, PALETTE_KEYS, type BuilderState, type Mode, type PaletteKey} from './state';

/** A plain-data subset of ThemeOptions (no functions), so it prints as code. */
export interface BuilderThemeOptions {
  colorSchemes: Record<Mode, {palette: {mode: Mode} & Record<PaletteKey, {main: string}>}>;
  defaultColorScheme: Mode;
  spacing: number;
  shape: {borderRadius: number};
  typography: {fontFamily: string};
  components?: Record<string, {defaultProps: Record<string, string | boolean>}>;
}

/** Compact density: the small size of every control and table the preview shows. */
export const COMPACT_COMPONENTS = {
  MuiButton: {defaultProps: {size: 'small'}},
  MuiChip: {defaultProps: {size: 'small'}},
  MuiTextField: {defaultProps: {size: 'small', margin: 'dense'}},
  MuiTable: {defaultProps: {size: 'small'}},
  MuiIconButton: {defaultProps: {size: 'small'}},
} as const;

/**
 * Where a reader starts: the light scheme of the theme the portal's demos use (its intent colours read
 * from the created theme, not restated), with the portal's spacing and radius.
 */
export function defaultBuilderState(): BuilderState {
  const portal = createPortalTheme().colorSchemes.light!.palette;
  const colors = Object.fromEntries(PALETTE_KEYS.map((key) => [key, portal[key].main])) as Record<PaletteKey, string>;
  return {
    colors,
    darkColors: {},
    mode: 'light',
    spacing: SPACING_UNIT_PX,
    radius: BORDER_RADIUS_PX,
    font: 'system',
    density: 'standard',
  };
}

export function builderThemeOptions(state: BuilderState): BuilderThemeOptions {
  const intents = (mains: Record<PaletteKey, string>) =>
    Object.fromEntries(PALETTE_KEYS.map((key) => [key, {main: mains[key]}])) as Record<PaletteKey, {main: string}>;
  return {
    // Each scheme its own mains (the dark ones lighter, see dark.ts); Material UI derives each scheme's
    // other shades, text and surfaces. `mode` is spelled out because createTheme without CSS variables
    // builds the default scheme's palette from these options alone, and a dark scheme without it
    // would come out light.
    colorSchemes: {
      light: {palette: {mode: 'light', ...intents(state.colors)}},
      dark: {palette: {mode: 'dark', ...intents(darkMains(state))}},
    },
    defaultColorScheme: state.mode,
    spacing: state.spacing,
    shape: {borderRadius: state.radius},
    typography: {fontFamily: FONTS[state.font]},
    ...(state.density === 'compact' ? {components: structuredClone(COMPACT_COMPONENTS) as BuilderThemeOptions['components']} : {}),
  };
}
