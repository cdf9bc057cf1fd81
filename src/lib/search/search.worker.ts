/**
 * The search worker: fetches a section's index once (the files the search plugin writes at build
 * time), and answers searches with ./engine.ts. lunr, its Chinese support and the plugin's word
 * cutting come from the search plugin, so the index and the queries are read the same way they
 * were written. A search that a newer one of the same asker (navbar, search page) has overtaken while it waited is skipped: typing fast
 * never queues up work for words the reader has already typed past.
 */
import lunr from 'lunr';
// Sets up lunr's languages (stemmer support, Chinese, multi) as the build configured them, and names the index files.
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {smartTerms} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartTerms';
import {LOCALES} from '../../config/site';
import {loadIndex, searchIndex, type LoadedIndex, type LunrIndex} from './engine';
import type {QueryTools} from './query-plan';
import type {WorkerReply, WorkerRequest} from './worker-client';

const LANGUAGES = [...LOCALES];

const tools: QueryTools = {
  tokenize: (text) => tokenize(text, LANGUAGES),
  smartTerms,
  isStopWord: (word) => !lunr.stopWordFilter(word) || !lunr.zh.stopWordFilter(word),
};

const indexes = new Map<string, Promise<LoadedIndex>>();

function indexFor(baseUrl: string, context: string): Promise<LoadedIndex> {
  const key = `${baseUrl}${context}`;
  let loaded = indexes.get(key);
  if (!loaded) {
    const url = `${baseUrl}${searchIndexUrl.replace('{dir}', context ? `-${context.replace(/\//g, '-')}` : '')}`;
    if (new URL(url, self.location.origin).origin !== self.location.origin) throw new Error('The index must come from this site');
    loaded = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<Parameters<typeof loadIndex>[0]>;
      })
      .then((json) => loadIndex(json, (serialized) => lunr.Index.load(serialized) as LunrIndex));
    // A failed download may be retried by the next search.
    loaded.catch(() => indexes.delete(key));
    indexes.set(key, loaded);
  }
  return loaded;
}

const queue: WorkerRequest[] = [];
/** The newest generation asked, per channel. */
const newest = new Map<string, number>();
const overtaken = (request: {channel: string; generation: number}) => request.generation < (newest.get(request.channel) ?? 0);
let scheduled = false;

const reply = (message: WorkerReply) => (self as unknown as Worker).postMessage(message);

async function handle(request: WorkerRequest): Promise<void> {
  try {
    if (request.method === 'prefetch') {
      await indexFor(request.baseUrl, request.context);
      reply({id: request.id, pages: []});
      return;
    }
    if (overtaken(request)) {
      reply({id: request.id, pages: null});
      return;
    }
    const loaded = await indexFor(request.baseUrl, request.context);
    if (overtaken(request)) {
      reply({id: request.id, pages: null});
      return;
    }
    const pages = searchIndex(loaded, request.query, request.locale, tools, {
      isApi: request.isApi,
      prefer: request.prefer,
      limit: request.limit,
    });
    reply({id: request.id, pages});
  } catch (error) {
    reply({id: request.id, error: String(error)});
  }
}

function drain(): void {
  scheduled = false;
  const request = queue.shift();
  if (!request) return;
  void handle(request).finally(() => {
    if (queue.length && !scheduled) {
      scheduled = true;
      // Lets newer requests arrive (and overtake) before the next one runs.
      setTimeout(drain, 0);
    }
  });
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.method === 'search') newest.set(request.channel, Math.max(newest.get(request.channel) ?? 0, request.generation));
  queue.push(request);
  if (!scheduled) {
    scheduled = true;
    setTimeout(drain, 0);
  }
});
