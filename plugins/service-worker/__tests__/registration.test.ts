import {sameOriginUrls, shouldRegister, watchForUpdates, type RegistrationLike} from '../registration';
import {PRODUCTION_HOST} from '../../../src/config/portal';

test('registers only when the host is exactly the production host', () => {
  expect(shouldRegister(PRODUCTION_HOST, PRODUCTION_HOST, true)).toBe(true);
  expect(shouldRegister('127.0.0.1:3000', PRODUCTION_HOST, true)).toBe(false);
  expect(shouldRegister('localhost', PRODUCTION_HOST, true)).toBe(false);
  expect(shouldRegister(`${PRODUCTION_HOST}.evil.test`, PRODUCTION_HOST, true)).toBe(false);
  expect(shouldRegister(`preview.${PRODUCTION_HOST}`, PRODUCTION_HOST, true)).toBe(false);
  expect(shouldRegister(PRODUCTION_HOST, PRODUCTION_HOST, false)).toBe(false);
  expect(shouldRegister('', '', true)).toBe(false);
});

function fakeRegistration() {
  const listeners: Array<() => void> = [];
  const worker = {postMessage: jest.fn()};
  const registration: RegistrationLike & {fireUpdateFound(): void; worker: typeof worker} = {
    installing: null,
    waiting: null,
    addEventListener: (_type, l) => listeners.push(l),
    fireUpdateFound: () => listeners.forEach((l) => l()),
    worker,
  };
  return registration;
}

function fakeWindow() {
  const focus = new Set<() => void>();
  return {
    addEventListener: (_t: 'focus', l: () => void) => focus.add(l),
    removeEventListener: (_t: 'focus', l: () => void) => focus.delete(l),
    reload: jest.fn(),
    focus: () => focus.forEach((l) => l()),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an update: checked every 100 ms until it waits, then told to take over, reload on next focus', () => {
  const reg = fakeRegistration();
  const win = fakeWindow();
  watchForUpdates(reg, win, () => true);
  win.focus();
  expect(win.reload).not.toHaveBeenCalled();
  reg.fireUpdateFound();
  expect(jest.getTimerCount()).toBe(1);
  jest.advanceTimersByTime(300);
  expect(reg.worker.postMessage).not.toHaveBeenCalled();
  reg.waiting = reg.worker; // installed, now waiting
  jest.advanceTimersByTime(99);
  expect(reg.worker.postMessage).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(reg.worker.postMessage).toHaveBeenCalledWith({type: 'SKIP_WAITING'});
  expect(jest.getTimerCount()).toBe(0);
  // Not reloaded under the reader's eyes: only when the tab regains focus.
  expect(win.reload).not.toHaveBeenCalled();
  win.focus();
  expect(win.reload).toHaveBeenCalledTimes(1);
});

test('a worker already waiting at registration is picked up without an updatefound event', () => {
  const reg = fakeRegistration();
  reg.waiting = reg.worker;
  const win = fakeWindow();
  watchForUpdates(reg, win, () => true);
  jest.advanceTimersByTime(100);
  expect(reg.worker.postMessage).toHaveBeenCalledTimes(1);
  win.focus();
  expect(win.reload).toHaveBeenCalledTimes(1);
});

test('a first install (no previous worker) never reloads the page', () => {
  const reg = fakeRegistration();
  const win = fakeWindow();
  watchForUpdates(reg, win, () => false);
  reg.fireUpdateFound();
  reg.waiting = reg.worker;
  jest.advanceTimersByTime(1000);
  win.focus();
  expect(win.reload).not.toHaveBeenCalled();
  expect(reg.worker.postMessage).not.toHaveBeenCalled();
});

test('stopping removes the interval and the focus listener', () => {
  const reg = fakeRegistration();
  reg.waiting = reg.worker;
  const win = fakeWindow();
  const stop = watchForUpdates(reg, win, () => true);
  jest.advanceTimersByTime(100);
  stop();
  win.focus();
  expect(win.reload).not.toHaveBeenCalled();
});

test('the page and its same-origin resources are sent to the worker, nothing else', () => {
  expect(
    sameOriginUrls(
      'https://docs.test/x/introduction#install',
      ['https://docs.test/assets/js/main.1.js', 'https://cdn.other/x.js', 'https://docs.test/search-index.json', 'not a url ::'],
      'https://docs.test',
    ),
  ).toEqual([
    'https://docs.test/x/introduction',
    'https://docs.test/assets/js/main.1.js',
    'https://docs.test/search-index.json',
    'https://docs.test/not%20a%20url%20::',
  ]);
});
