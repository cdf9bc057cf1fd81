/** The text/background pairs a generated theme produces, each judged against WCAG AA. */
import type {Palette} from '@mui/material/styles';
import {judge, type ContrastVerdict} from './contrast';
import {PALETTE_KEYS} from './state';

export interface ContrastPair extends ContrastVerdict {
  /** Palette paths, e.g. `primary.contrastText` on `primary.main`. */
  foregroundPath: string;
  backgroundPath: string;
  foreground: string;
  background: string;
  /** Where a reader meets it. */
  usage: string;
}

const USAGE = {
  onMain: 'label of a contained button or filled chip',
  onPaper: 'text button, outlined control, link or icon on a surface',
} as const;

export function contrastPairs(palette: Palette): ContrastPair[] {
  const pair = (foregroundPath: string, backgroundPath: string, usage: string): ContrastPair => {
    const read = (path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], palette) as string;
    const foreground = read(foregroundPath);
    const background = read(backgroundPath);
    return {foregroundPath, backgroundPath, foreground, background, usage, ...judge(foreground, background)};
  };
  return [
    ...PALETTE_KEYS.flatMap((key) => [
      pair(`${key}.contrastText`, `${key}.main`, USAGE.onMain),
      pair(`${key}.main`, 'background.paper', USAGE.onPaper),
    ]),
    pair('text.primary', 'background.default', 'body text'),
    pair('text.secondary', 'background.paper', 'helper and secondary text'),
  ];
}
