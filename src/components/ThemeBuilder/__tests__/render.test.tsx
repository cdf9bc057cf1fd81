import React from 'react';
import {renderToString} from 'react-dom/server';
import {createTheme, type ThemeOptions} from '@mui/material/styles';
import Preview from '../Preview';
import ContrastTable from '../ContrastTable';
import PaletteTable from '../PaletteTable';
import Controls from '../Controls';
import {builderThemeOptions, defaultBuilderState} from '@site/src/lib/theme-builder/options';
import {contrastPairs} from '@site/src/lib/theme-builder/pairs';
import {darkMains} from '@site/src/lib/theme-builder/dark';

test('the builder parts render a yellow primary, with the failing pair marked', () => {
  const state = defaultBuilderState();
  state.colors.primary = '#ffeb3b';
  const {colorSchemes, ...rest} = builderThemeOptions(state);
  const theme = createTheme({...(rest as ThemeOptions), palette: colorSchemes.light.palette});
  const html = renderToString(
    <>
      <Controls state={state} darkMains={darkMains(state)} update={() => {}} reset={() => {}} />
      <Preview mode="light" theme={theme} />
      <ContrastTable mode="light" pairs={contrastPairs(theme.palette)} />
      <PaletteTable mode="light" palette={theme.palette} />
    </>,
  );
  expect(html).toContain('data-pair="primary.main on background.paper" data-fails="text"');
  expect(html).toContain('#ffeb3b');
  expect(html).toContain('Open dialog');
});
