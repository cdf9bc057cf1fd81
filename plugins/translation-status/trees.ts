/**
 * Where translations live: Docusaurus reads a locale's copy of `<docs folder>/<page>` from
 * `i18n/<locale>/<docs plugin folder>/<version>/<page>` (its i18n layout), one tree per docs
 * instance and version. The site's docs instances: MUI X (`docs`, with v7 in `versioned_docs`) and
 * Material UI (`docs-material`, plugin id `material`).
 */
import path from 'node:path';
import versions from '../../src/config/versions.json';
import {PRODUCTS} from '../../src/config/products';

export interface DocTree {
  /** Site-relative folder of the English pages. */
  source: string;
  /** Folder under `i18n/<locale>/` of their translations. */
  translated: string;
  /** Which section of the status report a page of this tree belongs to. */
  section(page: string): string;
}

const xSection = (page: string): string => {
  const first = page.split('/')[0]!;
  const product = PRODUCTS.find((p) => p.slug === first);
  if (product) return product.label;
  if (first === 'introduction') return 'Introduction';
  if (first === 'migration') return 'Migration';
  return 'Concepts and guides';
};

export const DOC_TREES: readonly DocTree[] = [
  {source: 'docs', translated: 'docusaurus-plugin-content-docs/current', section: xSection},
  ...versions
    .filter((v) => v.name !== 'current')
    .map((v) => ({
      source: `versioned_docs/version-${v.name}`,
      translated: `docusaurus-plugin-content-docs/version-${v.name}`,
      section: () => `MUI X ${v.label}`,
    })),
  {source: 'docs-material', translated: 'docusaurus-plugin-content-docs-material/current', section: () => 'Material UI'},
];

/** The translation of a site-relative English page, or undefined when no docs tree holds it. */
export function translationPath(sourcePage: string, locale: string): string | undefined {
  const tree = DOC_TREES.find((t) => sourcePage.startsWith(`${t.source}/`));
  return tree && path.posix.join('i18n', locale, tree.translated, sourcePage.slice(tree.source.length + 1));
}

/** The English page a site-relative translation translates, or undefined. */
export function sourcePath(translationPage: string, locale: string): string | undefined {
  const tree = DOC_TREES.find((t) => translationPage.startsWith(`i18n/${locale}/${t.translated}/`));
  return tree && path.posix.join(tree.source, translationPage.slice(`i18n/${locale}/${tree.translated}/`.length));
}
