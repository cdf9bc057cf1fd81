// @ts-check
/**
 * `npm run build:projection`: how long the build takes, and how much memory, once the site has
 * grown. Copies the site into a temporary folder, duplicates whole product sections there (pages,
 * their translations and demos, each duplicated demo renamed so it is a chunk of its own) until
 * the doc pages and the demos are PROJECTION_SCALE times today's, and runs `npm run build` in the
 * copy with no persistent cache, as a fresh machine does. Prints the build's phases and peak
 * memory (scripts/build.mjs) and the copy's counts.
 *
 *   npm run build:projection                    duplicates sections until 1.6x
 *   npm run build:projection -- --keep          keeps the copy (its path is printed)
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE = path.resolve(import.meta.dirname, '..');
const PROJECTION_SCALE = 1.6;
/** Sections duplicated, largest first, until both counts reach the scale. */
const SECTIONS = ['react-data-grid', 'react-charts', 'react-date-pickers', 'react-tree-view'];
const COPY_ENTRIES = [
  'package.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebars',
  'sidebars-material.ts',
  'tsconfig.json',
  'versions.json',
  'docs',
  'docs-material',
  'versioned_docs',
  'versioned_sidebars',
  'i18n',
  'src',
  'plugins',
  'static',
  'scripts',
  'deploy',
  'api-docs',
  'api-diff',
];
const TRANSLATED_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';
const SUFFIX = 'Copy';

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return /** @type {fs.Dirent[]} */ (fs.readdirSync(dir, {recursive: true, withFileTypes: true}))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** @param {string} dir */
const countPages = (dir) => filesUnder(dir).filter((f) => /\.mdx?$/.test(f) && !f.includes(`${path.sep}demos${path.sep}`)).length;
/** A demo is a `demos/Name.tsx` a page shows; its styling variants are `Name.tailwind.tsx`, `Name.css.tsx`. @param {string} dir */
const countDemos = (dir) => filesUnder(dir).filter((f) => /[\\/]demos[\\/][A-Z][\w]*\.tsx$/.test(f)).length;

/**
 * Copies section `name` of `docsDir` to `<name>-copy`, renaming each demo a page shows (`<Demo
 * file="./demos/Foo.tsx">`) to `FooCopy` (its styling variants too) and the tags with it, so each is a
 * chunk of its own. Modules the demos import (`./FakeServerControls`) keep their names.
 * @param {string} docsDir @param {string} name
 */
function duplicateSection(docsDir, name) {
  const from = path.join(docsDir, name);
  const to = path.join(docsDir, `${name}-copy`);
  if (!fs.existsSync(from)) return;
  fs.cpSync(from, to, {recursive: true});
  const pages = filesUnder(to).filter((f) => /\.mdx?$/.test(f));
  /** Absolute paths (without `.tsx`) of the demos the copied pages show. */
  const shown = new Set();
  const demoTag = /(<Demo\b[^>]*\bfile=")([^"]*\/)([A-Z]\w*)(\.tsx")/g;
  for (const page of pages) {
    const text = fs.readFileSync(page, 'utf8');
    for (const match of text.matchAll(demoTag)) shown.add(path.resolve(path.dirname(page), match[2], match[3]));
    fs.writeFileSync(page, text.replace(demoTag, `$1$2$3${SUFFIX}$4`));
  }
  for (const file of filesUnder(to)) {
    const demo = /^([A-Z]\w*)((?:\.(?:tailwind|css))?\.tsx)$/.exec(path.basename(file));
    if (demo && shown.has(path.join(path.dirname(file), demo[1])))
      fs.renameSync(file, path.join(path.dirname(file), `${demo[1]}${SUFFIX}${demo[2]}`));
  }
}

function main() {
  const keep = process.argv.includes('--keep');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-projection-'));
  for (const entry of COPY_ENTRIES) {
    const from = path.join(SITE, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(SITE, 'node_modules'), path.join(dir, 'node_modules'));
  const docs = path.join(dir, 'docs');
  const before = {
    pages: countPages(docs) + countPages(path.join(dir, 'docs-material')),
    demos: countDemos(docs) + countDemos(path.join(dir, 'docs-material')),
  };
  const target = {pages: before.pages * PROJECTION_SCALE, demos: before.demos * PROJECTION_SCALE};
  const duplicated = [];
  for (const section of SECTIONS) {
    const now = {
      pages: countPages(docs) + countPages(path.join(dir, 'docs-material')),
      demos: countDemos(docs) + countDemos(path.join(dir, 'docs-material')),
    };
    if (now.pages >= target.pages && now.demos >= target.demos) break;
    duplicateSection(docs, section);
    duplicateSection(path.join(dir, TRANSLATED_DOCS), section);
    duplicated.push(section);
  }
  // Category index pages list their sidebar's items: each copy gets a sidebar of its folder.
  const sidebarsFile = path.join(dir, 'sidebars.ts');
  const copySidebars = duplicated
    .map(
      (section) =>
        `sidebars[${JSON.stringify(`${section}-copy`)}] = [{type: 'autogenerated', dirName: ${JSON.stringify(`${section}-copy`)}}];\n`,
    )
    .join('');
  fs.writeFileSync(
    sidebarsFile,
    fs.readFileSync(sidebarsFile, 'utf8').replace('export default sidebars;', `${copySidebars}export default sidebars;`),
  );
  const after = {
    pages: countPages(docs) + countPages(path.join(dir, 'docs-material')),
    demos: countDemos(docs) + countDemos(path.join(dir, 'docs-material')),
  };
  console.log(
    `[projection] ${dir}: duplicated ${duplicated.join(', ')}; doc pages ${before.pages} -> ${after.pages} (${(after.pages / before.pages).toFixed(2)}x), ` +
      `demos ${before.demos} -> ${after.demos} (${(after.demos / before.demos).toFixed(2)}x), each page in both locales`,
  );
  // As a fresh machine builds: nothing cached from an earlier build.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  if (!keep) fs.rmSync(dir, {recursive: true, force: true});
  else console.log(`[projection] kept ${dir}`);
  process.exit(build.status ?? 1);
}

main();
