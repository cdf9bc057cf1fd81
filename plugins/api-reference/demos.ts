/**
 * Which docs pages show a demo of a component, from the demo facts the demo-blocks plugin publishes
 * (plugins/demo-blocks/facts.ts: which page shows which demo, what each demo imports). Pure.
 */
import type {DemoFacts} from '../demo-blocks/facts';
import type {ApiSection} from './model';
import {SECTION_PACKAGES} from './generate/packages';

/** Section of an import specifier (`@mui/x-data-grid-pro/DataGridPro` -> data-grid). */
export function sectionOfModule(specifier: string): ApiSection | null {
  const pkg = /^@[^/]+\/[^/]+/.exec(specifier)?.[0];
  return SECTION_PACKAGES.find((p) => p.name === pkg)?.section ?? null;
}

/**
 * The documented names an import takes: its capitalised bindings, and for a default import from a
 * component's own path (`@mui/material/Button`) that path's name.
 */
export function documentedNames(specifier: string, names: readonly string[]): string[] {
  const subpath = specifier.split('/')[2];
  const fromPath = subpath && /^[A-Z]/.test(subpath) ? [subpath] : [];
  return [...new Set([...names.filter((n) => /^[A-Z]/.test(n) || /^Unstable_/.test(n)), ...fromPath])];
}

/** `${section}:${name}` -> site-relative sources of the pages whose demos use it. */
export function demoPagesByComponent(facts: DemoFacts): Map<string, string[]> {
  const pagesOfDemo = new Map<string, string[]>();
  for (const [page, demos] of Object.entries(facts.pages)) {
    for (const demo of demos) pagesOfDemo.set(demo, [...(pagesOfDemo.get(demo) ?? []), page]);
  }
  const result = new Map<string, string[]>();
  for (const demo of facts.demos) {
    const pages = pagesOfDemo.get(demo.file) ?? [];
    for (const {specifier, names} of demo.imports) {
      const section = sectionOfModule(specifier);
      if (!section) continue;
      for (const name of documentedNames(specifier, names)) {
        const key = `${section}:${name}`;
        const list = result.get(key) ?? [];
        for (const page of pages) if (!list.includes(page)) list.push(page);
        result.set(key, list);
      }
    }
  }
  return result;
}
