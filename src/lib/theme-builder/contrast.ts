/**
 * WCAG 2 contrast maths for the theme builder. Material UI's own `getContrastRatio` ignores alpha
 * (it rates `rgba(0, 0, 0, 0.87)` text as plain black) and truncates luminance to three digits, so a
 * pair can pass there and fail here: this module composites a translucent foreground over its
 * background first and keeps full precision.
 */
import {decomposeColor, hslToRgb} from '@mui/material/styles';

import {AA_LARGE_OR_CONTROL, AA_TEXT} from './wcag';

export {AA_LARGE_OR_CONTROL, AA_TEXT};

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses what Material UI's colour manipulator accepts (hex, rgb(a), hsl(a)) into 0-255 channels. */
export function parseColor(color: string): Rgba {
  let parts = decomposeColor(color);
  if (parts.type === 'hsl' || parts.type === 'hsla') parts = decomposeColor(hslToRgb(color));
  const [r, g, b, a = 1] = parts.values as number[];
  const scale = parts.type === 'color' ? 255 : 1;
  const rgba = {r: r * scale, g: g * scale, b: b * scale, a};
  if (![rgba.r, rgba.g, rgba.b, rgba.a].every(Number.isFinite)) throw new Error(`Not a complete colour: ${color}`);
  return rgba;
}

/** A translucent colour as it shows over an opaque background. */
export function composite(foreground: Rgba, background: Rgba): Rgba {
  const mix = (f: number, b: number) => f * foreground.a + b * (1 - foreground.a);
  return {r: mix(foreground.r, background.r), g: mix(foreground.g, background.g), b: mix(foreground.b, background.b), a: 1};
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of an opaque colour (WCAG 2). */
export function luminance({r, g, b}: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of text over a background, 1 to 21; a translucent background is taken over white. */
export function contrastRatio(foreground: string, background: string): number {
  const white = {r: 255, g: 255, b: 255, a: 1};
  const bg = composite(parseColor(background), white);
  const fg = composite(parseColor(foreground), bg);
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastVerdict {
  ratio: number;
  /** Meets 4.5:1 (body text). */
  text: boolean;
  /** Meets 3:1 (large text, and controls' boundaries and icons). */
  largeOrControl: boolean;
}

/** Judges a pair without rounding: 4.49 fails 4.5 even though it prints as 4.5 with one decimal. */
export function judge(foreground: string, background: string): ContrastVerdict {
  const ratio = contrastRatio(foreground, background);
  return {ratio, text: ratio >= AA_TEXT, largeOrControl: ratio >= AA_LARGE_OR_CONTROL};
}

/** "4.48:1", truncated (not rounded) to two decimals so a failing ratio never prints as the minimum. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
