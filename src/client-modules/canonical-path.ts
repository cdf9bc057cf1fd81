/**
 * `/x//react-data-grid` names the page `/x/react-data-grid`, and a host may well serve that page's
 * HTML for it; the router would then match no route and render "Page Not Found" over it (React
 * error #418, content flipping). Before anything renders, the doubled slashes are collapsed in the
 * address bar, so the router sees the URL the HTML was built for.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {canonicalPathname} from '@site/src/lib/canonical-path';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) window.history.replaceState(window.history.state, '', canonical + search + hash);
}
