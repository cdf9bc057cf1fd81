/**
 * Data of the Material UI data display demos (tables, lists, chips, tooltips, avatars, badges):
 * the catalogue, orders and people of a small bike shop. Fixed lists plus seeded generators, so
 * every reader and every test sees the same rows.
 */
import {createRandom, integerBetween, pick} from './random';

export interface CatalogueItem {
  sku: string;
  name: string;
  category: 'Frames' | 'Wheels' | 'Parts' | 'Apparel';
  weightGrams: number;
  stock: number;
  price: number;
}

/** Twelve catalogue lines; prices in euros, weights as the shop lists them. */
export const CATALOGUE: readonly CatalogueItem[] = [
  {sku: 'FR-GRV-54', name: 'Gravel frame, size 54', category: 'Frames', weightGrams: 1480, stock: 4, price: 1290},
  {sku: 'FR-RD-56', name: 'Road frame, size 56', category: 'Frames', weightGrams: 1120, stock: 2, price: 1650},
  {sku: 'FR-CMT-M', name: 'Commuter frame, size M', category: 'Frames', weightGrams: 1890, stock: 7, price: 540},
  {sku: 'WH-ALU-700', name: 'Alloy wheelset 700c', category: 'Wheels', weightGrams: 1750, stock: 11, price: 389},
  {sku: 'WH-CRB-700', name: 'Carbon wheelset 700c', category: 'Wheels', weightGrams: 1390, stock: 3, price: 1190},
  {sku: 'WH-HUB-R', name: 'Rear hub, 12-speed', category: 'Wheels', weightGrams: 320, stock: 16, price: 159},
  {sku: 'PT-CHN-12', name: 'Chain, 12-speed', category: 'Parts', weightGrams: 252, stock: 48, price: 42},
  {sku: 'PT-CAS-1150', name: 'Cassette 11-50', category: 'Parts', weightGrams: 450, stock: 9, price: 139},
  {sku: 'PT-BRK-PAD', name: 'Disc brake pads (pair)', category: 'Parts', weightGrams: 40, stock: 85, price: 24},
  {sku: 'PT-SDL-143', name: 'Saddle, 143 mm', category: 'Parts', weightGrams: 235, stock: 13, price: 89},
  {sku: 'AP-JKT-RAIN', name: 'Rain jacket', category: 'Apparel', weightGrams: 310, stock: 21, price: 149},
  {sku: 'AP-HLM-M', name: 'Helmet, size M', category: 'Apparel', weightGrams: 290, stock: 0, price: 119},
];

