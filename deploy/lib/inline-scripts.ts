/**
 * The inline scripts of the built pages, measured rather than guessed: Docusaurus's colour-mode
 * script, the portal's pre-paint script (src/lib/pre-paint-script.ts) and gtag's bootstrap when
 * analytics is configured. Data blocks (`type="application/json"`, `application/ld+json`) are not
 * run by the browser and need no hash.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {scriptHashSource} from './csp';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** `name`, `name=value`, `name="value"`, `name='value'`. */
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function attributes(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) map.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return map;
}

/** The text of every inline script the browser would run. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = attributes(m[1]!);
    if (attrs.has('src')) continue;
    if (!JS_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    scripts.push(m[2]!);
  }
  return scripts;
}

/** Inline event handlers (`onclick=`) and `javascript:` URLs: a strict CSP blocks both, so the build must have none. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) found.push(m[1]!);
  for (const m of html.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(m[0].trim());
  return found;
}

export interface InlineScriptReport {
  /** `'sha256-…'` sources, sorted. */
  hashes: string[];
  /** Pages per hash, for the note. */
  pagesPerHash: Record<string, number>;
  htmlFiles: number;
  /** `file: handler` of inline handlers found (should be empty). */
  handlers: string[];
}

export async function htmlFilesOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

export async function scanInlineScripts(buildDir: string): Promise<InlineScriptReport> {
  const files = await htmlFilesOf(buildDir);
  const pagesPerHash: Record<string, number> = {};
  const handlers: string[] = [];
  for (const file of files) {
    const html = await fs.readFile(file, 'utf8');
    for (const hash of new Set(executableInlineScripts(html).map(scriptHashSource))) pagesPerHash[hash] = (pagesPerHash[hash] ?? 0) + 1;
    for (const handler of inlineHandlers(html)) handlers.push(`${path.relative(buildDir, file)}: ${handler}`);
  }
  return {hashes: Object.keys(pagesPerHash).sort(), pagesPerHash, htmlFiles: files.length, handlers};
}
