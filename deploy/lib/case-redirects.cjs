// @ts-check
/**
 * A URL that names a page of the build in other letter case (`/X/React-Charts/Sankey`) answers
 * 301 to the page, on both servers the project ships: nginx (deploy/nginx.conf looks the path up
 * in build/.hosting/case-redirects.conf, written by `npm run build:hosting`) and the static server
 * of the tests and the bench (scripts/static-server.mjs, which indexes the build it serves). Both
 * derive the pages from the build's own HTML files, so the redirects cannot drift from the pages.
 * CommonJS, so the TypeScript build step and the plain-JavaScript server share it.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Folders of a build that hold no pages: hashed assets (each locale has its own), the hosting files. */
const NOT_PAGES = new Set(['assets', '.hosting']);

/**
 * The URL paths of the build's pages: `x/introduction.html` and `x/introduction/index.html` are
 * `/x/introduction`, `index.html` is `/`, `zh/index.html` is `/zh`. The 404 pages are not pages.
 * @param {string} buildDir
 * @returns {string[]}
 */
function builtPagePaths(buildDir) {
  /** @type {Set<string>} */
  const paths = new Set();
  /** @param {string} dir @param {string} urlDir */
  const walk = (dir, urlDir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (!NOT_PAGES.has(entry.name)) walk(path.join(dir, entry.name), `${urlDir}/${entry.name}`);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const name = entry.name.slice(0, -'.html'.length);
        paths.add(name === 'index' ? urlDir || '/' : `${urlDir}/${name}`);
      }
    }
  };
  walk(buildDir, '');
  return [...paths].sort();
}

/**
 * Each page's path by its lower-case form. Pages whose paths differ only in case have no one page
 * to send a reader to: they are left out (none in this build; the site's paths are lower-case).
 * @param {readonly string[]} pagePaths
 * @returns {Map<string, string>}
 */
function caseIndex(pagePaths) {
  /** @type {Map<string, string>} */
  const byLower = new Map();
  /** @type {Set<string>} */
  const clashes = new Set();
  for (const page of pagePaths) {
    const key = page.toLowerCase();
    const known = byLower.get(key);
    if (known !== undefined && known !== page) clashes.add(key);
    else byLower.set(key, page);
  }
  for (const key of clashes) byLower.delete(key);
  return byLower;
}

/**
 * The page `urlPath` (decoded) names in other letter case, or null: it is the page itself, or no page.
 * @param {Map<string, string>} index
 * @param {string} urlPath
 * @returns {string | null}
 */
function caseRedirectTarget(index, urlPath) {
  const page = index.get(urlPath.toLowerCase());
  return page !== undefined && page !== urlPath ? page : null;
}

/**
 * The entries of deploy/nginx.conf's `map $uri $portal_page_by_case`: nginx matches a map's string
 * keys ignoring case, so one entry per page answers every case variant of its path.
 * @param {Map<string, string>} index
 * @returns {string}
 */
function caseRedirectsConf(index) {
  const lines = [...index.values()].map((page) => {
    if (/["$\\\s;{}]/.test(page)) throw new Error(`A page path cannot be written into nginx.conf: ${page}`);
    return `"${page}" "${page}";`;
  });
  return `# Written by \`npm run build:hosting\` (deploy/cli.ts) from the build's pages; do not edit.\n${lines.join('\n')}\n`;
}

module.exports = {builtPagePaths, caseIndex, caseRedirectTarget, caseRedirectsConf};
