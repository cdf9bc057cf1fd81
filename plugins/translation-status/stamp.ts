/**
 * A translation records the content hash of the English source it was made from in its front
 * matter (`source_hash`). When the source changes its hash no longer matches: the translation is
 * stale until a translator catches up and re-stamps it (`npm run i18n:stamp -- <page>`).
 */
import crypto from 'node:crypto';
import {FRONT_MATTER, SOURCE_HASH_KEY} from './structure';

/** Short enough to read in a diff, long enough never to collide between two versions of a page. */
export function sourceHash(source: string): string {
  return crypto.createHash('sha256').update(source.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
}

const HASH_LINE = new RegExp(`^${SOURCE_HASH_KEY}:.*$`, 'm');

/** The hash a translation records, if any. */
export function recordedHash(translation: string): string | undefined {
  const block = FRONT_MATTER.exec(translation)?.[1];
  const line = block === undefined ? undefined : HASH_LINE.exec(block)?.[0];
  return (
    line
      ?.slice(SOURCE_HASH_KEY.length + 1)
      .trim()
      .replace(/^['"]|['"]$/g, '') || undefined
  );
}

/** The translation with its recorded hash set to `hash`, the rest of the file byte-identical. */
export function withRecordedHash(translation: string, hash: string): string {
  const match = FRONT_MATTER.exec(translation);
  const line = `${SOURCE_HASH_KEY}: ${hash}`;
  if (!match) return `---\n${line}\n---\n\n${translation}`;
  const block = match[1]!;
  const next = HASH_LINE.test(block) ? block.replace(HASH_LINE, line) : `${block}\n${line}`;
  return translation.slice(0, match.index) + match[0].replace(block, () => next) + translation.slice(match.index + match[0].length);
}
