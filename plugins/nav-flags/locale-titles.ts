/**
 * Title tables of the non-default locales for pages that have no translated file yet: such a page
 * shows its English body, but its title (h1, sidebar label, breadcrumb, <title>) comes from
 * `i18n/<locale>/titles/*.json`, keyed by the source file's path from the site root without its
 * extension (`docs/react-data-grid/column-definition`). Several files so that page groups keep
 * their titles side by side without editing one shared file.
 */
import fs from 'node:fs';
import path from 'node:path';

export type LocaleTitleTable = Readonly<Record<string, string>>;

const cache = new Map<string, LocaleTitleTable>();

/** Reads and merges every JSON file of `i18n/<locale>/titles`; a later file never silently wins. */
export function loadLocaleTitles(siteDir: string, locale: string): LocaleTitleTable {
  const key = `${siteDir}\0${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const dir = path.join(siteDir, 'i18n', locale, 'titles');
  const table: Record<string, string> = {};
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const file of files) {
    const full = path.join(dir, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      throw new Error(`Title table ${full} is not valid JSON: ${(error as Error).message}`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(`Title table ${full} must be an object of "source path": "title"`);
    }
    for (const [source, title] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof title !== 'string' || title.trim() === '') {
        throw new Error(`Title table ${full}: the title of "${source}" must be a non-empty string`);
      }
      if (source in table && table[source] !== title) {
        throw new Error(`Title table ${full}: "${source}" already has the title "${table[source]}" in another file`);
      }
      table[source] = title;
    }
  }
  cache.set(key, table);
  return table;
}

/** `<site>/docs/a/b.mdx` -> `docs/a/b`; undefined for files outside the site or under `i18n/`. */
export function titleKeyForFile(siteDir: string, filePath: string): string | undefined {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative.startsWith('i18n/')) return undefined;
  return relative.replace(/\.mdx?$/, '');
}

/** The title of an untranslated page in `locale`, if the locale's table has one. */
export function localeTitleForFile(
  siteDir: string,
  locale: string | undefined,
  defaultLocale: string,
  filePath: string,
): string | undefined {
  if (!locale || locale === defaultLocale) return undefined;
  const key = titleKeyForFile(siteDir, filePath);
  return key === undefined ? undefined : loadLocaleTitles(siteDir, locale)[key];
}
