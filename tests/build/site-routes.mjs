// @ts-check
/**
 * Writes, as JSON, every route path of the site in the current directory for one locale, as
 * Docusaurus loads it before bundling (config, plugins' content: docs, versions, sidebars,
 * translations). Spawned by the build tests in a copy of the site: it costs seconds where a build
 * costs minutes. Usage: node site-routes.mjs <locale> <out.json> (a file: plugins log to stdout).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(`${process.cwd()}/package.json`);
const {loadSite} = require('@docusaurus/core/lib/server/site.js');

/** @param {{path: string, routes?: unknown[]}[]} routes @returns {string[]} */
const flatten = (routes) => routes.flatMap((r) => [r.path, ...flatten(/** @type {any} */ (r.routes) ?? [])]);

const [locale = 'en', out = 'routes.json'] = process.argv.slice(2);
const site = await loadSite({siteDir: process.cwd(), locale});
fs.writeFileSync(out, JSON.stringify(flatten(site.props.routes)));
