/**
 * Where a demo's message table for a locale lives: translators work only under `i18n/`, so the
 * table of `docs/react-data-grid/demos/Foo.tsx` (and of its styling variants) is
 * `i18n/<locale>/demo-messages/docs/react-data-grid/demos/Foo.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {demoNameOf} from '../generate/paths';
import type {DemoMessages} from './localize';

export const DEMO_MESSAGES_FOLDER = 'demo-messages';

export function messageTablePath(siteDir: string, locale: string, demoEntryFile: string): string {
  const relativeDir = path.relative(siteDir, path.dirname(demoEntryFile));
  return path.join(siteDir, 'i18n', locale, DEMO_MESSAGES_FOLDER, relativeDir, `${demoNameOf(demoEntryFile)}.json`);
}

/** The table for a demo in a locale, or undefined when it has none; a malformed table is an error. */
export function readMessageTable(siteDir: string, locale: string, demoEntryFile: string): DemoMessages | undefined {
  const file = messageTablePath(siteDir, locale, demoEntryFile);
  if (!fs.existsSync(file)) return undefined;
  let table: unknown;
  try {
    table = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Demo message table ${path.relative(siteDir, file)} is not valid JSON: ${(error as Error).message}`);
  }
  if (!table || typeof table !== 'object' || Array.isArray(table) || Object.values(table).some((v) => typeof v !== 'string')) {
    throw new Error(`Demo message table ${path.relative(siteDir, file)} must be an object of strings (English text -> translation).`);
  }
  return table as DemoMessages;
}
