import {extractLeadingEmoji} from '../leading-emoji';

/** theme-common's own implementation, the answers ours must give. */
function reference(input: string) {
  const grapheme = new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme || !new RegExp('^\\p{RGI_Emoji}$', 'v').test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}

test.each([
  '',
  'Sorting',
  '1 Getting started',
  '#hash',
  '© notice',
  '行分组',
  'データ',
  '⌚ Watch',
  '⚠️ Careful',
  '⚠ bare warning sign',
  '🗃 Category',
  '📄️ Doc',
  '👍🏽 Thumbs',
  '👨‍👩‍👧 Family',
  '🇫🇷 France',
  '1️⃣ Keycap',
  '〽️ Part',
  '㊗️ Congratulations',
])('%j: the same answer as theme-common', (label) => {
  expect(extractLeadingEmoji(label)).toEqual(reference(label));
});
