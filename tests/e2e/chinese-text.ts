/**
 * Whether a text a reader meets on a zh page is Chinese: it has Chinese characters, and no English
 * sentence is left in it. Product and service names stay as they are (they are not translated on
 * the Chinese pages either), so they are taken out before looking for English words.
 */
import type {Locator} from 'playwright-core';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Names kept in Latin letters in Chinese text; the longest first, so "MUI X" goes before "MUI". */
const NAMES = ['Material UI', 'Data Grid', 'Tree View', 'StackBlitz', 'CodeSandbox', 'MUI X', 'MUI', 'Charts', 'Excel', 'GitHub'];

/** Two Latin words in a row: "Try again", "Copy failed: The request..." (one word, e.g. "zip", can be a name). */
const ENGLISH_WORDS = /[A-Za-z][A-Za-z'’]*(?:[ ,:;.!?-]+[A-Za-z][A-Za-z'’]*)+/g;

/** The English word runs left in `text` once the kept names are taken out. */
export function englishIn(text: string): string[] {
  let rest = text;
  for (const name of NAMES) rest = rest.split(name).join(' · ');
  return rest.match(ENGLISH_WORDS) ?? [];
}

/** Fails unless `text` has Chinese characters and no English words in a row; `what` names it in the failure. */
export function expectChinese(text: string | null | undefined, what: string): void {
  const value = (text ?? '').trim();
  expect({what, text: value, chinese: CJK.test(value), english: englishIn(value)}).toEqual({what, text: value, chinese: true, english: []});
}

/** The same for what a reader sees of an element (its rendered text). */
export async function expectChineseText(locator: Locator, what: string): Promise<void> {
  expectChinese(await locator.innerText(), what);
}
