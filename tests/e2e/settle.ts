/**
 * Waiting for a page to settle on conditions instead of fixed sleeps: a sleep long enough for a
 * busy machine is wasted on a quiet one, and one short enough for a quiet machine flakes on a busy one.
 */
import type {Page} from 'playwright-core';

/** Resolves once the tab's main thread has been idle (after two frames): a page's first effects have run. */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000}))),
      ),
  );
}

/**
 * Resolves once the CSS transitions and animations running now have finished (endless ones, such
 * as a loading shimmer, aside): what a reader sees once a menu has faded in or a panel slid open.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  await waitForIdle(page);
}
