/**
 * Which docs pages show a demo of a component: demo files (docs/**\/demos/*.tsx) are scanned for
 * the @mui names they import, and a docs page counts when its source mentions the demo file.
 * Pure functions over file contents; the plugin feeds them the files and the docs' metadata.
 */
import {SECTION_PACKAGES} from './generate/packages';
import type {ApiSection} from './model';
import {escapeRegExp} from '../../src/lib/escape-regexp';

export interface DemoImport {
  section: ApiSection;
  name: string;
}

/** Section of an import specifier (`@mui/x-data-grid-pro/DataGridPro` -> data-grid). */
export function sectionOfModule(specifier: string): ApiSection | null {
  const pkg = /^@[^/]+\/[^/]+/.exec(specifier)?.[0];
  return SECTION_PACKAGES.find((p) => p.name === pkg)?.section ?? null;
}

const IMPORT = /import\s+(?!type\s)([\s\S]*?)\s+from\s+['"](@mui\/[^'"]+)['"]/g;

/** Component-like names (capitalised) imported from the documented packages. */
export function demoImports(source: string): DemoImport[] {
  const found: DemoImport[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const section = sectionOfModule(m[2]);
    if (!section) continue;
    const clause = m[1];
    const named = /\{([\s\S]*)\}/.exec(clause);
    if (named) {
      for (const part of named[1].split(',')) {
        const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0].trim();
        if (/^[A-Z]/.test(name) || /^Unstable_/.test(name)) found.push({section, name});
      }
    }
    const def = /^\s*([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause);
    if (def && /^[A-Z]/.test(def[1])) {
      // A default import of a subpath (`@mui/material/Button`) is the subpath's component.
      const sub = m[2].split('/')[2];
      found.push({section, name: sub && /^[A-Z]/.test(sub) ? sub : def[1]});
    }
  }
  return found;
}

/** Demo file base name without extension, as a docs page would mention it. */
export function demoBaseName(file: string): string {
  return file.replace(/\\/g, '/').split('/').pop()!.replace(/\.(tsx|jsx|ts|js)$/, '');
}

/** Whether a docs page's source refers to a demo file of `demosDir` (relative to the page). */
export function mentionsDemo(pageSource: string, demoName: string): boolean {
  return new RegExp(`demos/(?:[\\w-]+/)*${escapeRegExp(demoName)}(?:\\.(?:tsx|jsx|ts|js))?['"]`).test(pageSource);
}
