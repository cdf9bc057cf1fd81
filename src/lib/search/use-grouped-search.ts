/**
 * Runs a query against every index of the search plan, in the worker, and keeps the grouped
 * result. Each index answers on its own: the reader's own section shows as soon as it is ready,
 * other products join as they arrive. An index that fails counts as empty; if they all fail the
 * reader is told search is unavailable. Every keystroke makes a new generation: the worker skips
 * what the reader has typed past, so results follow the last keystroke closely.
 */
import {useEffect, useMemo, useRef, useState} from 'react';
import type {SearchContext} from '@site/src/config/search';
import {searchGroupLabel} from '@site/src/config/search';
import {useProducts} from '@site/src/lib/use-products';
import {groupOf, groupResults, OTHER_GROUP_PAGES, OWN_GROUP_PAGES, searchPlan, type PageResult, type ResultGroup} from './results';
import {loadSearchWorker} from './worker-client';

/** Keystrokes closer than this make one search. */
const DEBOUNCE_MS = 30;

let generation = 0;

interface Batch {
  context: string;
  pages: PageResult[];
}

export interface GroupedSearch {
  groups: ResultGroup[];
  /** Indexes still answering the current query. */
  pending: number;
  failed: boolean;
  /** The query the groups answer. */
  query: string;
}

interface Options {
  query: string;
  versionUrl: string;
  context: string;
  contexts: SearchContext[];
  isLatestVersion: boolean;
  locale: string;
  /** URL prefixes ranked first among equal matches (results.ts preferredPrefixes). */
  prefer: string[];
  /** Contexts to ask instead of the navbar's plan (the search page's scope); memoize it. */
  plan?: string[];
  /** The reader's own group instead of the context's ('' for none: the search page). */
  ownGroup?: string;
  /** Pages each index returns and lines each group shows, the same for every group (the search page). */
  limits?: {pages: number; lines: number};
  /** Searches of one channel overtake each other, never another's: the navbar keeps its query on the search page and searches again there. */
  channel?: string;
}

export function useGroupedSearch({query, versionUrl, context, contexts, isLatestVersion, locale, prefer, ...page}: Options): GroupedSearch {
  const navbarPlan = useMemo(() => searchPlan(context, isLatestVersion, contexts), [context, isLatestVersion, contexts]);
  const plan = page.plan ?? navbarPlan;
  const ownGroup = page.ownGroup ?? groupOf(context, contexts);
  const pagesEach = page.limits?.pages;
  const linesEach = page.limits?.lines;
  const channel = page.channel ?? 'navbar';
  const [batches, setBatches] = useState<(Batch | null)[]>([]);
  const [answered, setAnsweredQuery] = useState('');
  const [failures, setFailures] = useState(0);
  const run = useRef(0);

  useEffect(() => {
    const id = ++run.current;
    const trimmed = query.trim();
    setBatches(plan.map(() => null));
    setFailures(0);
    if (!trimmed) return undefined;
    const timer = setTimeout(() => {
      const current = ++generation;
      void loadSearchWorker()
        .then((worker) =>
          plan.forEach((ctx, index) => {
            const own = groupOf(ctx, contexts) === ownGroup;
            worker
              .search({
                baseUrl: versionUrl,
                context: ctx,
                query: trimmed,
                locale,
                limit: pagesEach ?? (own ? OWN_GROUP_PAGES : OTHER_GROUP_PAGES),
                isApi: contexts.some((c) => c.path === ctx && c.api),
                prefer,
                generation: current,
                channel,
              })
              .then((pages) => ({context: ctx, pages}))
              .catch(() => {
                if (run.current === id) setFailures((n) => n + 1);
                return {context: ctx, pages: [] as PageResult[]};
              })
              .then((batch) => {
                // Skipped by the worker (overtaken) or answered after the reader typed on.
                if (run.current !== id || batch.pages === null) return;
                setAnsweredQuery(trimmed);
                setBatches((prev) => prev.map((b, i) => (i === index ? (batch as Batch) : b)));
              });
          }),
        )
        .catch(() => {
          if (run.current !== id) return;
          setFailures(plan.length);
          setBatches(plan.map((ctx) => ({context: ctx, pages: []})));
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, plan, versionUrl, contexts, ownGroup, locale, prefer, pagesEach, channel]);

  const arrived = useMemo(() => batches.filter((b): b is Batch => b !== null), [batches]);
  const pending = query.trim() ? batches.length - arrived.length : 0;
  const products = useProducts();
  const groups = useMemo(() => {
    const productLabel = (id: string) => products.find((p) => p.id === id)?.label;
    const lines = linesEach ? {own: linesEach, other: linesEach} : undefined;
    return groupResults(arrived, (id) => searchGroupLabel(id, locale, productLabel), ownGroup, contexts, prefer, undefined, lines);
  }, [arrived, locale, ownGroup, contexts, products, prefer, linesEach]);
  return {groups, pending, failed: query.trim() !== '' && pending === 0 && failures === plan.length, query: arrived.length ? answered : ''};
}

/** Warms the worker and the reader's own index when they reach for search, before they type. */
export function prefetchSearch(versionUrl: string, context: string): void {
  void loadSearchWorker()
    .then((worker) => worker.prefetch(versionUrl, context))
    .catch(() => undefined);
}
