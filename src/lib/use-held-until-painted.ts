import {startTransition, useEffect, useState} from 'react';
import {afterNextPaint} from './after-next-paint';

/**
 * Whether a part of a new page is still held back: true from a mount where `mayHold()` is true (read
 * once) until the frame after the first one has painted, then false in a transition, so rendering
 * the held part yields to input. For what may follow a page's heading on a client-side switch.
 */
export function useHeldUntilPainted(mayHold: () => boolean): boolean {
  const [held, setHeld] = useState(mayHold);
  useEffect(() => {
    if (!held) return undefined;
    return afterNextPaint(() => startTransition(() => setHeld(false)));
  }, [held]);
  return held;
}
