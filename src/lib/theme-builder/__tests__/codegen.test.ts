import {createTheme} from '@mui/material/styles';
import {transformSync} from '@swc/core';
import {themeModule} from '../codegen';
import {builderThemeOptions, defaultBuilderState} from '../options';
import {PALETTE_KEYS} from '../state';

/** Runs the generated module with the real createTheme, as a reader's project would. */
function evaluate(code: string) {
  const js = transformSync(code, {jsc: {parser: {syntax: 'typescript'}}, module: {type: 'commonjs'}}).code;
  const module = {exports: {} as {default?: ReturnType<typeof createTheme>}};
  const require = (name: string) => {
    if (name !== '@mui/material/styles') throw new Error(`unexpected import ${name}`);
    return {createTheme};
  };
  new Function('module', 'exports', 'require', js)(module, module.exports, require);
  return module.exports.default!;
}

test('the printed module builds the theme the options build, in both schemes', () => {
  const state = {...defaultBuilderState(), mode: 'dark' as const, density: 'compact' as const, font: 'mono' as const, radius: 3};
  state.colors.warning = '#ffeb3b';
  const options = builderThemeOptions(state);
  const printed = evaluate(themeModule(options));
  const direct = createTheme(options as Parameters<typeof createTheme>[0]);
  expect(printed.palette.mode).toBe('dark');
  for (const scheme of ['light', 'dark'] as const) {
    for (const key of PALETTE_KEYS) {
      expect(printed.colorSchemes[scheme]!.palette[key]).toEqual(direct.colorSchemes[scheme]!.palette[key]);
    }
  }
  expect(printed.colorSchemes.light!.palette.warning.main).toBe('#ffeb3b');
  // The dark scheme has its own, lighter mains, printed under colorSchemes.dark.
  expect(printed.colorSchemes.dark!.palette.primary.main).toBe(options.colorSchemes.dark.palette.primary.main);
  expect(printed.colorSchemes.dark!.palette.primary.main).not.toBe(printed.colorSchemes.light!.palette.primary.main);
  expect(themeModule(options)).toMatch(/colorSchemes: \{\n    light: \{\n      palette: \{[\s\S]*\n    dark: \{\n      palette: \{/);
  expect(printed.shape.borderRadius).toBe(3);
  expect(printed.components?.MuiButton?.defaultProps?.size).toBe('small');
});

test('quotes in a font stack stay valid code', () => {
  const code = themeModule({...builderThemeOptions(defaultBuilderState()), typography: {fontFamily: 'O\'Brien, "Segoe UI"'}});
  expect(evaluate(code).typography.fontFamily).toBe('O\'Brien, "Segoe UI"');
});
