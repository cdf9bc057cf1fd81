/** Helpers for tests of highlighted code: the theme's colours as the browser reports them, and Prism in downloads. */
import type {Page} from 'playwright-core';
import type {lightCodeTheme} from '../../src/lib/prism-themes';

/** A string from prism-react-renderer's tokenizer (its hook name), in any bundle that carries Prism. */
export const PRISM_MARKER = 'before-tokenize';

/** Bodies of every script the page downloads from now on. */
export function collectScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

export const keywordColour = (theme: typeof lightCodeTheme) => theme.styles.filter((s) => s.types.includes('keyword')).at(-1)!.style.color!;

/** `#bd93f9` or `rgb(189, 147, 249)` as the browser's computed `rgb(...)`. */
export function asRgb(colour: string): string {
  if (colour.startsWith('rgb')) return colour.replace(/\s+/g, '').replace(/,/g, ', ');
  const n = parseInt(colour.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
