/**
 * An outdoor-gear shop's catalogue as a tree (departments, categories, products), for the Tree
 * View demos. Prices are in euros; `inStock: false` marks products that demos show as disabled.
 */
export interface CatalogItem {
  id: string;
  label: string;
  price?: number;
  inStock?: boolean;
  children?: CatalogItem[];
}

export const PRODUCT_CATALOG: CatalogItem[] = [
  {
    id: 'camping',
    label: 'Camping',
    children: [
      {
        id: 'tents',
        label: 'Tents',
        children: [
          {id: 'tent-2p', label: 'Ridge 2-person tent', price: 189, inStock: true},
          {id: 'tent-4p', label: 'Basecamp 4-person tent', price: 349, inStock: false},
        ],
      },
      {
        id: 'sleeping',
        label: 'Sleeping bags',
        children: [
          {id: 'bag-summer', label: 'Summer down bag', price: 129, inStock: true},
          {id: 'bag-winter', label: 'Winter expedition bag', price: 299, inStock: true},
        ],
      },
      {id: 'stove', label: 'Folding gas stove', price: 59, inStock: true},
    ],
  },
  {
    id: 'cycling',
    label: 'Cycling',
    children: [
      {
        id: 'helmets',
        label: 'Helmets',
        children: [
          {id: 'helmet-road', label: 'Aero road helmet', price: 139, inStock: true},
          {id: 'helmet-mtb', label: 'Trail helmet', price: 119, inStock: false},
        ],
      },
      {id: 'lights', label: 'Rechargeable light set', price: 45, inStock: true},
    ],
  },
  {
    id: 'climbing',
    label: 'Climbing',
    children: [
      {id: 'harness', label: 'All-round harness', price: 79, inStock: true},
      {id: 'rope', label: 'Dynamic rope 60 m', price: 169, inStock: true},
      {id: 'chalk', label: 'Chalk bag', price: 19, inStock: true},
    ],
  },
];

/** Every id of the given items and their descendants. */
export function collectCatalogIds(items: readonly CatalogItem[] = PRODUCT_CATALOG): string[] {
  return items.flatMap((item) => [item.id, ...collectCatalogIds(item.children ?? [])]);
}

/** Finds an item anywhere in the catalogue. */
export function findCatalogItem(id: string, items: readonly CatalogItem[] = PRODUCT_CATALOG): CatalogItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = findCatalogItem(id, item.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}

/** Formats a price for labels, e.g. "€189". */
export function formatPrice(price: number): string {
  return `€${price}`;
}
