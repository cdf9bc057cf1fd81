/**
 * Finds the portal theme's fixed numbers written out as literal text in a docs page. The System and
 * Customization pages must show those numbers read from the theme (src/components/ThemeFacts), so
 * that changing a constant in src/mui/ changes the pages; a number typed into the prose would not
 * follow. The numbers are read from the theme itself, never listed here.
 */
import type {Theme} from '@mui/material/styles';

export interface ThemeLiteral {
  /** Where the value lives in the theme, e.g. `breakpoints.values.md`. */
  path: string;
  value: number;
  /**
   * Small numbers (a single digit, such as the spacing unit or the contrast threshold) occur in
   * prose for other reasons; they count only next to one of these words, or followed by `px`.
   */
  context?: RegExp;
  /** The value's CSS unit when it has one: a small number followed by it counts too. */
  unit?: 'px';
}

export interface LiteralHit {
  literal: ThemeLiteral;
  excerpt: string;
}

/** The fixed values of the portal's theme, as the demos' theme object holds them. */
export function themeLiterals(theme: Theme, spacingUnitPx: number): ThemeLiteral[] {
  const list: ThemeLiteral[] = [
    {path: 'spacing(1)', value: spacingUnitPx, context: /spacing|unit/i, unit: 'px'},
    {path: 'shape.borderRadius', value: theme.shape.borderRadius as number, context: /radius/i, unit: 'px'},
    {path: 'palette.contrastThreshold', value: theme.palette.contrastThreshold, context: /contrast ?threshold|threshold/i},
    {path: 'palette.tonalOffset', value: theme.palette.tonalOffset as number, context: /tonal ?offset|offset/i},
    {path: 'typography.fontSize', value: theme.typography.fontSize},
    {path: 'typography.htmlFontSize', value: theme.typography.htmlFontSize},
    {path: 'typography.fontWeightLight', value: Number(theme.typography.fontWeightLight)},
    {path: 'typography.fontWeightRegular', value: Number(theme.typography.fontWeightRegular)},
    {path: 'typography.fontWeightMedium', value: Number(theme.typography.fontWeightMedium)},
    {path: 'typography.fontWeightBold', value: Number(theme.typography.fontWeightBold)},
  ];
  for (const [key, value] of Object.entries(theme.breakpoints.values)) {
    list.push({path: `breakpoints.values.${key}`, value, context: /breakpoint|\bxs\b|width/i, unit: 'px'});
  }
  for (const [key, value] of Object.entries(theme.zIndex)) list.push({path: `zIndex.${key}`, value});
  collectToolbarHeights(theme.mixins.toolbar, 'mixins.toolbar', list);
  return list;
}

function collectToolbarHeights(node: unknown, path: string, into: ThemeLiteral[]): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'minHeight' && typeof value === 'number') into.push({path: `${path}.minHeight`, value, context: /toolbar|height/i});
    else collectToolbarHeights(value, `${path}[${key}]`, into);
  }
}

/**
 * The page's text a reader sees, without what may legitimately hold such numbers: fenced code
 * (examples of other themes), import lines, MDX comments and JSX tags with their attributes (a
 * demo's reserved height). Front matter stays: its description is shown to readers and to search.
 */
export function proseOf(mdx: string): string {
  return mdx
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^<>]*?\/?>/g, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number as prose may write it: `1200`, `1,200`, `1 200`, `1200px`. */
function numberPattern(value: number): RegExp {
  const plain = String(value);
  const grouped =
    Number.isInteger(value) && value >= 1000
      ? `|${escape(value.toLocaleString('en-US'))}|${escape(value.toLocaleString('en-US').replace(/,/g, ' '))}`
      : '';
  // Not inside a longer number or a name (`A700`, `12rem`); `px` may follow (`12px`).
  return new RegExp(`(?<![\\w.,])(?:${escape(plain)}${grouped})(?!\\d|[.,]\\d)(?!(?!px)[A-Za-z_])`, 'g');
}

/** Every place the prose states one of the literals. */
export function findThemeLiterals(mdx: string, literals: readonly ThemeLiteral[]): LiteralHit[] {
  const prose = proseOf(mdx);
  const hits: LiteralHit[] = [];
  for (const literal of literals) {
    const small = Math.abs(literal.value) < 10;
    for (const match of prose.matchAll(numberPattern(literal.value))) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const before = prose.slice(Math.max(0, start - 60), start);
      const after = prose.slice(end, end + 4);
      const sentence = before.split(/[.!?]\s/).pop() ?? '';
      // A colour's shade names (`500`, `A700`, "shades 300 and 700") are names, not theme values.
      if (/\bshades?\b/i.test(sentence)) continue;
      if (small) {
        const withUnit = literal.unit !== undefined && new RegExp(`^\\s?${literal.unit}\\b`).test(after);
        const inContext = literal.context ? literal.context.test(sentence) : false;
        if (!withUnit && !inContext) continue;
      }
      hits.push({
        literal,
        excerpt: prose
          .slice(Math.max(0, start - 40), end + 20)
          .replace(/\s+/g, ' ')
          .trim(),
      });
    }
  }
  return hits;
}
