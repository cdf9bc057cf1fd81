/** Translation keys of the product registry and the localized entries the site shows. */
import type {Product, SiteProduct} from '../../src/config/products';

type Messages = Record<string, {message: string; description?: string}>;

export const labelKey = (id: string): string => `${id}.label`;
export const summaryKey = (id: string): string => `${id}.summary`;
/** A package's description, keyed by its product and npm name (package names are unique). */
export const packageDescriptionKey = (id: string, name: string): string => `${id}.package.${name}`;

/** The English messages, as `write-translations` writes them for a translator. */
export function productTranslationContent(products: readonly Product[]): Messages {
  return Object.fromEntries(
    products.flatMap((p) => [
      [
        labelKey(p.id),
        {message: p.label, description: `Name of the product ${p.id} (product switcher, home page, API reference, search groups)`},
      ],
      [summaryKey(p.id), {message: p.summary, description: `One line about ${p.id} on the home page card`}],
      ...p.packages.map((pkg) => [
        packageDescriptionKey(p.id, pkg.name),
        {message: pkg.description, description: `What ${pkg.name} adds over the product's previous package (package tables)`},
      ]),
    ]),
  );
}

/** Products with their texts in the locale of `messages`; a missing message keeps the English text. */
export function localizeProducts(products: readonly Product[], messages: Messages): SiteProduct[] {
  return products.map((p) => ({
    id: p.id,
    slug: p.slug,
    label: messages[labelKey(p.id)]?.message || p.label,
    summary: messages[summaryKey(p.id)]?.message || p.summary,
    packages: p.packages.map((pkg) => ({
      name: pkg.name,
      plan: pkg.plan,
      description: messages[packageDescriptionKey(p.id, pkg.name)]?.message || pkg.description,
    })),
  }));
}
