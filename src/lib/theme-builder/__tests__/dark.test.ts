import {createTheme, getLuminance, lighten, rgbToHex} from '@mui/material/styles';
import {judge} from '../contrast';
import {deriveDarkMain, darkMains, LIGHTEN_STEP, readableInDark} from '../dark';
import {builderThemeOptions, defaultBuilderState} from '../options';
import {PALETTE_KEYS} from '../state';

const PICKS = ['#0b6bcb', '#9c27b0', '#c62828', '#1b5e20', '#3f51b5', '#000000', '#ffeb3b'];

test('a derived dark main reads on the dark backgrounds and under its own label, and is the least lightening that does', () => {
  const dark = createTheme({palette: {mode: 'dark'}}).palette;
  for (const pick of PICKS) {
    const main = deriveDarkMain(pick);
    expect(judge(main, dark.background.paper).text).toBe(true);
    expect(judge(main, dark.background.default).text).toBe(true);
    expect(judge(dark.getContrastText(main), main).text).toBe(true);
    expect(getLuminance(main)).toBeGreaterThanOrEqual(getLuminance(pick));
    if (main !== pick) {
      // One step less lightening would not do (the search stops at the first passing step).
      const steps = [...Array(50).keys()].map((i) => (i === 0 ? pick : rgbToHex(lighten(pick, i * LIGHTEN_STEP))));
      const index = steps.indexOf(main);
      expect(index).toBeGreaterThan(0);
      expect(readableInDark(steps[index - 1]!)).toBe(false);
    }
  }
});

test('a pick that already reads on dark is kept as it is', () => {
  expect(readableInDark('#ffeb3b')).toBe(true);
  expect(deriveDarkMain('#ffeb3b')).toBe('#ffeb3b');
});

test('the portal default picks get lighter dark mains, and a main set by hand wins', () => {
  const state = defaultBuilderState();
  const derived = darkMains(state);
  expect(PALETTE_KEYS.filter((key) => derived[key] !== state.colors[key]).length).toBeGreaterThan(0);
  state.darkColors.info = '#81d4fa';
  const options = builderThemeOptions(state);
  expect(options.colorSchemes.dark.palette.info.main).toBe('#81d4fa');
  expect(options.colorSchemes.dark.palette.primary.main).toBe(derived.primary);
  expect(options.colorSchemes.light.palette.primary.main).toBe(state.colors.primary);
});

test('every pair of the default dark scheme passes AA text contrast', () => {
  const options = builderThemeOptions(defaultBuilderState());
  const palette = createTheme({palette: options.colorSchemes.dark.palette}).palette;
  for (const key of PALETTE_KEYS) {
    expect([key, judge(palette[key].main, palette.background.paper).text]).toEqual([key, true]);
    expect([key, judge(palette[key].contrastText, palette[key].main).text]).toEqual([key, true]);
  }
});
