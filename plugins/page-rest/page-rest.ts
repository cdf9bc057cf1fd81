/**
 * When a page's content after its first screen (`<PageRest>`) may wait for the frame after the
 * first one. Only on a link navigation to a page top: the static HTML and hydration must render it
 * all, and Back/Forward (scroll restored), a hash (scroll to an anchor) or a query (search-term
 * highlighting) need every element in place on arrival.
 */
export interface Arrival {
  /** False while React hydrates the server's HTML. */
  hydrated: boolean;
  /** The history action that brought the reader: PUSH, REPLACE or POP. */
  action: string;
  hash: string;
  search: string;
}

/** A link navigation (after hydration) to a page's top: no anchor to scroll to. */
export function isLinkToPageTop({hydrated, action, hash}: Pick<Arrival, 'hydrated' | 'action' | 'hash'>): boolean {
  return hydrated && action === 'PUSH' && hash === '';
}

export function mayRenderRestLater(arrival: Arrival): boolean {
  return isLinkToPageTop(arrival) && arrival.search === '';
}
