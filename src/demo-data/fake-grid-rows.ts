/**
 * The seeded data sets behind the fake grid server (fake-grid-server.ts): orders and an employee
 * tree. Deterministic: the same seed gives the same rows.
 */
import {createRandom, integerBetween, pick} from './random';

export type OrderRow = {
  id: number;
  customer: string;
  country: string;
  category: string;
  product: string;
  status: 'Open' | 'Shipped' | 'Delivered' | 'Returned';
  quantity: number;
  unitPrice: number;
  total: number;
  year: number;
  quarter: string;
};

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chen',
  'Dalia',
  'Emeka',
  'Fatima',
  'Goran',
  'Hana',
  'Ivo',
  'Jun',
  'Kemal',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Priya',
];
const LAST_NAMES = [
  'Almeida',
  'Berg',
  'Costa',
  'Diaz',
  'Eriksen',
  'Fischer',
  'Gupta',
  'Hoang',
  'Ito',
  'Jansen',
  'Kowalski',
  'Li',
  'Moreau',
  'Novak',
];
const COUNTRIES = ['Brazil', 'China', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Spain'];
const PRODUCTS: Record<string, readonly string[]> = {
  Audio: ['Headphones', 'Speaker', 'Microphone'],
  Computers: ['Laptop', 'Monitor', 'Keyboard'],
  Phones: ['Phone case', 'Charger', 'Smartphone'],
  Home: ['Lamp', 'Kettle', 'Air purifier'],
};
const CATEGORIES = Object.keys(PRODUCTS);
const STATUSES: readonly OrderRow['status'][] = ['Open', 'Shipped', 'Delivered', 'Delivered', 'Returned'];
const YEARS = [2023, 2024, 2025];

/** `count` orders, the same for a given seed. */
export function createOrderRows(count: number, seed = 2025): OrderRow[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const category = pick(random, CATEGORIES);
    const quantity = integerBetween(random, 1, 20);
    const unitPrice = integerBetween(random, 5, 400);
    return {
      id: index + 1,
      customer: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      country: pick(random, COUNTRIES),
      category,
      product: pick(random, PRODUCTS[category]!),
      status: pick(random, STATUSES),
      quantity,
      unitPrice,
      total: quantity * unitPrice,
      year: pick(random, YEARS),
      quarter: `Q${integerBetween(random, 1, 4)}`,
    };
  });
}

export type EmployeeRow = {
  id: number;
  name: string;
  title: string;
  location: string;
  salary: number;
  /** Names from the root down to this employee; the server's tree structure. */
  path: string[];
};

const TITLES_BY_DEPTH = ['Chief executive', 'Vice president', 'Manager', 'Engineer'];
const CHILDREN_BY_DEPTH = [4, 3, 3];

/** A company hierarchy (1 + 4 + 12 + 36 people), names unique so they can serve as group keys. */
export function createEmployeeRows(seed = 7): EmployeeRow[] {
  const random = createRandom(seed);
  const rows: EmployeeRow[] = [];
  const used = new Set<string>();
  const uniqueName = () => {
    for (;;) {
      const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const add = (parentPath: string[], depth: number) => {
    const name = uniqueName();
    const path = [...parentPath, name];
    rows.push({
      id: rows.length + 1,
      name,
      title: TITLES_BY_DEPTH[depth]!,
      location: pick(random, COUNTRIES),
      salary: 60_000 + (3 - depth) * 40_000 + integerBetween(random, 0, 20) * 1_000,
      path,
    });
    for (let child = 0; child < (CHILDREN_BY_DEPTH[depth] ?? 0); child += 1) add(path, depth + 1);
  };
  add([], 0);
  return rows;
}
