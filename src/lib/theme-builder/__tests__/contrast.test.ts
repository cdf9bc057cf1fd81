import {getContrastRatio} from '@mui/material/styles';
import {AA_LARGE_OR_CONTROL, AA_TEXT, contrastRatio, formatRatio, judge, parseColor} from '../contrast';

test('opaque pairs agree with Material UI getContrastRatio (which rounds luminance to 3 digits)', () => {
  for (const [fg, bg] of [
    ['#0b6bcb', '#ffffff'],
    ['#ffeb3b', '#fff'],
    ['#1b1b1d', '#66b2ff'],
    ['rgb(46, 125, 50)', 'hsl(0, 0%, 100%)'],
  ]) {
    expect(contrastRatio(fg!, bg!)).toBeCloseTo(getContrastRatio(fg!, bg!), 1);
  }
});

test('yellow #ffeb3b text on white fails both AA thresholds', () => {
  const verdict = judge('#ffeb3b', '#ffffff');
  expect(verdict.ratio).toBeLessThan(AA_LARGE_OR_CONTROL);
  expect(verdict).toMatchObject({text: false, largeOrControl: false});
});

test('black on white is 21:1 and the ratio is symmetric', () => {
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#fff', '#0b6bcb')).toBeCloseTo(contrastRatio('#0b6bcb', '#fff'), 10);
});

test('translucent text is composited over its background, unlike getContrastRatio', () => {
  const ours = contrastRatio('rgba(0, 0, 0, 0.6)', '#fff');
  expect(getContrastRatio('rgba(0, 0, 0, 0.6)', '#fff')).toBeCloseTo(21, 5);
  expect(ours).toBeLessThan(8);
  expect(ours).toBeCloseTo(contrastRatio('#666666', '#fff'), 1);
});

test('a ratio just under 4.5 fails text and prints below 4.5', () => {
  const verdict = judge('#777777', '#ffffff');
  expect(verdict.ratio).toBeGreaterThan(4.47);
  expect(verdict.ratio).toBeLessThan(AA_TEXT);
  expect(verdict).toMatchObject({text: false, largeOrControl: true});
  expect(formatRatio(verdict.ratio)).toBe('4.47:1');
});

test('an incomplete colour is refused rather than rated NaN', () => {
  expect(() => parseColor('rgb(1,2)')).toThrow();
  expect(() => parseColor('hsl(x)')).toThrow();
});
