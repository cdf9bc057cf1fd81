import {darkCodeTheme, lightCodeTheme} from '../prism-themes';

function channels(colour: string): number[] {
  const hex = colour.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  const rgb = colour.match(/^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/);
  if (rgb) return rgb.slice(1).map(Number);
  throw new Error(`Unparsed colour ${colour}`);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('every token colour of the %s code theme meets WCAG AA against its background', (_mode, theme) => {
  const background = theme.plain.backgroundColor as string;
  const colours = [theme.plain.color as string, ...theme.styles.flatMap((s) => (s.style.color ? [s.style.color] : []))];
  const failing = colours.filter((c) => contrast(c, background) < 4.5).map((c) => `${c} ${contrast(c, background).toFixed(2)}`);
  expect(failing).toEqual([]);
});