export interface ShopPerson {
  id: number;
  name: string;
  role: string;
  city: string;
  /** A colour from the theme palette, used for the person's letter avatar. */
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

export const SHOP_PEOPLE: readonly ShopPerson[] = [
  {id: 1, name: 'Ada Okafor', role: 'Workshop lead', city: 'Lisbon', color: 'primary'},
  {id: 2, name: 'Bruno Silva', role: 'Wheel builder', city: 'Lisbon', color: 'secondary'},
  {id: 3, name: 'Chen Wang', role: 'Frame designer', city: 'Utrecht', color: 'success'},
  {id: 4, name: 'Dalia Haddad', role: 'Store manager', city: 'Girona', color: 'warning'},
  {id: 5, name: 'Emeka Novak', role: 'Mechanic', city: 'Kyoto', color: 'info'},
  {id: 6, name: 'Farah Kaur', role: 'Buyer', city: 'Portland', color: 'error'},
  {id: 7, name: 'Goran Petrov', role: 'Warehouse clerk', city: 'Utrecht', color: 'primary'},
  {id: 8, name: 'Hana Tanaka', role: 'Sales associate', city: 'Kyoto', color: 'secondary'},
];

/** "Ada Okafor" -> "AO". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export interface ServiceOrder {
  id: number;
  customer: string;
  bike: string;
  service: string;
  mechanic: string;
  hours: number;
  amount: number;
  status: 'Waiting' | 'In repair' | 'Ready' | 'Collected';
  lines: {part: string; quantity: number; unitPrice: number}[];
}

const CUSTOMERS = [
  'Inês Costa',
  'Jonas Berg',
  'Kira Moreau',
  'Luís Peña',
  'Mei Sato',
  'Noah Jansen',
  'Olga Ivanova',
  'Pablo Rossi',
  'Quinn Dubois',
  'Rosa Fischer',
  'Sven Eriksen',
  'Tomás García',
];
const BIKES = ['Gravel, 2021', 'City bike, 2016', 'Road, 2023', 'Cargo bike, 2022', 'Folding, 2019', 'Trail, 2020'];
const SERVICES = ['Full service', 'Brake bleed', 'Wheel true', 'Drivetrain swap', 'Puncture repair', 'Fork service'];
const STATUSES: ServiceOrder['status'][] = ['Waiting', 'In repair', 'Ready', 'Collected'];

/** Service orders of the workshop, numbered from 2401. */
export function createServiceOrders(count: number, seed = 21): ServiceOrder[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const hours = integerBetween(random, 1, 8) / 2;
    const lines = Array.from({length: integerBetween(random, 1, 3)}, () => {
      const item = pick(
        random,
        CATALOGUE.filter((c) => c.category !== 'Frames'),
      );
      return {part: item.name, quantity: integerBetween(random, 1, 2), unitPrice: item.price};
    });
    const parts = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    return {
      id: 2401 + index,
      customer: CUSTOMERS[(index * 5 + seed) % CUSTOMERS.length]!,
      bike: pick(random, BIKES),
      service: pick(random, SERVICES),
      mechanic: pick(random, SHOP_PEOPLE.slice(0, 5)).name,
      hours,
      amount: Math.round(hours * 55 + parts),
      status: pick(random, STATUSES),
      lines,
    };
  });
}

/** Euros with two decimals, the way the shop prints them. */
export function euros(value: number): string {
  return new Intl.NumberFormat('en-IE', {style: 'currency', currency: 'EUR'}).format(value);
}

/**
 * Small square pictures of three products, drawn as SVG and inlined as data URLs so image demos
 * make no network request and still work in an exported project.
 */
function svgPicture(background: string, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PRODUCT_PICTURES = {
  wheel: {
    alt: 'Alloy wheelset',
    src: svgPicture(
      '#d7ecff',
      '<circle cx="40" cy="40" r="26" fill="none" stroke="#1b3a57" stroke-width="6"/><circle cx="40" cy="40" r="4" fill="#1b3a57"/><path d="M40 14v52M14 40h52M21.6 21.6l36.8 36.8M58.4 21.6 21.6 58.4" stroke="#1b3a57" stroke-width="1.5"/>',
    ),
  },
  helmet: {
    alt: 'Helmet',
    src: svgPicture(
      '#ffe3c2',
      '<path d="M14 50c0-16 12-28 27-28s25 11 25 26H14z" fill="#c2410c"/><path d="M26 30l6 10M40 26v12M54 30l-6 10" stroke="#ffe3c2" stroke-width="3"/><rect x="12" y="50" width="56" height="5" rx="2" fill="#7c2d12"/>',
    ),
  },
  saddle: {
    alt: 'Saddle',
    src: svgPicture(
      '#dff5e1',
      '<path d="M10 34c10-6 40-6 60 2-4 8-20 10-34 8-8-1-18-4-26-10z" fill="#14532d"/><path d="M38 44v18M30 62h16" stroke="#14532d" stroke-width="4"/>',
    ),
  },
} as const;

/**
 * The same input always gives the same colour, so a person keeps their avatar colour everywhere. At 30%
 * lightness every hue carries white initials at 4.5:1 or more (yellow, the lightest, is 4.7:1).
 */
export function colorForName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `hsl(${hue}, 55%, 30%)`;
}
