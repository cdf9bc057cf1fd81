/**
 * Which keys the global translation table can leave out: those every module that names them now
 * carries inlined. Scans the same sources Docusaurus extracts translations from (the site's `src`
 * and `plugins`, the installed themes), before the bundler runs, with the same rewrite the loader
 * applies. A module with a dynamic key keeps the table whole: its key cannot be known.
 */
import fs from 'node:fs';
import path from 'node:path';
import {rewriteTranslations, TRANSLATE_MODULE} from './transform';

const SOURCE_FILE = /\.(m?jsx?|tsx?)$/;
const SKIPPED_DIR = new Set(['node_modules', '__tests__', '.docusaurus', 'build']);

export function sourceFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(root, {withFileTypes: true})) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIR.has(entry.name)) out.push(...sourceFiles(full));
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

export interface TableSavings {
  /** Keys the global table can drop. */
  droppable: string[];
  /** Files with a translation whose key is not a literal (nothing is dropped then). */
  dynamicIn: string[];
}

export function droppableKeys(
  files: string[],
  messages: Readonly<Record<string, string>>,
  read = (f: string) => fs.readFileSync(f, 'utf8'),
): TableSavings {
  const inlined = new Set<string>();
  const lookedUp = new Set<string>();
  const dynamicIn: string[] = [];
  for (const file of files) {
    const source = read(file);
    if (!source.includes(TRANSLATE_MODULE)) continue;
    const scan = rewriteTranslations(source, file, messages);
    if (!scan) continue;
    scan.inlined.forEach((k) => inlined.add(k));
    scan.lookedUp.forEach((k) => lookedUp.add(k));
    if (scan.dynamic) dynamicIn.push(file);
  }
  const droppable = dynamicIn.length ? [] : [...inlined].filter((k) => !lookedUp.has(k)).sort();
  return {droppable, dynamicIn};
}
