import {idlePrefetcher, installIdlePrefetch} from '../queue';

/** A hand-cranked scheduler: tasks run only when the test says so. */
function manualSchedule() {
  const tasks: (() => void)[] = [];
  const runOne = () => tasks.shift()?.();
  return {
    schedule: (task: () => void) => void tasks.push(task),
    pending: () => tasks.length,
    runOne,
    runAll: () => {
      while (tasks.length) runOne();
    },
  };
}

/** An idle prefetcher over a recording prefetch; `fail` routes throw. */
function recorded(fail: string[] = []) {
  const done: string[] = [];
  const s = manualSchedule();
  const prefetch = idlePrefetcher((p) => {
    if (fail.includes(p)) throw new Error('no chunk');
    done.push(p);
  }, s.schedule);
  return {done, s, prefetch};
}

describe('idlePrefetcher', () => {
  test('nothing is prefetched during the call; one route per scheduled turn, in order', () => {
    const {done, s, prefetch} = recorded();
    prefetch('/a');
    prefetch('/b');
    prefetch('/c');
    expect(done).toEqual([]);
    expect(s.pending()).toBe(1);
    s.runOne();
    expect(done).toEqual(['/a']);
    s.runOne();
    s.runOne();
    expect(done).toEqual(['/a', '/b', '/c']);
    expect(s.pending()).toBe(0);
  });

  test('a route asked for twice while waiting is prefetched once', () => {
    const {done, s, prefetch} = recorded();
    prefetch('/a');
    prefetch('/a');
    s.runAll();
    expect(done).toEqual(['/a']);
  });

  test('a throwing prefetch does not stop the queue', () => {
    const {done, s, prefetch} = recorded(['/bad']);
    prefetch('/bad');
    prefetch('/good');
    s.runAll();
    expect(done).toEqual(['/good']);
  });

  test('after the queue drains, a new call schedules again', () => {
    const {done, s, prefetch} = recorded();
    prefetch('/a');
    s.runOne();
    prefetch('/b');
    expect(s.pending()).toBe(1);
    s.runOne();
    expect(done).toEqual(['/a', '/b']);
  });
});

describe('installIdlePrefetch', () => {
  test('wraps the global Docusaurus assigns later; preload stays immediate', () => {
    const target: {docusaurus?: {prefetch: (p: string) => unknown; preload: (p: string) => unknown}} = {};
    const s = manualSchedule();
    installIdlePrefetch(target, s.schedule);
    const prefetched: string[] = [];
    const preloaded: string[] = [];
    target.docusaurus = Object.freeze({prefetch: (p: string) => prefetched.push(p), preload: (p: string) => preloaded.push(p)});
    target.docusaurus!.prefetch('/x/a');
    target.docusaurus!.preload('/x/b');
    expect(prefetched).toEqual([]);
    expect(preloaded).toEqual(['/x/b']);
    s.runOne();
    expect(prefetched).toEqual(['/x/a']);
  });

  test('wraps a global that is already there', () => {
    const prefetched: string[] = [];
    const target = {docusaurus: {prefetch: (p: string) => prefetched.push(p), preload: () => undefined}};
    const s = manualSchedule();
    installIdlePrefetch(target, s.schedule);
    target.docusaurus.prefetch('/a');
    expect(prefetched).toEqual([]);
    s.runOne();
    expect(prefetched).toEqual(['/a']);
  });
});
