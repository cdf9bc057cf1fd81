import {createTheme} from '@mui/material/styles';
import {contrastPairs} from '../pairs';

test('a yellow primary is flagged as text on white paper but its label on the fill passes', () => {
  const palette = createTheme({palette: {primary: {main: '#ffeb3b'}}}).palette;
  const pairs = contrastPairs(palette);
  const onPaper = pairs.find((p) => p.foregroundPath === 'primary.main' && p.backgroundPath === 'background.paper')!;
  expect(onPaper.background).toBe(palette.background.paper);
  expect(onPaper).toMatchObject({text: false, largeOrControl: false});
  const label = pairs.find((p) => p.foregroundPath === 'primary.contrastText')!;
  expect(label.text).toBe(true);
});

test('every intent gets its two pairs, plus the two text colours', () => {
  expect(contrastPairs(createTheme({palette: {mode: 'dark'}}).palette)).toHaveLength(14);
});
