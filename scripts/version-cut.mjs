// @ts-check
/**
 * `npm run version:cut -- <name> [--label <label>]`: freezes the current MUI X docs as version <name>.
 *   1. Docusaurus's own `docs:version <name>` (versioned_docs/, versioned_sidebars/, versions.json, and
 *      the translated docs of every locale copied to version-<name>/)
 *   2. src/config/versions.json: the version switcher, /versions and the docs config read this list
 *   3. i18n/<locale>/docusaurus-plugin-content-docs/version-<name>.json: sidebar labels copied from
 *      current.json, with the version label, so translators start from the current translations
 *   4. the frozen sidebar loses its "API reference" groups: the generated API pages are not
 *      versioned, they always describe the installed packages, so a frozen version must not link them
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

/** @param {string[]} argv */
export function parseArgs(argv) {
  const args = argv.filter((a) => a !== '--');
  const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--label');
  const labelIndex = args.indexOf('--label');
  const label = labelIndex >= 0 ? args[labelIndex + 1] : undefined;
  if (!name || !VERSION_NAME.test(name)) {
    throw new Error(`Usage: npm run version:cut -- <name> [--label <label>] (got "${name ?? ''}")`);
  }
  return {name, label: label ?? defaultLabel(name)};
}

/** '8.x' -> 'v8', '8.15.0' -> 'v8.15.0'. @param {string} name */
export function defaultLabel(name) {
  return 'v' + name.replace(/\.x$/, '');
}

/**
 * Adds the version right after `current` (newest first). Throws if it already exists.
 * @param {{name: string, label: string, pathPrefix: string}[]} versions @param {string} name @param {string} label
 */
export function addVersion(versions, name, label) {
  if (versions.some((v) => v.name === name)) throw new Error(`Version "${name}" already exists`);
  const [current, ...rest] = versions;
  return [current, {name, label, pathPrefix: name}, ...rest];
}

/**
 * Removes the generated API groups (category keys `api-*`) from a sidebar tree.
 * @param {unknown} items @returns {unknown}
 */
export function withoutApiGroups(items) {
  if (!Array.isArray(items)) return items;
  return items
    .filter((item) => !(item && typeof item === 'object' && typeof item.key === 'string' && item.key.startsWith('api-')))
    .map((item) => (item && typeof item === 'object' && Array.isArray(item.items) ? {...item, items: withoutApiGroups(item.items)} : item));
}

/** @param {string} siteDir @param {string} name @param {string} label */
export function cutVersion(siteDir, name, label) {
  const versionsFile = path.join(siteDir, 'src/config/versions.json');
  const versions = JSON.parse(fs.readFileSync(versionsFile, 'utf8'));
  const updated = addVersion(versions, name, label); // validate before touching anything

  const r = spawnSync('npx', ['docusaurus', 'docs:version', name], {cwd: siteDir, stdio: 'inherit'});
  if (r.status !== 0) throw new Error(`docusaurus docs:version ${name} failed`);

  fs.writeFileSync(versionsFile, JSON.stringify(updated, null, 2) + '\n');

  const sidebarsFile = path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
  const sidebars = JSON.parse(fs.readFileSync(sidebarsFile, 'utf8'));
  for (const id of Object.keys(sidebars)) sidebars[id] = withoutApiGroups(sidebars[id]);
  fs.writeFileSync(sidebarsFile, JSON.stringify(sidebars, null, 2) + '\n');

  const i18nDir = path.join(siteDir, 'i18n');
  for (const locale of fs.existsSync(i18nDir) ? fs.readdirSync(i18nDir) : []) {
    const current = path.join(i18nDir, locale, 'docusaurus-plugin-content-docs', 'current.json');
    if (!fs.existsSync(current)) continue;
    const translations = JSON.parse(fs.readFileSync(current, 'utf8'));
    translations['version.label'] = {message: label, description: `The label for version ${name}`};
    const target = path.join(path.dirname(current), `version-${name}.json`);
    fs.writeFileSync(target, JSON.stringify(translations, null, 2) + '\n');
  }
  console.log(`Cut version ${name} (${label}): docs, sidebars, switcher and translations updated.`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  try {
    const {name, label} = parseArgs(process.argv.slice(2));
    cutVersion(process.cwd(), name, label);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
