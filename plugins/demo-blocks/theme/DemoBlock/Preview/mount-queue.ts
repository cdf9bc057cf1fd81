/**
 * Demos mount one after another. A page's first demos (two data grids near the top of a Data Grid
 * page) finish loading together; started at once, their transitions render as one and commit as
 * one long task (React time-slices a transition's render, not its commit: the DOM, the layout
 * effects that measure the grid, emotion's style insertion). Through this queue each demo's mount
 * waits until the one before has committed and the browser has painted a frame after it, so input
 * and paint get a turn between them. The first demo starts at once: its ready time is unchanged.
 */

type Start = () => void;

const waiting: Start[] = [];
let busy = false;

/**
 * Runs `start` (which should begin the demo's mount) now when no other demo is mounting, else after
 * those before it. Returns `done`: call it once the demo has committed (or failed, or the block
 * unmounted); it lets the next demo start after the next painted frame. Calling it twice is harmless.
 */
export function queueMount(start: Start, afterPaint: (then: () => void) => void = defaultAfterPaint): () => void {
  let finished = false;
  let started = false;
  const run = () => {
    started = true;
    start();
  };
  if (busy) waiting.push(run);
  else {
    busy = true;
    run();
  }
  return () => {
    if (finished) return;
    finished = true;
    if (!started) {
      // Left the queue before its turn (the block unmounted): the others keep their places.
      const at = waiting.indexOf(run);
      if (at >= 0) waiting.splice(at, 1);
      return;
    }
    afterPaint(() => {
      const next = waiting.shift();
      if (next) next();
      else busy = false;
    });
  };
}

function defaultAfterPaint(then: () => void): void {
  // Hidden tabs get no animation frames: do not hold the queue there.
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
    setTimeout(then, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** For tests: forget every queued mount. */
export function resetMountQueue(): void {
  waiting.length = 0;
  busy = false;
}
