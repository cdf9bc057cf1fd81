/** The site's temporary copy (scripts/site-copy.mjs) for build tests that run a Docusaurus command which writes into the site, and a file lister. */
import fs from 'node:fs';
import path from 'node:path';

export {copySite, SITE} from '../../scripts/site-copy.mjs';

/** Every file under dir, as sorted paths relative to it. */
export function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
