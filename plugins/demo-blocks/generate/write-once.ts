/**
 * Generated files named by their content's hash: written only when missing (watchers stay calm),
 * atomically, so a parallel compile of the other locale sees all of a file or none of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';

/** `<dir>/<stem>.<hash of code><ext>`, written if it does not exist yet; returns its path. */
export function writeContentNamed(dir: string, stem: string, ext: string, code: string): string {
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 12);
  const file = path.join(dir, `${stem}.${hash}${ext}`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, {recursive: true});
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, code);
    fs.renameSync(temp, file);
  }
  return file;
}
