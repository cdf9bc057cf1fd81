/**
 * Docusaurus's own translator workflow round-trips: `write-translations --locale zh` on a copy of
 * the site finds every key the code uses already translated (no "unknown" key, no new one) and
 * leaves the translated tree byte-identical, descriptions included. A string whose description or
 * default exists only in the JSON, or a key the extractor cannot see, shows up here as a diff.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {copySite, listFiles, SITE} from './site-copy';

test('write-translations --locale zh reports nothing unknown and changes no file under i18n/', () => {
  const dir = copySite('portal-write-translations-');
  try {
    const run = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', 'zh'], {cwd: dir, encoding: 'utf8'});
    const output = run.stdout + run.stderr;
    expect(run.status).toBe(0);
    expect(output).not.toMatch(/unknown to us/);
    const before = listFiles(path.join(SITE, 'i18n'));
    expect(listFiles(path.join(dir, 'i18n'))).toEqual(before);
    const changed = before.filter(
      (file) => !fs.readFileSync(path.join(dir, 'i18n', file)).equals(fs.readFileSync(path.join(SITE, 'i18n', file))),
    );
    expect(changed).toEqual([]);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
