/**
 * The portal's search worker (./search.worker.ts: the plugin's indexes and lunr, ranked by
 * ./engine.ts), created on the reader's first interaction. Each request gets its answer by id; a
 * search overtaken by a newer one answers `null` (skipped).
 */
import type {PageResult} from './results';

export interface SearchRequest {
  baseUrl: string;
  context: string;
  query: string;
  locale: string;
  /** Pages to return. */
  limit: number;
  /** The context is an API reference. */
  isApi: boolean;
  /** URL prefixes ranked first among equal matches. */
  prefer: string[];
  /** Increases with each query the reader types; older searches of the same channel still waiting are skipped. */
  generation: number;
  /** Who asks (the navbar, the search page): one never overtakes the other's searches. */
  channel: string;
}

export type WorkerRequest = {id: number} & ({method: 'prefetch'; baseUrl: string; context: string} | ({method: 'search'} & SearchRequest));

export type WorkerReply = {id: number; pages: PageResult[] | null} | {id: number; error: string};

export interface SearchWorker {
  prefetch(baseUrl: string, context: string): Promise<void>;
  /** Null when a newer search overtook this one. */
  search(request: SearchRequest): Promise<PageResult[] | null>;
}

let client: Promise<SearchWorker> | null = null;

function connect(worker: Worker): SearchWorker {
  let nextId = 0;
  const pending = new Map<number, {resolve: (pages: PageResult[] | null) => void; reject: (error: Error) => void}>();
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.pages);
  });
  worker.addEventListener('error', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('The search worker failed'));
    pending.clear();
  });
  const ask = (request: WorkerRequest) =>
    new Promise<PageResult[] | null>((resolve, reject) => {
      pending.set(request.id, {resolve, reject});
      worker.postMessage(request);
    });
  return {
    prefetch: (baseUrl, context) => ask({id: ++nextId, method: 'prefetch', baseUrl, context}).then(() => undefined),
    search: (request) => ask({id: ++nextId, method: 'search', ...request}),
  };
}

export function loadSearchWorker(): Promise<SearchWorker> {
  client ??= new Promise<SearchWorker>((resolve) => resolve(connect(new Worker(new URL('./search.worker.ts', import.meta.url)))));
  return client;
}
