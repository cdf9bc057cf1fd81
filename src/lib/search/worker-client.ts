/**
 * The search plugin's own worker (lunr, its Chinese segmentation, one cached index per context),
 * reached through its small Comlink client. Imported on the reader's first interaction only.
 */
type WorkerClient = typeof import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker');

let client: Promise<WorkerClient> | null = null;

export function loadSearchWorker(): Promise<WorkerClient> {
  client ??= import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker');
  return client;
}
