/**
 * Fixed records for the getting-started starter projects (they ship inside the exported projects as
 * `src/demo-data/getting-started.ts`, so they stay plain data with no imports).
 */

export interface ReadingItem {
  id: number;
  title: string;
  done: boolean;
}

export const READING_LIST: ReadingItem[] = [
  {id: 1, title: 'Set up the theme', done: true},
  {id: 2, title: 'Build the sign-in form', done: false},
  {id: 3, title: 'Add the navigation drawer', done: false},
];

export interface Booking {
  id: number;
  customer: string;
  workshop: string;
  /** ISO date of the session (local calendar day). */
  date: string;
  seats: number;
}

export const BOOKINGS: Booking[] = [
  {id: 1, customer: 'Maren Holt', workshop: 'Wheel truing', date: '2025-03-03', seats: 2},
  {id: 2, customer: 'Tomasz Wilk', workshop: 'Brake bleeding', date: '2025-03-05', seats: 1},
  {id: 3, customer: 'Aiko Mori', workshop: 'Chain care', date: '2025-03-08', seats: 3},
  {id: 4, customer: 'Luis Ortega', workshop: 'Wheel truing', date: '2025-03-12', seats: 1},
  {id: 5, customer: 'Nadia Rahman', workshop: 'Tubeless setup', date: '2025-03-15', seats: 2},
  {id: 6, customer: 'Emeka Obi', workshop: 'Brake bleeding', date: '2025-03-19', seats: 4},
  {id: 7, customer: 'Sofia Lind', workshop: 'Chain care', date: '2025-03-22', seats: 1},
  {id: 8, customer: 'Hugo Brun', workshop: 'Tubeless setup', date: '2025-03-26', seats: 2},
];

/** The date the bookings view starts filtered from. */
export const BOOKINGS_FROM = '2025-03-10';
