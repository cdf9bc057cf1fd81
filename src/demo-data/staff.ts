/** A small company's staff list, for the data grid layout, column and cell demos. */
import {createRandom, integerBetween, pick} from './random';

export interface StaffRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  age: number;
  city: string;
  country: string;
  department: string;
  role: string;
  salary: number;
  bonus: number;
  startDate: Date;
  rating: number;
  progress: number;
  active: boolean;
}

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chen',
  'Dana',
  'Elif',
  'Farah',
  'Goran',
  'Hana',
  'Ivo',
  'Jia',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
  'Oskar',
  'Priya',
];
const LAST_NAMES = [
  'Alvarez',
  'Berg',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hoshino',
  'Ivanova',
  'Jensen',
  'Kim',
  'Larsen',
  'Moreau',
  'Novak',
];
const PLACES: [string, string][] = [
  ['Lisbon', 'Portugal'],
  ['Berlin', 'Germany'],
  ['Lyon', 'France'],
  ['Osaka', 'Japan'],
  ['Toronto', 'Canada'],
  ['Shanghai', 'China'],
  ['Accra', 'Ghana'],
];
const ROLES: Record<string, string[]> = {
  Engineering: ['Frontend engineer', 'Backend engineer', 'Site reliability engineer'],
  Design: ['Product designer', 'UX researcher'],
  Sales: ['Account executive', 'Sales engineer'],
  Support: ['Support specialist', 'Support lead'],
};

export function createStaffRows(count: number, seed = 3): StaffRow[] {
  const random = createRandom(seed);
  const departments = Object.keys(ROLES);
  return Array.from({length: count}, (_, index) => {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const [city, country] = pick(random, PLACES);
    const department = pick(random, departments);
    const salary = integerBetween(random, 42, 140) * 1000;
    return {
      id: index + 1,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      age: integerBetween(random, 22, 64),
      city,
      country,
      department,
      role: pick(random, ROLES[department]!),
      salary,
      bonus: Math.round((salary * integerBetween(random, 0, 15)) / 100),
      startDate: new Date(Date.UTC(integerBetween(random, 2012, 2025), integerBetween(random, 0, 11), integerBetween(random, 1, 28))),
      rating: integerBetween(random, 1, 5),
      progress: integerBetween(random, 0, 100) / 100,
      active: random() > 0.25,
    };
  });
}
