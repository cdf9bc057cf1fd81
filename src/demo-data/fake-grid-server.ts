/**
 * An in-page "server" for the Data Grid server-side data demos. It owns a seeded data set and
 * answers `getRows`-shaped requests the way a real back end would: filtering, sorting, paging,
 * grouping, tree levels, aggregation and pivoting happen here, not in the grid. Each request waits
 * for the configured latency and can fail on demand, so readers can watch loading and error states.
 *
 * Everything is deterministic: the rows come from a seed, and failures come from an injected random
 * source (also seeded by default), so tests and screenshots see the same thing every time.
 */
import {createRandom, type Random} from './random';
import {answerRequest, isEmptyValue, type FakeRow, type FakeRowsRequest, type FakeRowsResponse} from './fake-grid-query';

export * from './fake-grid-rows';
export * from './fake-grid-query';

// ---------------------------------------------------------------------------------------------
// The server: latency, failures and a request log around answerRequest

export interface FakeServerSettings {
  /** How long every request takes, in milliseconds. */
  latencyMs: number;
  /** Share of requests that fail, from 0 (none) to 1 (all). */
  errorRate: number;
}

export interface FakeServerLogEntry {
  id: number;
  outcome: 'ok' | 'error';
  summary: string;
}

export interface FakeGridServerOptions {
  rows: readonly FakeRow[];
  treePath?: (row: FakeRow) => readonly string[];
  settings?: Partial<FakeServerSettings>;
  /** Decides failures (compared with errorRate); seeded by default. */
  random?: Random;
  /** Waits `ms`; setTimeout by default, injected in tests. */
  wait?: (ms: number) => Promise<void>;
}

export const DEFAULT_LATENCY_MS = 600;
export const FAILURE_RANDOM_SEED = 99;

export class FakeServerError extends Error {
  constructor(readonly requestId: number) {
    super(`Fake server: request #${requestId} failed with HTTP 500 (simulated). Try again or turn off failures.`);
    this.name = 'FakeServerError';
  }
}

function summarize(request: FakeRowsRequest): string {
  const parts: string[] = [];
  if (request.groupKeys && request.groupKeys.length > 0) parts.push(`children of ${request.groupKeys.join(' / ')}`);
  if (typeof request.start === 'number') parts.push(`rows ${request.start}-${request.end}`);
  const sorted = (request.sortModel ?? []).filter((item) => item.sort);
  if (sorted.length > 0) parts.push(`sort ${sorted.map((item) => `${item.field} ${item.sort}`).join(', ')}`);
  const filters = (request.filterModel?.items ?? []).filter((item) => !isEmptyValue(item.value));
  if (filters.length > 0) parts.push(`${filters.length} filter${filters.length > 1 ? 's' : ''}`);
  return parts.join(' · ') || 'all rows';
}

export interface FakeGridServer {
  getRows(request: FakeRowsRequest): Promise<FakeRowsResponse>;
  /** Saves a changed row (matched by `id`) after the latency; fails like getRows. Resolves to the saved row. */
  updateRow(row: FakeRow): Promise<FakeRow>;
  settings(): FakeServerSettings;
  configure(settings: Partial<FakeServerSettings>): void;
  /** The next request fails, whatever the error rate. */
  failNextRequest(): void;
  /** Requests so far, newest first. */
  log(): readonly FakeServerLogEntry[];
  /** Called after each request settles (for a UI that shows the log). */
  subscribe(listener: () => void): () => void;
}

export function createFakeGridServer(options: FakeGridServerOptions): FakeGridServer {
  let settings: FakeServerSettings = {latencyMs: DEFAULT_LATENCY_MS, errorRate: 0, ...options.settings};
  const random = options.random ?? createRandom(FAILURE_RANDOM_SEED);
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let failNext = false;
  let requestCount = 0;
  // The server's own copy: edits change it, never the caller's array.
  const rows = options.rows.map((row) => ({...row}));
  let entries: FakeServerLogEntry[] = [];
  const listeners = new Set<() => void>();
  const record = (entry: FakeServerLogEntry) => {
    entries = [entry, ...entries].slice(0, 20);
    listeners.forEach((listener) => listener());
  };

  /** Latency, then a failure or `answer()`, logged either way. */
  async function handle<T>(summary: string, answer: () => {result: T; detail: string}): Promise<T> {
    requestCount += 1;
    const id = requestCount;
    const shouldFail = failNext || random() < settings.errorRate;
    failNext = false;
    await wait(settings.latencyMs);
    if (shouldFail) {
      record({id, outcome: 'error', summary});
      throw new FakeServerError(id);
    }
    const {result, detail} = answer();
    record({id, outcome: 'ok', summary: `${summary} → ${detail}`});
    return result;
  }

  return {
    getRows: (request) =>
      handle(summarize(request), () => {
        const result = answerRequest(rows, request, options.treePath);
        return {result, detail: `${result.rows.length} rows`};
      }),
    updateRow: (row) =>
      handle(`save row ${String(row.id)}`, () => {
        const index = rows.findIndex((candidate) => candidate.id === row.id);
        if (index === -1) throw new Error(`Fake server: no row with id ${String(row.id)} to update.`);
        rows[index] = {...row};
        return {result: {...row}, detail: 'saved'};
      }),
    settings: () => settings,
    configure(next) {
      const merged = {...settings, ...next};
      if (!(merged.latencyMs >= 0) || !(merged.errorRate >= 0 && merged.errorRate <= 1)) {
        throw new Error('Fake server: latency must be >= 0 and error rate between 0 and 1.');
      }
      settings = merged;
    },
    failNextRequest() {
      failNext = true;
    },
    log: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
