/**
 * A staff directory of a small bike company, for the sorting, filtering, pagination and selection
 * demos of the data grid. Seeded, so every build and test shows the same people.
 */
import {createRandom, integerBetween, pick} from './random';

export interface StaffRow {
  id: number;
  name: string;
  team: string;
  city: string;
  level: 'Junior' | 'Mid' | 'Senior' | 'Lead';
  salary: number;
  rating: number;
  startDate: Date;
  remote: boolean;
}

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Chen',
  'Dalia',
  'Émile',
  'Farah',
  'Goran',
  'Hana',
  'Ines',
  'Jonas',
  'Kira',
  'Luís',
  'Mei',
  'Noah',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tomás',
  'Uma',
  'Vera',
  'Wei',
  'Yara',
  'Zoë',
];
const LAST_NAMES = [
  'Almeida',
  'Berg',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Hoffmann',
  'Ivanova',
  'Jansen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Okafor',
  'Peña',
  'Rossi',
  'Sato',
  'Tanaka',
  'Wang',
];
export const STAFF_TEAMS = ['Design', 'Engineering', 'Sales', 'Support', 'Warehouse'];
export const STAFF_CITIES = ['Lisbon', 'Berlin', 'Montréal', 'Shanghai', 'São Paulo', 'Kraków'];
export const STAFF_LEVELS: StaffRow['level'][] = ['Junior', 'Mid', 'Senior', 'Lead'];
const BASE_SALARY: Record<StaffRow['level'], number> = {Junior: 38000, Mid: 52000, Senior: 70000, Lead: 88000};

export function createStaffRows(count: number, seed = 3): StaffRow[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const level = pick(random, STAFF_LEVELS);
    return {
      id: index + 1,
      // Walk both name lists at different strides: no repeated full name within 100 rows.
      name: `${FIRST_NAMES[(index * 7 + seed) % FIRST_NAMES.length]} ${LAST_NAMES[(index * 3 + seed) % LAST_NAMES.length]}`,
      team: pick(random, STAFF_TEAMS),
      city: pick(random, STAFF_CITIES),
      level,
      salary: BASE_SALARY[level] + integerBetween(random, 0, 40) * 250,
      rating: integerBetween(random, 1, 5),
      startDate: new Date(Date.UTC(2015 + integerBetween(random, 0, 10), integerBetween(random, 0, 11), integerBetween(random, 1, 28))),
      remote: random() < 0.4,
    };
  });
}
