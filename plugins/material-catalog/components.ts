/**
 * Every Material UI component of the generated API data with the component pages whose demos use
 * it: the list /getting-started/supported-components renders. Pure: API manifest entries, demo
 * facts and the built docs in, rows out.
 */
import type {DemoFacts} from '../demo-blocks/facts';
import {documentedNames, sectionOfModule} from '../api-reference/demos';

export interface ManifestEntry {
  section: string;
  kind: string;
  name: string;
  path: string;
}

export interface GuideLink {
  title: string;
  path: string;
}

export interface SupportedComponent {
  name: string;
  /** Site path of its API page (`/api/button`), without the locale prefix. */
  api: string;
  /** Component pages whose demos use it: the page with the most such demos first. */
  guides: GuideLink[];
}

/** Material UI component pages: the guides a component can have. */
export const GUIDE_DIR = 'docs-material/components/';

export function supportedComponents(
  manifest: readonly ManifestEntry[],
  facts: DemoFacts,
  docOf: (source: string) => GuideLink | undefined,
): SupportedComponent[] {
  // `material:Name` -> page source -> how many of that page's demos import it.
  const usage = new Map<string, Map<string, number>>();
  const importsOf = new Map(facts.demos.map((d) => [d.file, d.imports]));
  for (const [page, demos] of Object.entries(facts.pages)) {
    if (!page.startsWith(GUIDE_DIR)) continue;
    for (const demo of demos) {
      const names = new Set<string>();
      for (const {specifier, names: bound} of importsOf.get(demo) ?? []) {
        if (sectionOfModule(specifier) !== 'material') continue;
        for (const name of documentedNames(specifier, bound)) names.add(name);
      }
      for (const name of names) {
        const counts = usage.get(name) ?? new Map<string, number>();
        counts.set(page, (counts.get(page) ?? 0) + 1);
        usage.set(name, counts);
      }
    }
  }
  return manifest
    .filter((entry) => entry.section === 'material' && entry.kind === 'component')
    .map((entry) => {
      const counts = [...(usage.get(entry.name) ?? new Map<string, number>())];
      const guides = counts
        .map(([source, count]) => ({doc: docOf(source), count}))
        .filter((g): g is {doc: GuideLink; count: number} => Boolean(g.doc))
        .sort((a, b) => b.count - a.count || a.doc.title.localeCompare(b.doc.title, 'en'))
        .map((g) => g.doc);
      return {name: entry.name, api: entry.path, guides};
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
