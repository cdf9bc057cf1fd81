/**
 * The pathname the site chrome (product and version switchers) describes. A URL that no route
 * knows is a 404: the server rendered its HTML once, for `/404.html`, without knowing the URL a
 * reader would ask; the client then hydrates at that URL. Both must render the same chrome (React
 * error #418 otherwise, and visibly flipping content), so on a 404 the chrome describes the
 * locale's home, as the server did. So it does at a URL a route knows when the host answered it
 * with its 404 page (a mis-cased path, an unknown API page: src/lib/served-not-found.ts).
 */
import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {isServedNotFound} from './served-not-found';

/** A page of the site: some route matches it exactly (as Docusaurus's own location normaliser asks). */
export function isKnownRoute(pathname: string): boolean {
  return matchRoutes(routes, pathname).some(({route}) => route.exact === true);
}

export function useChromePathname(): string {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return useMemo(() => (isKnownRoute(pathname) && !isServedNotFound(pathname) ? pathname : baseUrl), [pathname, baseUrl]);
}
