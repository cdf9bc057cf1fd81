/** Rows of a small bike-shop inventory, for the data grid demos. */
import {createRandom, pick, integerBetween} from './random';

export interface InventoryRow {
  id: number;
  product: string;
  category: string;
  inStock: number;
  unitPrice: number;
  restockedOn: Date;
}

const PRODUCTS: Record<string, string[]> = {
  Frames: ['Gravel frame', 'Road frame', 'Trail frame', 'Commuter frame'],
  Wheels: ['Carbon wheelset', 'Alloy wheelset', 'Front hub', 'Rear hub'],
  Parts: ['Chain', 'Cassette', 'Brake pads', 'Handlebar tape', 'Saddle'],
  Apparel: ['Rain jacket', 'Gloves', 'Helmet', 'Cycling cap'],
};

export function createInventoryRows(count: number, seed = 7): InventoryRow[] {
  const random = createRandom(seed);
  const categories = Object.keys(PRODUCTS);
  return Array.from({length: count}, (_, index) => {
    const category = pick(random, categories);
    return {
      id: index + 1,
      product: pick(random, PRODUCTS[category]!),
      category,
      inStock: integerBetween(random, 0, 120),
      unitPrice: integerBetween(random, 8, 900) + 0.99,
      restockedOn: new Date(Date.UTC(2025, integerBetween(random, 0, 11), integerBetween(random, 1, 28))),
    };
  });
}
