/**
 * An in-page fake back end for the server-side filtering and pagination demos: it filters and
 * pages the staff directory after a delay, and can be told to fail, so a demo shows loading and
 * error states without a network.
 */
import {createStaffRows, type StaffRow} from './staff-directory';

export const STAFF_SERVER_LATENCY_MS = 600;
const STAFF_SERVER_ROWS = createStaffRows(230, 17);

/** The subset of the grid's filter model the fake server understands. */
export interface StaffQuery {
  filters: {field: string; operator: string; value?: unknown}[];
  logicOperator?: 'and' | 'or';
  quickFilterValues?: unknown[];
  page?: number;
  pageSize?: number;
}

export interface StaffPage {
  rows: StaffRow[];
  total: number;
}

function matches(row: StaffRow, field: string, operator: string, value: unknown): boolean {
  const cell = (row as unknown as Record<string, unknown>)[field];
  if (value === undefined || value === null || value === '') return true;
  if (typeof cell === 'number') {
    const target = Number(value);
    if (Number.isNaN(target)) return true;
    switch (operator) {
      case '=':
        return cell === target;
      case '!=':
        return cell !== target;
      case '>':
        return cell > target;
      case '>=':
        return cell >= target;
      case '<':
        return cell < target;
      case '<=':
        return cell <= target;
      default:
        return true;
    }
  }
  const text = String(cell).toLowerCase();
  const needle = String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
      return text === needle;
    case 'doesNotEqual':
    case 'not':
      return text !== needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    default:
      return true;
  }
}

function applyQuery(query: StaffQuery): StaffRow[] {
  return STAFF_SERVER_ROWS.filter((row) => {
    const results = query.filters.map((item) => matches(row, item.field, item.operator, item.value));
    const passesItems = query.logicOperator === 'or' ? results.length === 0 || results.some(Boolean) : results.every(Boolean);
    const words = (query.quickFilterValues ?? []).map((word) => String(word).toLowerCase()).filter(Boolean);
    const haystack = `${row.name} ${row.team} ${row.city} ${row.level}`.toLowerCase();
    return passesItems && words.every((word) => haystack.includes(word));
  });
}

/** Answers a query after `latencyMs`; rejects instead when `fail` is true. */
export function fetchStaff(query: StaffQuery, {fail = false, latencyMs = STAFF_SERVER_LATENCY_MS} = {}): Promise<StaffPage> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('The staff service is unavailable (simulated failure).'));
        return;
      }
      const matching = applyQuery(query);
      const pageSize = query.pageSize ?? matching.length;
      const start = (query.page ?? 0) * pageSize;
      resolve({rows: matching.slice(start, start + pageSize), total: matching.length});
    }, latencyMs);
  });
}
