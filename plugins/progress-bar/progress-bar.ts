/**
 * The route-change progress bar, with nprogress's markup (so theme-classic's nprogress.css styles it)
 * and the part of its API theme-classic calls (`configure`, `start`, `done`), animated with the Web
 * Animations API. nprogress restarts a CSS transition on each step by reading `offsetWidth`, which
 * forces a layout of the whole page; nothing here reads layout, so the bar costs a page switch
 * nothing but its own compositing.
 */

/** How far the bar creeps while the next page loads, and how long it takes to get there. */
const CREEP = {to: 'translate3d(-8%,0,0)', ms: 12_000};
const FINISH_MS = 200;

let root: HTMLElement | null = null;
let finishing: Promise<void> | null = null;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function animate(el: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions): Promise<void> {
  if (typeof el.animate !== 'function' || reducedMotion()) {
    Object.assign(el.style, keyframes[keyframes.length - 1]);
    return Promise.resolve();
  }
  return el.animate(keyframes, {fill: 'forwards', ...options}).finished.then(
    () => undefined,
    () => undefined, // cancelled because the element left the page: nothing to wait for
  );
}

function render(): HTMLElement {
  const el = document.createElement('div');
  el.id = 'nprogress';
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'presentation');
  bar.style.transform = 'translate3d(-100%,0,0)';
  bar.appendChild(document.createElement('div')).className = 'peg';
  el.appendChild(bar);
  return el;
}

export function start(): void {
  if (root && !finishing) return;
  root?.remove();
  finishing = null;
  root = render();
  document.body.appendChild(root);
  const bar = root.firstChild as HTMLElement;
  void animate(bar, [{transform: 'translate3d(-100%,0,0)'}, {transform: CREEP.to}], {
    duration: CREEP.ms,
    easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
  });
}

export function done(): void {
  if (!root || finishing) return;
  const el = root;
  const bar = el.firstChild as HTMLElement;
  // One keyframe: the bar runs on from wherever the creep has got to.
  finishing = animate(bar, [{transform: 'translate3d(0,0,0)'}], {duration: FINISH_MS, easing: 'ease-out'})
    .then(() => animate(el, [{opacity: '1'}, {opacity: '0'}], {duration: FINISH_MS}))
    .then(() => {
      el.remove();
      if (root === el) {
        root = null;
        finishing = null;
      }
    });
}

/** Whether the bar is on the page (nprogress's `isStarted`). */
export const isStarted = (): boolean => root !== null;

/** nprogress's settings call: nothing to configure (no spinner is ever drawn). */
export function configure(_options: object): typeof progressBar {
  return progressBar;
}

const progressBar = {configure, start, done, isStarted};
export default progressBar;
