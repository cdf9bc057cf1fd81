/**
 * Two navigation entries that resolve to the same pathname fail the build.
 * External links are left out (another site's paths are not ours to collide with).
 */
import type {NavEntry} from './nav-entries';

export type DuplicateCandidate = Pick<NavEntry, 'pathname' | 'source' | 'external'>;

/** Throws `Duplicated pathname: <path>` naming both sources, at the first collision found. */
export function assertUniquePathnames(entries: readonly DuplicateCandidate[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    if (entry.external) continue;
    const first = seen.get(entry.pathname);
    if (first !== undefined) {
      throw new Error(`Duplicated pathname: ${entry.pathname}\n- ${first}\n- ${entry.source}`);
    }
    seen.set(entry.pathname, entry.source);
  }
}
