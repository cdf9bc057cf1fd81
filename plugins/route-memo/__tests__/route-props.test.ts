import {sameMatch, sameRouteProps} from '../route-props';

describe('sameRouteProps', () => {
  const location = {pathname: '/x/react-data-grid/sorting', search: '', hash: '', key: 'a1'};
  const history = {push: () => undefined};
  const route = {path: '/x/react-data-grid/sorting', exact: true};
  const match = () => ({path: '/x/react-data-grid/sorting', url: '/x/react-data-grid/sorting', isExact: true, params: {}});
  const props = () => ({location, history, match: match(), staticContext: undefined, route});

  it('holds for a render with the same location and an equal match (React Router computes a new match each time)', () => {
    expect(sameRouteProps(props(), props())).toBe(true);
  });

  it('fails for a new location object, even to the same URL (a new navigation)', () => {
    expect(sameRouteProps(props(), {...props(), location: {...location, key: 'b2'}})).toBe(false);
    expect(sameRouteProps(props(), {...props(), location: {...location}})).toBe(false);
  });

  it('fails when the match, the route, the history or an extra prop differs, or a prop comes or goes', () => {
    expect(sameRouteProps(props(), {...props(), match: {...match(), url: '/x/react-data-grid/filtering'}})).toBe(false);
    expect(sameRouteProps(props(), {...props(), match: {...match(), params: {slug: 'a'}}})).toBe(false);
    expect(sameRouteProps(props(), {...props(), route: {...route}})).toBe(false);
    expect(sameRouteProps(props(), {...props(), history: {push: () => undefined}})).toBe(false);
    expect(sameRouteProps({...props(), extra: 1}, {...props(), extra: 2})).toBe(false);
    expect(sameRouteProps(props(), {...props(), extra: 1})).toBe(false);
  });
});

describe('sameMatch', () => {
  const m = {path: '/x/api/charts/:slug', url: '/x/api/charts/bar-chart', isExact: true, params: {slug: 'bar-chart'}};

  it('compares path, url, exactness and params', () => {
    expect(sameMatch(m, {...m, params: {slug: 'bar-chart'}})).toBe(true);
    expect(sameMatch(m, {...m, params: {slug: 'line-chart'}})).toBe(false);
    expect(sameMatch(m, {...m, params: {slug: 'bar-chart', other: 'x'}})).toBe(false);
    expect(sameMatch(m, {...m, isExact: false})).toBe(false);
    expect(sameMatch(null, null)).toBe(true);
    expect(sameMatch(m, null)).toBe(false);
  });
});
