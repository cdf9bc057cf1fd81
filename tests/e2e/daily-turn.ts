/**
 * The day-by-day rotations of `npm test`'s sampled browser checks (the page sweep's pages, the
 * search quality's queries and starting pages, the accessibility sample, the budgets' desktop
 * viewport): which part runs today, so that every part runs within a few days.
 */

const DAY_MS = 86_400_000;

/** Today as a number (days since 1970-01-01, UTC), or the day the environment variable `pin` names, to replay a run. */
export function dayNumber(pin: string): number {
  return Number(process.env[pin] ?? Math.floor(Date.now() / DAY_MS));
}

/** A stable number for `key` (FNV-1a): its turn does not move when other keys are added or removed. */
function turnOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** Whether `day` is one of `key`'s days when one key in `every` takes its turn each day. */
export function isTurn(key: string, day: number, every: number): boolean {
  return (turnOf(key) + day) % every === 0;
}
