/** The code theme's colours as the browser reports them, for tests of highlighted code. */
import type {lightCodeTheme} from '../../src/lib/prism-themes';

export const keywordColour = (theme: typeof lightCodeTheme) => theme.styles.filter((s) => s.types.includes('keyword')).at(-1)!.style.color!;

/** `#bd93f9` or `rgb(189, 147, 249)` as the browser's computed `rgb(...)`. */
export function asRgb(colour: string): string {
  if (colour.startsWith('rgb')) return colour.replace(/\s+/g, '').replace(/,/g, ', ');
  const n = parseInt(colour.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
