/**
 * theme-common's `extractLeadingEmoji` with the same answers, cheaper: the grapheme segmenter and the
 * RGI_Emoji expression are built once, lazily, and labels whose first character cannot be an emoji
 * (Latin text, digits, CJK ideographs: every sidebar label here) never reach the expression.
 */
let segmenter: Intl.Segmenter | undefined;
let rgiEmoji: RegExp | undefined;

/** The lowest code point an emoji without a variation selector can start at (U+231A WATCH). */
const FIRST_EMOJI_PRESENTATION = 0x231a;

function cannotBeEmoji(grapheme: string): boolean {
  if (grapheme.length !== 1) return false; // several code units: surrogate pairs, FE0F, keycaps, ZWJ
  const code = grapheme.charCodeAt(0);
  return code < FIRST_EMOJI_PRESENTATION || (code >= 0x4e00 && code <= 0x9fff);
}

export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme || cannotBeEmoji(grapheme)) return {emoji: null, rest: input};
  rgiEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!rgiEmoji.test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
