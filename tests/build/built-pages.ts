/**
 * The build the build tests read (PORTAL_BUILD_DIR, else the worktree's build/) and the two ways
 * they look into its pages: a route's HTML and the elements carrying an attribute.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils} from 'htmlparser2';

export const SITE_DIR = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE_DIR, 'build'));

export type Element = ReturnType<typeof DomUtils.findAll>[number];

/** The elements of `root` (a document or element) whose `attr` equals `value` (any value when omitted). */
export function withAttr(root: Parameters<typeof DomUtils.findAll>[1] | Element, attr: string, value?: string): Element[] {
  const nodes = Array.isArray(root) ? root : [root];
  return DomUtils.findAll((el) => el.attribs[attr] !== undefined && (value === undefined || el.attribs[attr] === value), nodes);
}

/** The HTML of `route` (`/a/b` as `a/b.html` or `a/b/index.html`) in the build. */
export function builtPage(route: string): string {
  for (const file of [path.join(BUILD_DIR, `${route}.html`), path.join(BUILD_DIR, route, 'index.html')]) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`No built page ${route} in ${BUILD_DIR}`);
}
