/**
 * Docusaurus's PendingNavigation (core keeps the page being left on screen until the next page's
 * chunks have loaded), resolved here by the plugin's alias, with two changes:
 * - links wait for the chunks before they push the URL (load-before-navigating.ts), so the page
 *   being left is not rendered again in full while they load;
 * - a page whose chunks have loaded that way renders at once, in the same pass as the new URL,
 *   instead of a pass that keeps the old page and a second one that replaces it.
 * Back and forward (the browser changes the URL itself) take core's path unchanged.
 */
import React, {type ReactElement, type ReactNode} from 'react';
import {Route} from 'react-router-dom';
import {__RouterContext as RouterContext} from 'react-router';
import type {Location} from 'history';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ClientLifecyclesDispatcher, {dispatchLifecycleAction} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js';
import preload from '@docusaurus/core/lib/client/preload.js';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import PageHandover from '../page-handover/theme/PageHandover';
import progressBar from '../progress-bar/progress-bar';
import {hasLoaded, loadBeforeNavigating, type NavigatingHistory} from './load-before-navigating';

/** As theme-classic's progress bar: shown only when a switch takes longer than this. */
const PROGRESS_DELAY_MS = 200;

function showProgressWhileWaiting() {
  let timer: number | undefined;
  return {
    started: () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => progressBar.start(), PROGRESS_DELAY_MS);
    },
    ended: () => window.clearTimeout(timer),
  };
}

/** The top-level route `pathname` matches (a docs root, an API section, a page): what PageHandover keys the page on here. */
function topLevelRoute(pathname: string): string {
  return String(matchRoutes(routes, pathname)[0]?.route.path ?? pathname);
}

interface Props {
  location: Location;
  children: ReactElement;
}

export default class PendingNavigation extends React.Component<Props, {nextRouteHasLoaded: boolean}> {
  static override contextType = RouterContext;
  private previousLocation: Location | null = null;
  private routeUpdateCleanupCb: () => void;

  constructor(props: Props, context: unknown) {
    super(props, context);
    const history = (context as {history?: NavigatingHistory} | undefined)?.history;
    if (ExecutionEnvironment.canUseDOM && history) loadBeforeNavigating(history, preload, showProgressWhileWaiting());
    this.routeUpdateCleanupCb = ExecutionEnvironment.canUseDOM
      ? dispatchLifecycleAction('onRouteUpdate', {previousLocation: null, location: this.props.location})
      : () => {};
    this.state = {nextRouteHasLoaded: true};
  }

  override shouldComponentUpdate(nextProps: Props, nextState: {nextRouteHasLoaded: boolean}): boolean {
    if (nextProps.location === this.props.location) return nextState.nextRouteHasLoaded;
    const nextLocation = nextProps.location;
    this.previousLocation = this.props.location;
    this.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {previousLocation: this.previousLocation, location: nextLocation});
    if (hasLoaded(nextLocation.pathname)) {
      this.routeUpdateCleanupCb();
      return true;
    }
    // As core: keep the old page while the chunks load; a failed load reloads the page (a new
    // deployment may have removed them).
    this.setState({nextRouteHasLoaded: false});
    preload(nextLocation.pathname)
      .then(() => {
        this.routeUpdateCleanupCb();
        this.setState({nextRouteHasLoaded: true});
      })
      .catch((error: unknown) => {
        console.warn(error);
        window.location.reload();
      });
    return false;
  }

  override render(): ReactNode {
    const {children, location} = this.props;
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        {/* A link to another top-level route (a guide to an API page) keeps the route left, hidden,
            until the new page has painted, as PageHandover does for docs of one docs root. */}
        <PageHandover pageKey={topLevelRoute(location.pathname)} wrapper="contents">
          <Route location={location} render={() => children} />
        </PageHandover>
      </ClientLifecyclesDispatcher>
    );
  }
}
