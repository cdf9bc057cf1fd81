import {
  hasReaderMoved,
  READER_EVENTS,
  readerFollowedLink,
  resetReaderMoved,
  whenReaderMoves,
} from '../theme/DemoBlock/Preview/reader-moved';

beforeEach(() => resetReaderMoved());

test('waiting demos start on the reader’s first scroll, once, and later ones start at once', () => {
  const page = new EventTarget();
  const started: string[] = [];
  whenReaderMoves(() => started.push('a'), page);
  whenReaderMoves(() => started.push('b'), page);
  expect(started).toEqual([]);
  expect(hasReaderMoved()).toBe(false);
  page.dispatchEvent(new Event('scroll'));
  expect(started).toEqual(['a', 'b']);
  page.dispatchEvent(new Event('scroll'));
  expect(started).toEqual(['a', 'b']);
  whenReaderMoves(() => started.push('c'), page);
  expect(started).toEqual(['a', 'b', 'c']);
  expect(hasReaderMoved()).toBe(true);
});

test.each(READER_EVENTS)('%s counts as the reader moving', (type) => {
  const page = new EventTarget();
  let started = false;
  whenReaderMoves(() => (started = true), page);
  page.dispatchEvent(new Event(type));
  expect(started).toBe(true);
});

test('other events (a resize, the page loading) do not; a cancelled wait is not called', () => {
  const page = new EventTarget();
  const started: string[] = [];
  const cancel = whenReaderMoves(() => started.push('left'), page);
  whenReaderMoves(() => started.push('stayed'), page);
  page.dispatchEvent(new Event('resize'));
  page.dispatchEvent(new Event('load'));
  expect(started).toEqual([]);
  cancel();
  page.dispatchEvent(new Event('keydown'));
  expect(started).toEqual(['stayed']);
});

test('once moved it stops listening', () => {
  const page = new EventTarget();
  const removed: string[] = [];
  const remove = page.removeEventListener.bind(page);
  page.removeEventListener = (type, listener, options) => {
    removed.push(type);
    remove(type, listener, options);
  };
  whenReaderMoves(() => {}, page);
  page.dispatchEvent(new Event('touchstart'));
  expect(removed.sort()).toEqual([...READER_EVENTS].sort());
});

/** An event as dispatched on `target` (what the window's capturing listener sees as `event.target`). */
function eventFrom(type: string, target: {closest: (selector: string) => unknown}): Event {
  const event = new Event(type);
  Object.defineProperty(event, 'target', {value: target});
  return event;
}

test('pressing or touching a link does not count (the page is being left); pressing anything else does', () => {
  const page = new EventTarget();
  let started = false;
  whenReaderMoves(() => (started = true), page);
  const insideLink = {closest: (selector: string) => (selector === 'a[href]' ? {} : null)};
  const elsewhere = {closest: () => null};
  for (const type of ['pointerdown', 'touchstart', 'keydown']) page.dispatchEvent(eventFrom(type, insideLink));
  expect(started).toBe(false);
  page.dispatchEvent(eventFrom('pointerdown', elsewhere));
  expect(started).toBe(true);
});

test('a page reached by a link counts as the reader having moved', () => {
  const page = new EventTarget();
  let started = false;
  whenReaderMoves(() => (started = true), page);
  readerFollowedLink();
  expect(started).toBe(true);
  expect(hasReaderMoved()).toBe(true);
});

test('a scroll inside the page (a sidebar, a code block) does not count; the page’s own does', () => {
  const page = new EventTarget();
  let started = false;
  whenReaderMoves(() => (started = true), page);
  page.dispatchEvent(eventFrom('scroll', {closest: () => null}));
  expect(started).toBe(false);
  page.dispatchEvent(new Event('scroll'));
  expect(started).toBe(true);
});
