/**
 * Whether the host answered the reader's URL with its "not found" page. A static host sends its
 * `404.html` (rendered once, at `<baseUrl>404.html`) for every URL it has no file for; the browser
 * then hydrates that HTML at the reader's URL, which the client routes may match after all (a
 * mis-cased page path, an unknown API page within a section's one route). The site chrome then
 * described that route (the product switcher read "Charts" where the HTML said "Products": React
 * error #418). The host's answer is in the HTML the browser received: the not-found content
 * carries NOT_FOUND_CLASS, read once, before React changes the page; the chrome describes the
 * locale's home there (use-chrome-pathname.ts), and an API page whose name its section does not
 * list renders the not-found content itself (plugins/api-reference/theme/ApiPage).
 */

/** On the `<main>` of the not-found content (src/theme/NotFound/Content). */
export const NOT_FOUND_CLASS = 'portal-not-found';

let served: string | null | undefined;

function servedNotFoundPathname(): string | null {
  if (typeof document === 'undefined') return null;
  if (served === undefined) served = document.querySelector(`main.${NOT_FOUND_CLASS}`) ? window.location.pathname : null;
  return served;
}

/** True for the URL the page was loaded at when the host answered it with its 404 page. */
export function isServedNotFound(pathname: string): boolean {
  const notFound = servedNotFoundPathname();
  if (notFound === null) return false;
  if (pathname === notFound) return true;
  try {
    return pathname === decodeURI(notFound); // the router's pathname is decoded
  } catch {
    return false;
  }
}
