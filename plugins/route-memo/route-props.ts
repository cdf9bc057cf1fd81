/**
 * When a route's component may skip a render: React Router's `<Route>` hands its component a new
 * props object on every render, even when nothing in it changed. It renders again whenever the
 * router's context changes anywhere above it, and React 19 schedules every reader of that context
 * below a changed provider, nested providers of the same context or not: on each page switch the
 * page being left (kept mounted by PageHandover under the location it last showed) rendered again
 * in full (~55 ms of a ~225 ms switch render at 4x CPU on the Data Grid sorting page). Equal
 * props, as defined here, let it stop at the route.
 */

export interface RouteMatchLike {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

/** What React Router passes a route's component, plus renderRoutes' `route` and extra props. */
export interface RouteProps {
  location?: unknown;
  history?: unknown;
  match?: RouteMatchLike | null;
  staticContext?: unknown;
  route?: unknown;
  [extra: string]: unknown;
}

function sameParams(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Two matches of the same route for the same URL: React Router computes a new object for each render. */
export function sameMatch(a: RouteMatchLike | null | undefined, b: RouteMatchLike | null | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.path === b.path && a.url === b.url && a.isExact === b.isExact && sameParams(a.params, b.params);
}

/**
 * Whether a route component's props are the same as last time: the same location object (a new
 * navigation, even to the same URL, makes a new one), history, route, and every other prop
 * identical, and an equal match.
 */
export function sameRouteProps(prev: RouteProps, next: RouteProps): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(prev).length) return false;
  return keys.every((key) => (key === 'match' ? sameMatch(prev.match, next.match) : Object.is(prev[key], next[key])));
}
