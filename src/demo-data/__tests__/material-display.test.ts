import {getContrastRatio} from '@mui/material/styles';
import {colorForName} from '../material-display';

test('avatar colours from names always carry white initials at WCAG AA (4.5:1)', () => {
  const names = Array.from({length: 2000}, (_, i) => `Customer ${i}`);
  const hues = new Set(names.map((name) => colorForName(name).match(/^hsl\((\d+),/)?.[1]));
  expect(hues.size).toBeGreaterThan(300); // the sample spans the colour wheel
  expect([...hues].some((hue) => Number(hue) >= 50 && Number(hue) <= 70)).toBe(true); // yellows, the lightest
  const failing = names.filter((name) => getContrastRatio(colorForName(name), '#fff') < 4.5);
  expect(failing).toEqual([]);
  expect(colorForName('Inês Costa')).toBe(colorForName('Inês Costa'));
});
