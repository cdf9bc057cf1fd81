/**
 * The builder: controls, then the theme they make: a preview and contrast report per colour scheme, the
 * palette Material UI derives, and the `createTheme` code. All figures come from `createTheme` itself,
 * run on the same options object the code prints.
 */
import React, {useMemo} from 'react';
import {createTheme, type Theme, type ThemeOptions} from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DemoThemeProvider from '@theme/DemoThemeProvider';
import {builderThemeOptions, type BuilderThemeOptions} from '@site/src/lib/theme-builder/options';
import {themeModule} from '@site/src/lib/theme-builder/codegen';
import {contrastPairs} from '@site/src/lib/theme-builder/pairs';
import {MODES, PALETTE_KEYS, type Mode, type PaletteKey} from '@site/src/lib/theme-builder/state';
import {useBuilderState} from './useBuilderState';
import Controls from './Controls';
import Preview from './Preview';
import ContrastTable from './ContrastTable';
import PaletteTable from './PaletteTable';
import CodePanel from './CodePanel';

/** The dark mains the options carry (derived or set by hand), read back rather than derived twice. */
const darkMainsOf = (options: BuilderThemeOptions) =>
  Object.fromEntries(PALETTE_KEYS.map((key) => [key, options.colorSchemes.dark.palette[key].main])) as Record<PaletteKey, string>;

function Section({title, children}: {title: string; children: React.ReactNode}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{mb: 1}}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function Builder() {
  const {state, problems, update, reset} = useBuilderState();
  const options = useMemo(() => builderThemeOptions(state), [state]);
  const code = useMemo(() => themeModule(options), [options]);
  // One theme per scheme, built from that scheme's palette alone. A theme with `colorSchemes` would
  // make ThemeProvider start a CSS-variables provider inside the page's own; createTheme builds each
  // scheme's palette from the same palette options, which the browser test checks against the code.
  const themes = useMemo(() => {
    const {colorSchemes, defaultColorScheme, ...rest} = options;
    return Object.fromEntries(
      MODES.map((mode) => [mode, createTheme({...(rest as ThemeOptions), palette: colorSchemes[mode].palette})]),
    ) as Record<Mode, Theme>;
  }, [options]);
  // The chosen default scheme first.
  const modes = state.mode === 'light' ? MODES : ([...MODES].reverse() as Mode[]);
  return (
    <DemoThemeProvider>
      <Stack spacing={4} data-theme-builder sx={{my: 3}}>
        {problems.length > 0 && (
          <Alert severity="warning" data-url-problems>
            This link has settings the builder cannot read; it uses the portal defaults for them and keeps the rest:
            <Box component="ul" sx={{m: 0, pl: 3}}>
              {problems.map((p) => (
                <li key={p.param}>
                  <code>
                    {p.param}={p.value}
                  </code>{' '}
                  is not {p.expected}.
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Section title="Settings">
          <Controls state={state} darkMains={darkMainsOf(options)} update={update} reset={reset} />
        </Section>
        <Section title="Preview">
          <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', lg: '1fr 1fr'}}}>
            {modes.map((mode) => (
              <Preview key={mode} mode={mode} theme={themes[mode]} />
            ))}
          </Box>
        </Section>
        {modes.map((mode) => (
          <Section key={mode} title={`Contrast, ${mode} scheme`}>
            <Box sx={{overflowX: 'auto'}}>
              <ContrastTable mode={mode} pairs={contrastPairs(themes[mode].palette)} />
            </Box>
          </Section>
        ))}
        <Section title="Generated palette">
          <Stack spacing={2}>
            {modes.map((mode) => (
              <Box key={mode} sx={{overflowX: 'auto'}}>
                <PaletteTable mode={mode} palette={themes[mode].palette} />
              </Box>
            ))}
          </Stack>
        </Section>
        <Section title="Code">
          <CodePanel code={code} />
        </Section>
      </Stack>
    </DemoThemeProvider>
  );
}
