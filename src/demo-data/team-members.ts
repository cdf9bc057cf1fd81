/** People of a small bike-shop company, with their orders, for the row and editing demos. */
import {createRandom, integerBetween, pick} from './random';

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  team: string;
  city: string;
  salary: number;
  rating: number;
  startDate: Date;
  bio: string;
}

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chen',
  'Dalia',
  'Emeka',
  'Farah',
  'Goran',
  'Hana',
  'Ivo',
  'Jun',
  'Kira',
  'Luis',
  'Mei',
  'Nils',
  'Olga',
  'Priya',
];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Wang', 'Haddad', 'Novak', 'Silva', 'Tanaka', 'Moreau', 'Petrov', 'Kaur'];
export const TEAMS = ['Workshop', 'Sales', 'Logistics', 'Design'] as const;
const ROLES: Record<string, string[]> = {
  Workshop: ['Mechanic', 'Wheel builder', 'Workshop lead'],
  Sales: ['Sales associate', 'Store manager'],
  Logistics: ['Buyer', 'Warehouse clerk'],
  Design: ['Frame designer', 'Product designer'],
};
export const CITIES = ['Lisbon', 'Utrecht', 'Kyoto', 'Portland', 'Girona'] as const;
const BIO_PARTS = [
  'Rides to work every day, whatever the weather.',
  'Keeps the spare-parts shelf in perfect order.',
  'Has trued more wheels than anyone else in the shop.',
  'Speaks four languages and answers most customer emails.',
  'Organises the Sunday group ride and the repair café.',
  'Joined from a carbon-fibre factory and still tests every frame by ear.',
  'Prefers steel frames and will tell you why at length.',
];

/** `count` different items of `items`, in random order. */
function pickDistinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  return Array.from({length: Math.min(count, pool.length)}, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);
}

export function createTeamMembers(count: number, seed = 11): TeamMember[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const team = pick(random, TEAMS);
    const bioLength = integerBetween(random, 1, 3);
    return {
      id: index + 1,
      name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      role: pick(random, ROLES[team]!),
      team,
      city: pick(random, CITIES),
      salary: integerBetween(random, 28, 74) * 1000,
      rating: integerBetween(random, 1, 5),
      startDate: new Date(Date.UTC(integerBetween(random, 2012, 2024), integerBetween(random, 0, 11), integerBetween(random, 1, 28))),
      bio: pickDistinct(random, BIO_PARTS, bioLength).join(' '),
    };
  });
}

export interface OrderLine {
  id: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

export interface CustomerOrder {
  id: number;
  customer: string;
  city: string;
  orderedOn: Date;
  lines: OrderLine[];
}

const PRODUCTS = ['Gravel frame', 'Alloy wheelset', 'Chain', 'Cassette', 'Brake pads', 'Saddle', 'Helmet', 'Rain jacket'];

export function createCustomerOrders(count: number, seed = 23): CustomerOrder[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const lineCount = integerBetween(random, 1, 4);
    return {
      id: 1000 + index,
      customer: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      city: pick(random, CITIES),
      orderedOn: new Date(Date.UTC(2025, integerBetween(random, 0, 11), integerBetween(random, 1, 28))),
      lines: Array.from({length: lineCount}, (_, line) => ({
        id: `${1000 + index}-${line + 1}`,
        product: pick(random, PRODUCTS),
        quantity: integerBetween(random, 1, 5),
        unitPrice: integerBetween(random, 9, 650),
      })),
    };
  });
}

export function orderTotal(order: CustomerOrder): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}
