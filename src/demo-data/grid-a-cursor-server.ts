/**
 * An in-page fake API that pages the staff directory with cursors instead of page numbers, like
 * many REST and GraphQL back ends: each answer names the cursor of the next page and never says
 * how many rows there are in all. For the cursor-based pagination demo.
 */
import {createStaffRows, type StaffRow} from './staff-directory';

const ROWS = createStaffRows(95, 21);

export interface CursorPage {
  rows: StaffRow[];
  /** Opaque to the client: pass it back to get the following page; null on the last page. */
  nextCursor: string | null;
}

/** Answers after `latencyMs` with up to `pageSize` rows following `cursor` (null: from the start). */
export function fetchStaffAfter(cursor: string | null, pageSize: number, latencyMs = 500): Promise<CursorPage> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = cursor === null ? 0 : ROWS.findIndex((row) => `staff-${row.id}` === cursor) + 1;
      const rows = ROWS.slice(start, start + pageSize);
      const last = rows.at(-1);
      resolve({rows, nextCursor: last && start + pageSize < ROWS.length ? `staff-${last.id}` : null});
    }, latencyMs);
  });
}
