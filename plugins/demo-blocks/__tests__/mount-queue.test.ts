import {queueMount, resetMountQueue} from '../theme/DemoBlock/Preview/mount-queue';

// A paint the test triggers by hand: each call to `paint()` runs what waited for the next frame.
let frames: (() => void)[] = [];
const afterPaint = (then: () => void) => frames.push(then);
const paint = () => {
  const due = frames;
  frames = [];
  due.forEach((f) => f());
};

beforeEach(() => {
  resetMountQueue();
  frames = [];
});

test('the first demo mounts at once; the next waits for its commit and a painted frame', () => {
  const started: string[] = [];
  const doneA = queueMount(() => started.push('a'), afterPaint);
  const doneB = queueMount(() => started.push('b'), afterPaint);
  queueMount(() => started.push('c'), afterPaint);
  expect(started).toEqual(['a']);
  paint();
  expect(started).toEqual(['a']); // a has not committed yet
  doneA();
  expect(started).toEqual(['a']); // committed, the frame after it not painted yet
  paint();
  expect(started).toEqual(['a', 'b']);
  doneB();
  doneB(); // twice is harmless
  paint();
  expect(started).toEqual(['a', 'b', 'c']);
});

test('a demo that leaves before its turn gives its place up, and the queue empties', () => {
  const started: string[] = [];
  const doneA = queueMount(() => started.push('a'), afterPaint);
  const doneB = queueMount(() => started.push('b'), afterPaint);
  const doneC = queueMount(() => started.push('c'), afterPaint);
  doneB(); // unmounted while waiting
  doneA();
  paint();
  expect(started).toEqual(['a', 'c']);
  doneC();
  paint();
  queueMount(() => started.push('d'), afterPaint);
  expect(started).toEqual(['a', 'c', 'd']); // nothing mounting: at once
});
