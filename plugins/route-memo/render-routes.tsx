/**
 * `@docusaurus/renderRoutes` (react-router-config's renderRoutes), resolved here by the plugin's
 * alias, with one change: each route's component renders through a memo that skips a render when
 * its props are the same as last time (route-props.ts). The page being left, kept mounted under
 * its own location, then stops at its route when the router's context changes instead of
 * rendering again in full. A route whose location or match changed renders as before.
 */
import React, {memo, type ComponentType, type ReactNode} from 'react';
import {Route, Switch} from 'react-router';
import type {RouteConfig} from 'react-router-config';
import {sameRouteProps, type RouteProps} from './route-props';

type RouteComponent = ComponentType<RouteProps>;

// One memo per route component, made once: a new memo type per render would remount the page.
const memoized = new WeakMap<RouteComponent, RouteComponent>();

function memoOf(component: RouteComponent): RouteComponent {
  let m = memoized.get(component);
  if (!m) {
    m = memo(component, sameRouteProps) as unknown as RouteComponent;
    memoized.set(component, m);
  }
  return m;
}

export default function renderRoutes(
  routes: RouteConfig[] | undefined,
  extraProps: Record<string, unknown> = {},
  switchProps: Record<string, unknown> = {},
): ReactNode {
  if (!routes) return null;
  return (
    <Switch {...switchProps}>
      {routes.map((route, i) => (
        <Route
          key={route.key ?? i}
          path={route.path}
          exact={route.exact}
          strict={route.strict}
          render={(props) => {
            if (route.render) return route.render({...props, ...extraProps, route});
            const Component = memoOf(route.component as RouteComponent);
            return <Component {...props} {...extraProps} route={route} />;
          }}
        />
      ))}
    </Switch>
  );
}
