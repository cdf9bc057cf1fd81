import {hasLoaded, loadBeforeNavigating, resetLoadedPaths, targetPathname, type NavigatingHistory} from '../load-before-navigating';

function fakeHistory(pathname = '/x/a') {
  const calls: string[] = [];
  const history: NavigatingHistory = {
    location: {pathname},
    push: (to) => {
      const next = typeof to === 'string' ? to : to.pathname!;
      calls.push(`push ${next}`);
      history.location = {pathname: new URL(next, 'http://localhost' + history.location.pathname).pathname};
    },
    replace: (to) => {
      calls.push(`replace ${typeof to === 'string' ? to : to.pathname}`);
    },
  };
  return {history, calls};
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => resetLoadedPaths());

test('a push to another page waits until its chunks have loaded, then pushes the same arguments', async () => {
  const {history, calls} = fakeHistory();
  const load = deferred();
  const preload = jest.fn(() => load.promise);
  const started = jest.fn();
  const ended = jest.fn();
  loadBeforeNavigating(history, preload, {started, ended});
  history.push('/x/b?q=1#h');
  expect(preload).toHaveBeenCalledWith('/x/b');
  expect(started).toHaveBeenCalledWith('/x/b');
  expect(calls).toEqual([]);
  expect(history.location.pathname).toBe('/x/a');
  load.resolve();
  await flush();
  expect(calls).toEqual(['push /x/b?q=1#h']);
  expect(ended).toHaveBeenCalledWith('/x/b');
  expect(hasLoaded('/x/b')).toBe(true);
});

test('the same page (a hash, a query) and a page already loaded navigate at once', async () => {
  const {history, calls} = fakeHistory();
  const preload = jest.fn(() => Promise.resolve());
  loadBeforeNavigating(history, preload);
  history.replace('/x/a?q=filter');
  history.push('#section');
  expect(calls).toEqual(['replace /x/a?q=filter', 'push #section']);
  expect(preload).not.toHaveBeenCalled();
  history.push('/x/b');
  await flush();
  history.push('/x/a');
  await flush();
  preload.mockClear();
  history.push('/x/b');
  expect(preload).not.toHaveBeenCalled();
  expect(calls.slice(-1)).toEqual(['push /x/b']);
});

test('of two navigations waiting at once, only the newer goes through, whichever loads first', async () => {
  const {history, calls} = fakeHistory();
  const slow = deferred();
  const fast = deferred();
  loadBeforeNavigating(history, (p) => (p === '/x/slow' ? slow.promise : fast.promise));
  history.push('/x/slow');
  history.push('/x/fast');
  fast.resolve();
  await flush();
  slow.resolve();
  await flush();
  expect(calls).toEqual(['push /x/fast']);
});

test("an older navigation loading first neither goes through nor ends the newer one's wait", async () => {
  const {history, calls} = fakeHistory();
  const slow = deferred();
  const fast = deferred();
  const events: string[] = [];
  const waiting = {started: (p: string) => events.push(`started ${p}`), ended: (p: string) => events.push(`ended ${p}`)};
  loadBeforeNavigating(history, (p) => (p === '/x/slow' ? slow.promise : fast.promise), waiting);
  history.push('/x/fast');
  history.push('/x/slow');
  fast.resolve();
  await flush();
  // The progress bar stays due for the newer navigation.
  expect(events).toEqual(['started /x/fast', 'ended /x/fast', 'started /x/slow']);
  expect(calls).toEqual([]);
  slow.resolve();
  await flush();
  expect(calls).toEqual(['push /x/slow']);
  expect(events).toEqual(['started /x/fast', 'ended /x/fast', 'started /x/slow', 'ended /x/slow']);
});

test('a navigation that needs no wait ends the wait of one still loading, which then never goes through', async () => {
  const {history, calls} = fakeHistory();
  const load = deferred();
  const ended = jest.fn();
  loadBeforeNavigating(history, () => load.promise, {ended});
  history.push('/x/b');
  history.push('#section');
  expect(ended).toHaveBeenCalledWith('/x/b');
  load.resolve();
  await flush();
  expect(calls).toEqual(['push #section']);
  expect(ended).toHaveBeenCalledTimes(1);
});

test('a failed load navigates anyway (core then fails the same load and reloads the page)', async () => {
  const {history, calls} = fakeHistory();
  const load = deferred();
  const ended = jest.fn();
  loadBeforeNavigating(history, () => load.promise, {ended});
  history.push({pathname: '/x/gone'});
  load.reject(new Error('ChunkLoadError'));
  await flush();
  expect(calls).toEqual(['push /x/gone']);
  expect(ended).toHaveBeenCalledWith('/x/gone');
  expect(hasLoaded('/x/gone')).toBe(false);
});

test('wrapping twice wraps once; target paths resolve as the browser resolves them', () => {
  const {history} = fakeHistory();
  const preload = jest.fn(() => new Promise<void>(() => {}));
  loadBeforeNavigating(history, preload);
  loadBeforeNavigating(history, preload);
  history.push('/x/b');
  expect(preload).toHaveBeenCalledTimes(1);
  expect(targetPathname('../c', {pathname: '/x/a/b'})).toBe('/x/c');
  expect(targetPathname({pathname: '/y'}, {pathname: '/x'})).toBe('/y');
  expect(targetPathname({}, {pathname: '/x'})).toBe('/x');
  expect(targetPathname('?q=1', {pathname: '/x'})).toBe('/x');
});
