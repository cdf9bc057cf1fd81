/**
 * Employees and their time off over a fixed two-week period (Monday 3 to Sunday 16 March 2025),
 * for the time-off calendar demos. Seeded, so every build shows the same calendar.
 */
import {createRandom, integerBetween, pick} from './random';

export type TimeOffKind = 'vacation' | 'sick' | 'training' | 'holiday';

export const TIME_OFF_LABELS: Record<TimeOffKind, string> = {
  vacation: 'Vacation',
  sick: 'Sick leave',
  training: 'Training',
  holiday: 'Public holiday',
};

/** The calendar's days, as ISO dates (UTC). */
export const CALENDAR_DAYS: string[] = Array.from({length: 14}, (_, index) =>
  new Date(Date.UTC(2025, 2, 3 + index)).toISOString().slice(0, 10),
);

/** A day every employee has off. */
export const PUBLIC_HOLIDAY = '2025-03-14';

export interface EmployeeTimeOffRow {
  id: number;
  name: string;
  team: string;
  /** Day (ISO date) -> kind of absence; days not listed are working days or weekends. */
  days: Record<string, TimeOffKind>;
}

const NAMES = [
  'Amara Okafor',
  'Bruno Costa',
  'Chen Jing',
  'Dana Levi',
  'Elif Yildiz',
  'Farid Haddad',
  'Greta Lind',
  'Hiro Tanaka',
  'Isla Murphy',
  'Jonas Weber',
];
const TEAMS = ['Design', 'Platform', 'Support', 'Sales'];

export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function createTimeOffRows(seed = 5): EmployeeTimeOffRow[] {
  const random = createRandom(seed);
  const workdays = CALENDAR_DAYS.filter((day) => !isWeekend(day) && day !== PUBLIC_HOLIDAY);
  return NAMES.map((name, index) => {
    const days: Record<string, TimeOffKind> = {[PUBLIC_HOLIDAY]: 'holiday'};
    const absences = integerBetween(random, 0, 2);
    for (let i = 0; i < absences; i += 1) {
      const kind = pick(random, ['vacation', 'vacation', 'sick', 'training'] as const);
      const start = integerBetween(random, 0, workdays.length - 1);
      const length = kind === 'vacation' ? integerBetween(random, 2, 5) : kind === 'sick' ? integerBetween(random, 1, 2) : 1;
      for (const day of workdays.slice(start, start + length)) days[day] = kind;
    }
    return {id: index + 1, name, team: TEAMS[index % TEAMS.length]!, days};
  });
}
