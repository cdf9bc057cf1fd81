/** Runs `task` later, in its own turn of the event loop (an idle callback in the browser). */
export type Schedule = (task: () => void) => void;

/**
 * Wraps `prefetch` so calls are queued and run one per scheduled turn, in call order, each route
 * once while it waits. Docusaurus ignores prefetch's result, so the wrapper answers at once.
 */
export function idlePrefetcher(prefetch: (routePath: string) => unknown, schedule: Schedule): (routePath: string) => boolean {
  const queue: string[] = [];
  const waiting = new Set<string>();
  let scheduled = false;

  const runNext = () => {
    scheduled = false;
    const routePath = queue.shift();
    if (routePath !== undefined) {
      waiting.delete(routePath);
      try {
        prefetch(routePath);
      } catch {
        // A failed prefetch only costs the reader a slower click later; the queue goes on.
      }
    }
    if (queue.length) {
      scheduled = true;
      schedule(runNext);
    }
  };

  return (routePath) => {
    if (!waiting.has(routePath)) {
      waiting.add(routePath);
      queue.push(routePath);
    }
    if (!scheduled) {
      scheduled = true;
      schedule(runNext);
    }
    return true;
  };
}

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

/**
 * Makes `window.docusaurus` (which Docusaurus's Link calls at prefetch time, and which the client
 * entry assigns after the client modules have run) hold an idle-scheduled `prefetch`. Preload (on
 * hover or focus, the reader is about to click) stays immediate.
 */
export function installIdlePrefetch(target: {docusaurus?: DocusaurusGlobal}, schedule: Schedule): void {
  const wrap = (value: DocusaurusGlobal | undefined) =>
    value && Object.freeze({...value, prefetch: idlePrefetcher(value.prefetch.bind(value), schedule)});
  let current = wrap(target.docusaurus);
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = wrap(value);
    },
  });
}
