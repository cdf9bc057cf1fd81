/**
 * When a page being left may stay mounted, hidden, until the new page has painted: on a link
 * navigation (PUSH, after hydration). Unmounting a Data Grid page (thousands of elements, several
 * grids' effects) in the same commit as the new page delays the new page's first frame; kept a
 * frame longer, that work runs after it. Back/Forward take React Router's usual path.
 *
 * A link with a hash scrolls to the first element of the document with that id once the new page
 * is in: the new page comes first in the document, so the page left (after it) can only be found
 * when the new page lacks the anchor. So the page left is kept on such a link only when it has no
 * element of that id itself.
 */

export interface Leaving {
  hydrated: boolean;
  /** The history action that brought the reader: PUSH, REPLACE or POP. */
  action: string;
  hash: string;
  /** Whether the document as shown now (the page being left) has an element with the id `hash` names. */
  anchorInPageLeft: boolean;
}

export function mayKeepLeavingPage({hydrated, action, hash, anchorInPageLeft}: Leaving): boolean {
  return hydrated && action === 'PUSH' && (hash === '' || !anchorInPageLeft);
}

/** Whether `doc` has an element with the id `hash` (`#id`, URL-escaped) names; a malformed escape counts as yes (keep nothing). */
export function hasAnchor(doc: {getElementById: (id: string) => unknown}, hash: string): boolean {
  if (hash === '' || hash === '#') return false;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1))) !== null;
  } catch {
    return true;
  }
}
