/**
 * Runs a query against every index of the search plan, in the worker, and keeps the grouped
 * result. Each index answers on its own: the reader's own section shows as soon as it is ready,
 * other products join as they arrive. An index that fails counts as empty; if they all fail the
 * reader is told search is unavailable.
 */
import {useEffect, useMemo, useRef, useState} from 'react';
import type {SearchContext} from '@site/src/config/search';
import {searchGroupLabel} from '@site/src/config/search';
import {useProducts} from '@site/src/lib/use-products';
import {groupOf, groupResults, OTHER_GROUP_LIMIT, OWN_GROUP_LIMIT, searchPlan, type ResultGroup, type SearchHit} from './results';
import {loadSearchWorker} from './worker-client';

/** Keystrokes closer than this make one search. */
const DEBOUNCE_MS = 90;

export interface GroupedSearch {
  groups: ResultGroup[];
  /** Indexes still answering the current query. */
  pending: number;
  failed: boolean;
}

interface Options {
  query: string;
  versionUrl: string;
  context: string;
  contexts: SearchContext[];
  isLatestVersion: boolean;
  locale: string;
}

export function useGroupedSearch({query, versionUrl, context, contexts, isLatestVersion, locale}: Options): GroupedSearch {
  const plan = useMemo(() => searchPlan(context, isLatestVersion, contexts), [context, isLatestVersion, contexts]);
  const ownGroup = groupOf(context, contexts);
  const [batches, setBatches] = useState<({context: string; hits: SearchHit[]} | null)[]>([]);
  const [failures, setFailures] = useState(0);
  const run = useRef(0);

  useEffect(() => {
    const id = ++run.current;
    const trimmed = query.trim();
    setBatches(plan.map(() => null));
    setFailures(0);
    if (!trimmed) return undefined;
    const timer = setTimeout(() => {
      void loadSearchWorker()
        .then((worker) =>
          plan.forEach((ctx, index) => {
            const limit = groupOf(ctx, contexts) === ownGroup ? OWN_GROUP_LIMIT : OTHER_GROUP_LIMIT;
            worker
              .searchByWorker(versionUrl, ctx, trimmed, limit)
              .then((hits) => ({context: ctx, hits}))
              .catch(() => {
                if (run.current === id) setFailures((n) => n + 1);
                return {context: ctx, hits: [] as SearchHit[]};
              })
              .then((batch) => {
                if (run.current !== id) return;
                setBatches((prev) => prev.map((b, i) => (i === index ? batch : b)));
              });
          }),
        )
        .catch(() => {
          if (run.current !== id) return;
          setFailures(plan.length);
          setBatches(plan.map((ctx) => ({context: ctx, hits: []})));
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, plan, versionUrl, contexts, ownGroup]);

  const answered = useMemo(() => batches.filter((b): b is {context: string; hits: SearchHit[]} => b !== null), [batches]);
  const pending = query.trim() ? batches.length - answered.length : 0;
  const products = useProducts();
  const groups = useMemo(() => {
    const productLabel = (id: string) => products.find((p) => p.id === id)?.label;
    return groupResults(answered, (id) => searchGroupLabel(id, locale, productLabel), ownGroup, contexts);
  }, [answered, locale, ownGroup, contexts, products]);
  return {groups, pending, failed: query.trim() !== '' && pending === 0 && failures === plan.length};
}

/** Warms the worker and the reader's own index when they reach for search, before they type. */
export function prefetchSearch(versionUrl: string, context: string): void {
  void loadSearchWorker()
    .then((worker) => worker.fetchIndexesByWorker(versionUrl, context))
    .catch(() => undefined);
}
