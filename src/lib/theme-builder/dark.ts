/**
 * The dark scheme's intent colours. A main picked for a white page is usually too dark to read on a
 * dark one (#0b6bcb on #121212 is 3.55:1), so unless the reader sets one by hand each dark main is the
 * light pick lightened, in small steps, until every pair a dark theme makes of it reaches WCAG AA text
 * contrast: the main as text on the dark background and paper, and its contrastText label on the main.
 */
import {createTheme, lighten, rgbToHex, type Palette} from '@mui/material/styles';
import {judge} from './contrast';
import {PALETTE_KEYS, type BuilderState, type PaletteKey} from './state';

/** Lightening coefficient added per step: 50 steps reach white, which always passes. */
export const LIGHTEN_STEP = 0.02;
const MAX_STEPS = Math.round(1 / LIGHTEN_STEP);

// Material UI's own dark palette: the backgrounds and the contrastText rule every builder theme's dark
// scheme gets (the builder sets no background, contrastThreshold or tonalOffset of its own).
let darkDefaults: Palette | undefined;
function darkPalette(): Palette {
  darkDefaults ??= createTheme({palette: {mode: 'dark'}}).palette;
  return darkDefaults;
}

/** Whether `main` reads in a dark scheme: as text on both backgrounds, and under its own label. */
export function readableInDark(main: string): boolean {
  const palette = darkPalette();
  return [judge(main, palette.background.default), judge(main, palette.background.paper), judge(palette.getContrastText(main), main)].every(
    (v) => v.text,
  );
}

/** The first of `main`, `main` lightened by one step, by two… that reads in a dark scheme, as `#rrggbb`. */
export function deriveDarkMain(main: string): string {
  for (let step = 0; step <= MAX_STEPS; step += 1) {
    const candidate = step === 0 ? main : rgbToHex(lighten(main, Math.min(1, step * LIGHTEN_STEP)));
    if (readableInDark(candidate)) return candidate;
  }
  return '#ffffff';
}

/** Each dark main: the reader's own where set, else derived from the light pick. */
export function darkMains(state: BuilderState): Record<PaletteKey, string> {
  return Object.fromEntries(PALETTE_KEYS.map((key) => [key, state.darkColors[key] ?? deriveDarkMain(state.colors[key])])) as Record<
    PaletteKey,
    string
  >;
}
