/**
 * The search plugin's own worker (lunr, its Chinese segmentation, one cached index per context),
 * reached through its small Comlink client. Imported on the reader's first interaction only.
 */
import type {SearchHit} from './results';

interface WorkerClient {
  fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchHit[]>;
}

let client: Promise<WorkerClient> | null = null;

export function loadSearchWorker(): Promise<WorkerClient> {
  client ??= import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker') as Promise<WorkerClient>;
  return client;
}
