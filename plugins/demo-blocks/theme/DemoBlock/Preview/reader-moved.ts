/**
 * Whether the reader has done anything on the page yet: scrolled, pressed a key, touched or
 * clicked, gone back or forward, or reached this page by a link. Until then a demo mounts only when
 * it is in the window, not NEAR_VIEWPORT_MARGIN_PX ahead of it: mounting a data grid is one task of
 * half a second or more on a phone (its commit, layout effects and styles cannot be sliced), and a
 * reader who has just opened the page and is reading its first screen would find their first tap
 * unanswered while a grid they have not scrolled to mounts. Once they move, demos mount ahead of
 * the window again.
 */

/** Once the reader has moved, a demo starts loading this far before it scrolls into view. */
export const NEAR_VIEWPORT_MARGIN_PX = 400;

/** Events that mean the reader is using the page (see usesPage). Scrolling the page by script fires `scroll` too. */
export const READER_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart', 'popstate'] as const;

/**
 * A press on a link is not a use of this page: it leads to another page (which then counts as
 * reached by a link, `readerFollowedLink`) or to an anchor here (which scrolls). Counted, it would
 * start the demos of the page being left while the next one loads.
 */
function pressesLink(event: Event): boolean {
  const target = event.target as {closest?: (selector: string) => unknown} | null;
  return typeof target?.closest === 'function' && target.closest('a[href]') !== null;
}

/** Whether `event` is the reader using this page. Only the page's own scroll brings demos nearer (not a sidebar's or a code block's). */
function usesPage(event: Event, page: EventTarget): boolean {
  if (event.type === 'scroll') return event.target === page || event.target === (page as {document?: unknown}).document;
  if (event.type === 'wheel' || event.type === 'popstate') return true;
  return !pressesLink(event);
}

let moved = false;
const waiting = new Set<() => void>();
let listening: EventTarget | null = null;

function onReaderEvent(event: Event): void {
  if (listening && usesPage(event, listening)) markMoved();
}

function markMoved(): void {
  if (moved) return;
  moved = true;
  stopListening();
  const due = Array.from(waiting);
  waiting.clear();
  due.forEach((callback) => callback());
}

function stopListening(): void {
  if (!listening) return;
  for (const type of READER_EVENTS) listening.removeEventListener(type, onReaderEvent, {capture: true});
  listening = null;
}

/** True once the reader has used this tab's pages or reached one by a link. */
export function hasReaderMoved(): boolean {
  return moved;
}

/** The reader has reached a page by a link (a client-side navigation): its demos mount ahead of the window. */
export function readerFollowedLink(): void {
  markMoved();
}

/**
 * Calls `callback` once the reader moves (at once, synchronously, if they already have). Returns a
 * function that cancels the wait. Listens on `target` (the window), passively, from the first call.
 */
export function whenReaderMoves(callback: () => void, target: EventTarget = window): () => void {
  if (moved) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  if (!listening) {
    listening = target;
    for (const type of READER_EVENTS) target.addEventListener(type, onReaderEvent, {capture: true, passive: true});
  }
  return () => {
    waiting.delete(callback);
  };
}

/** For tests: back to a page nobody has touched. */
export function resetReaderMoved(): void {
  stopListening();
  moved = false;
  waiting.clear();
}
