/**
 * When an English page last changed: its last commit's date (what a reader can check in the
 * history), or its file's modification date when git does not know it (not committed, no .git).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const cache = new Map<string, string>();

/** `YYYY-MM-DD` (UTC) of the last change of `file` (absolute), inside the repository at `siteDir`. */
export function lastChangeDate(siteDir: string, file: string): string {
  const known = cache.get(file);
  if (known) return known;
  let date = '';
  try {
    date = execFileSync('git', ['log', '-1', '--format=%cd', '--date=format-local:%Y-%m-%d', '--', file], {
      cwd: siteDir,
      encoding: 'utf8',
      env: {...process.env, TZ: 'UTC'},
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // not a git checkout: the file's own date below
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) date = fs.statSync(file).mtime.toISOString().slice(0, 10);
  cache.set(file, date);
  return date;
}
