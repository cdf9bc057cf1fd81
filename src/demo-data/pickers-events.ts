/**
 * A pretend events API for the calendar demos that load data per month: which days of a month have
 * events, answered after a delay. Seeded by the month, so every reader and every test sees the same
 * days for the same month, whatever the date is when the page is read.
 */
import {createRandom, integerBetween} from './random';

/** How long the pretend server takes to answer, in milliseconds. */
export const EVENTS_LATENCY_MS = 600;

/** Days of the month (1-31) that have at least one event, for `year` and `month` (0-11), sorted. */
export function eventDaysOf(year: number, month: number): number[] {
  const random = createRandom(year * 12 + month);
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const days = new Set<number>();
  const count = integerBetween(random, 3, 6);
  while (days.size < count) days.add(integerBetween(random, 1, daysInMonth));
  return [...days].sort((a, b) => a - b);
}

/**
 * Resolves with the event days of a month after EVENTS_LATENCY_MS; rejects with an `AbortError`
 * when `signal` aborts first (the reader moved on to another month).
 */
export function fetchEventDays(year: number, month: number, signal?: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(eventDaysOf(year, month)), EVENTS_LATENCY_MS);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}
