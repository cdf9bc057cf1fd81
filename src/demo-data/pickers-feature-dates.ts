/**
 * Fixed dates for the pickers' feature demos (fields, validation, localization, timezones ...).
 * Every demo starts from these instead of "today", so what a reader sees and what a test or a
 * screenshot records is the same on every day. Plain ISO strings: each demo turns them into its own
 * date library's objects (dayjs, Date, Luxon, Moment).
 */

/** The day the demos treat as "now": Friday 14 March 2025. */
export const REFERENCE_DAY = '2025-03-14';
/** The same day at 09:30 local time, for date-time demos. */
export const REFERENCE_DATE_TIME = '2025-03-14T09:30';
/** One instant, written in UTC, that the timezone demos show in several zones. */
export const REFERENCE_INSTANT = '2025-03-14T15:30:00Z';

/** Public holidays of a fictional office in spring 2025 (ISO days), used to disable dates. */
export const OFFICE_HOLIDAYS: readonly string[] = ['2025-03-17', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29'];

/** Zones the timezone demos compare, west to east. */
export const DEMO_TIMEZONES: readonly string[] = [
  'America/Los_Angeles',
  'America/New_York',
  'UTC',
  'Europe/Paris',
  'Asia/Shanghai',
  'Asia/Tokyo',
];

/** Opening hours of the fictional clinic the time-validation demos book into. */
export const CLINIC_HOURS = {opens: '08:00', closes: '18:00', lunchFrom: 12, lunchTo: 13} as const;

/** Ticket sales of a fictional conference, used by date-time validation. */
export const CONFERENCE = {salesOpen: '2025-03-10T09:00', salesClose: '2025-03-21T17:30'} as const;

/** True when the ISO day `day` (YYYY-MM-DD) is one of {@link OFFICE_HOLIDAYS}. */
export function isOfficeHoliday(day: string): boolean {
  return OFFICE_HOLIDAYS.includes(day);
}
