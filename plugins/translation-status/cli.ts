/**
 * `npm run i18n:status [-- --locale zh] [--json] [--check FILE...]`: the translation status report.
 * Prints per section pages translated / stale / missing / broken and per UI string file strings
 * translated / missing. Exits non-zero only when a translation is broken (bad front matter, MDX that
 * does not parse, demos / heading ids / code blocks / imports that differ from the English page):
 * missing and stale translations are reported, never failed on.
 *
 * `npm run i18n:stamp -- PAGE...`: records the English source's current hash in each translation
 * (PAGE is the English page or its translation), once a translator has caught up with the source.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sectionCounts, translationStatus, pageStatus, type PageStatus} from './report';
import {sourcePath, translationPath, DOC_TREES} from './trees';
import {sourceHash, withRecordedHash} from './stamp';

const siteDir = path.resolve(__dirname, '../..');

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** English page and translation for an argument naming either. */
function pagePair(arg: string, locale: string): {source: string; translation: string} {
  const relative = path.relative(siteDir, path.resolve(arg)).split(path.sep).join('/');
  const source = relative.startsWith('i18n/') ? sourcePath(relative, locale) : relative;
  const translation = source && translationPath(source, locale);
  if (!source || !translation)
    throw new Error(`${arg} is neither a docs page nor a translation of one (docs folders: ${DOC_TREES.map((t) => t.source).join(', ')})`);
  return {source, translation};
}

function printBroken(pages: PageStatus[]): void {
  for (const page of pages.filter((p) => p.problems.length > 0)) {
    console.log(`\nBROKEN ${page.translation}`);
    for (const problem of page.problems) console.log(`  - ${problem}`);
  }
}

function status(args: string[], locale: string): number {
  const checked = args.filter((a) => !a.startsWith('--') && a !== locale);
  if (args.includes('--check')) {
    const pages = checked.map((arg) => {
      const {source, translation} = pagePair(arg, locale);
      return pageStatus(siteDir, source, translation, '');
    });
    for (const page of pages) console.log(`${page.problems.length ? 'broken' : page.state.padEnd(10)} ${page.translation}`);
    printBroken(pages);
    return pages.some((p) => p.problems.length > 0) ? 1 : 0;
  }
  const report = translationStatus(siteDir, locale);
  const sections = sectionCounts(report);
  const broken = report.pages.filter((p) => p.problems.length > 0);
  if (args.includes('--json')) {
    console.log(
      JSON.stringify(
        {
          locale,
          sections,
          strings: report.strings.map((s) => ({file: s.file, translated: s.translated, missing: s.missing.length})),
          demoTables: report.demoTables,
          pages: report.pages,
        },
        null,
        2,
      ),
    );
    return broken.length ? 1 : 0;
  }
  console.log(`Translation status, locale ${locale}\n`);
  console.log(
    `${'section'.padEnd(28)}${'pages'.padStart(7)}${'translated'.padStart(12)}${'stale'.padStart(7)}${'missing'.padStart(9)}${'broken'.padStart(8)}`,
  );
  const total = {pages: 0, translated: 0, stale: 0, missing: 0, broken: 0};
  for (const s of sections) {
    console.log(
      `${s.section.padEnd(28)}${String(s.pages).padStart(7)}${String(s.translated).padStart(12)}${String(s.stale).padStart(7)}${String(s.missing).padStart(9)}${String(s.broken).padStart(8)}`,
    );
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += s[key];
  }
  console.log(
    `${'all pages'.padEnd(28)}${String(total.pages).padStart(7)}${String(total.translated).padStart(12)}${String(total.stale).padStart(7)}${String(total.missing).padStart(9)}${String(total.broken).padStart(8)}`,
  );
  console.log(`\n${'UI strings'.padEnd(64)}${'translated'.padStart(11)}${'missing'.padStart(9)}`);
  for (const s of report.strings)
    console.log(`${s.file.padEnd(64)}${String(s.translated).padStart(11)}${String(s.missing.length).padStart(9)}`);
  for (const s of report.strings.filter((f) => f.missing.length)) console.log(`\nmissing in ${s.file}: ${s.missing.join(', ')}`);
  const tables = report.demoTables;
  console.log(
    `\nDemo message tables: ${tables.length} (${tables.reduce((n, t) => n + t.keys, 0)} strings), ${tables.filter((t) => t.unused.length).length} stale`,
  );
  for (const t of tables.filter((table) => table.unused.length)) {
    console.log(`  stale ${t.file}: ${t.demo ? `not in ${t.demo}` : 'no such demo'}: ${t.unused.map((k) => JSON.stringify(k)).join(', ')}`);
  }
  printBroken(broken);
  if (broken.length) console.log(`\n${broken.length} broken translation(s): fix them (npm run i18n:status -- --check FILE shows one).`);
  return broken.length ? 1 : 0;
}

function stamp(args: string[], locale: string): number {
  const pages = args.filter((a) => !a.startsWith('--') && a !== locale);
  if (pages.length === 0) {
    console.error('usage: npm run i18n:stamp -- PAGE... (the English page or its translation)');
    return 2;
  }
  for (const arg of pages) {
    const {source, translation} = pagePair(arg, locale);
    const file = path.join(siteDir, translation);
    if (!fs.existsSync(file)) throw new Error(`${translation} does not exist: translate ${source} first`);
    const hash = sourceHash(fs.readFileSync(path.join(siteDir, source), 'utf8'));
    fs.writeFileSync(file, withRecordedHash(fs.readFileSync(file, 'utf8'), hash));
    const problems = pageStatus(siteDir, source, translation, '').problems;
    console.log(`stamped ${translation} (${hash})${problems.length ? `: still broken, ${problems.join('; ')}` : ''}`);
  }
  return 0;
}

const [command, ...args] = process.argv.slice(2);
const locale = option(args, '--locale') ?? 'zh';
try {
  process.exitCode = command === 'stamp' ? stamp(args, locale) : status(args, locale);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 2;
}
