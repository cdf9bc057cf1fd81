/**
 * The translation status of a locale: per section, pages translated / stale / missing and broken;
 * per UI string file, strings translated / missing. A page is
 * - translated when its translation records the hash of today's English source,
 * - stale when it records another hash (the English changed since) or none,
 * - missing when there is no translation,
 * - broken when its translation cannot be used as is (structure.ts says why): the only failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOC_TREES} from './trees';
import {pageStructure, structureProblems, type PageStructure} from './structure';
import {recordedHash, sourceHash} from './stamp';
import {DEMO_MESSAGES_FOLDER} from '../demo-blocks/messages/table';
import {localizeDemoSource} from '../demo-blocks/messages/localize';

export type PageState = 'translated' | 'stale' | 'missing';

export interface PageStatus {
  /** Site-relative English page. */
  source: string;
  /** Site-relative translation (whether or not it exists). */
  translation: string;
  section: string;
  state: PageState;
  /** Why the translation is broken (empty when it is not, or is missing). */
  problems: string[];
}

export interface StringFileStatus {
  file: string;
  translated: number;
  missing: string[];
}

export interface DemoTableStatus {
  /** Site-relative message table. */
  file: string;
  /** Site-relative demo it translates ('' when there is none: the table is an orphan). */
  demo: string;
  keys: number;
  /** Keys the demo no longer contains: those strings show in English until the table catches up. */
  unused: string[];
}

export interface TranslationStatus {
  locale: string;
  pages: PageStatus[];
  strings: StringFileStatus[];
  demoTables: DemoTableStatus[];
}

const PAGE = /\.mdx?$/;

function pagesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : pagesUnder(full, base);
    return PAGE.test(entry.name) ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

function parse(text: string, file: string): PageStructure | string {
  try {
    return pageStructure(text);
  } catch (error) {
    return `${file} does not parse: ${(error as Error).message}`;
  }
}

/** The status of one English page's translation (files read from `siteDir`). */
export function pageStatus(siteDir: string, source: string, translation: string, section: string): PageStatus {
  const translationFile = path.join(siteDir, translation);
  if (!fs.existsSync(translationFile)) return {source, translation, section, state: 'missing', problems: []};
  const sourceText = fs.readFileSync(path.join(siteDir, source), 'utf8');
  const translationText = fs.readFileSync(translationFile, 'utf8');
  const recorded = recordedHash(translationText);
  const state: PageState = recorded === sourceHash(sourceText) ? 'translated' : 'stale';
  const sourceStructure = parse(sourceText, source);
  const translationStructure = parse(translationText, translation);
  const problems =
    typeof translationStructure === 'string'
      ? [translationStructure]
      : typeof sourceStructure === 'string'
        ? [] // the English page's own error is the build's to report
        : structureProblems(sourceStructure, translationStructure);
  return {source, translation, section, state, problems};
}

/** Orphans: translations whose English page no longer exists (broken: Docusaurus would ignore them). */
function orphans(siteDir: string, locale: string): PageStatus[] {
  return DOC_TREES.flatMap((tree) => {
    const translatedDir = path.join(siteDir, 'i18n', locale, tree.translated);
    return pagesUnder(translatedDir)
      .filter((page) => !fs.existsSync(path.join(siteDir, tree.source, page)))
      .map((page) => ({
        source: `${tree.source}/${page}`,
        translation: `i18n/${locale}/${tree.translated}/${page}`,
        section: tree.section(page),
        state: 'stale' as const,
        problems: [`translates ${tree.source}/${page}, which does not exist`],
      }));
  });
}

const CJK = /[\u3400-\u9fff]/;
/** Messages that read the same in Chinese: product and plan names, versions, placeholders only. */
export function staysTheSame(message: string): boolean {
  if (/^(MUI X|Material UI|Pro|Premium|v\d+|\d+\.\d+\.\d+)$/.test(message)) return true;
  return !/[A-Za-z]/.test(message.replace(/\{\w+\}/g, ''));
}

function jsonFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFilesUnder(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** The `{id: {message}}` files Docusaurus reads (code.json, navbar, footer, sidebars, plugins). */
function stringFiles(siteDir: string, locale: string): StringFileStatus[] {
  const root = path.join(siteDir, 'i18n', locale);
  return jsonFilesUnder(root).flatMap((file) => {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const entries = Object.entries(json).filter(
      (e): e is [string, {message: string}] => typeof (e[1] as {message?: unknown})?.message === 'string',
    );
    if (entries.length === 0) return []; // not a Docusaurus translation file (titles, glossary, demo messages)
    const missing = entries.filter(([, {message}]) => !CJK.test(message) && !staysTheSame(message)).map(([id]) => id);
    return [{file: path.relative(siteDir, file).split(path.sep).join('/'), translated: entries.length - missing.length, missing}];
  });
}

export function translationStatus(siteDir: string, locale: string): TranslationStatus {
  const pages = DOC_TREES.flatMap((tree) =>
    pagesUnder(path.join(siteDir, tree.source)).map((page) =>
      pageStatus(siteDir, `${tree.source}/${page}`, `i18n/${locale}/${tree.translated}/${page}`, tree.section(page)),
    ),
  );
  return {
    locale,
    pages: [...pages, ...orphans(siteDir, locale)],
    strings: stringFiles(siteDir, locale),
    demoTables: demoTables(siteDir, locale),
  };
}

/** Each demo message table with the demo it translates and the keys that demo no longer has. */
export function demoTables(siteDir: string, locale: string): DemoTableStatus[] {
  const root = path.join(siteDir, 'i18n', locale, DEMO_MESSAGES_FOLDER);
  return jsonFilesUnder(root).map((file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const demo = relative.replace(/\.json$/, '.tsx');
    const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const tableFile = path.relative(siteDir, file).split(path.sep).join('/');
    if (!fs.existsSync(path.join(siteDir, demo)))
      return {file: tableFile, demo: '', keys: Object.keys(table).length, unused: Object.keys(table)};
    const {unused} = localizeDemoSource(fs.readFileSync(path.join(siteDir, demo), 'utf8'), demo, table);
    return {file: tableFile, demo, keys: Object.keys(table).length, unused};
  });
}

export interface SectionCounts {
  section: string;
  pages: number;
  translated: number;
  stale: number;
  missing: number;
  broken: number;
}

export function sectionCounts(status: TranslationStatus): SectionCounts[] {
  const bySection = new Map<string, SectionCounts>();
  for (const page of status.pages) {
    const counts = bySection.get(page.section) ?? {section: page.section, pages: 0, translated: 0, stale: 0, missing: 0, broken: 0};
    counts.pages += 1;
    counts[page.state] += 1;
    if (page.problems.length > 0) counts.broken += 1;
    bySection.set(page.section, counts);
  }
  return [...bySection.values()];
}
