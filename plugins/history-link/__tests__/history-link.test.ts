import {createLocation, createPath as historyCreatePath} from 'history';
import {absoluteLinkHref, isAbsolutePath, navigationMethod, parsePath, routerTakesClick} from '../history-link';

const click = {defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false};

describe('absolute link href', () => {
  // What React Router's Link renders (history's createLocation, then createPath) is what ours renders.
  it.each([
    '/x/react-data-grid/sorting',
    '/x/react-data-grid/sorting/',
    '/x/api/data-grid/data-grid?q=row#props',
    '/zh/x/react-charts',
    '/a%20b',
    '/search?q=%E6%8E%92%E5%BA%8F',
    '/page?',
    '/page#',
    '/page?#',
    '/page#a?b',
  ])('%s as React Router renders it', (to) => {
    expect(absoluteLinkHref(to)).toBe(historyCreatePath(createLocation(to)));
  });

  it('names the link when its escape is malformed, as the router does', () => {
    expect(() => absoluteLinkHref('/a%E0%A4%A')).toThrow(/Pathname "\/a%E0%A4%A" could not be decoded/);
  });

  it('splits path, query and hash', () => {
    expect(parsePath('/a/b?x=1#h')).toEqual({pathname: '/a/b', search: '?x=1', hash: '#h'});
  });
});

describe('which links need no location', () => {
  it.each([
    ['/x/react-data-grid', true],
    ['//cdn.example.com/a', false],
    ['sorting', false],
    ['./sorting', false],
    ['?tab=ts', false],
    ['#props', false],
  ])('%s: %s', (to, expected) => {
    expect(isAbsolutePath(to)).toBe(expected);
  });
});

describe('routerTakesClick', () => {
  it('takes a plain left click on a link that opens here', () => {
    expect(routerTakesClick(click, undefined)).toBe(true);
    expect(routerTakesClick(click, '_self')).toBe(true);
  });

  it.each([
    ['a prevented click', {...click, defaultPrevented: true}, undefined],
    ['a middle click', {...click, button: 1}, undefined],
    ['ctrl-click', {...click, ctrlKey: true}, undefined],
    ['cmd-click', {...click, metaKey: true}, undefined],
    ['shift-click', {...click, shiftKey: true}, undefined],
    ['alt-click', {...click, altKey: true}, undefined],
    ['a new tab target', click, '_blank'],
  ])('leaves %s to the browser', (_, event, target) => {
    expect(routerTakesClick(event, target)).toBe(false);
  });
});

describe('navigationMethod', () => {
  const here = {pathname: '/x/react-data-grid/sorting', search: '', hash: ''};
  it('pushes another page', () => {
    expect(navigationMethod('/x/react-data-grid/filtering', here, undefined)).toBe('push');
  });
  it('replaces the location already shown (Back does not repeat it)', () => {
    expect(navigationMethod('/x/react-data-grid/sorting', here, undefined)).toBe('replace');
  });
  it('pushes the same page with another hash', () => {
    expect(navigationMethod('/x/react-data-grid/sorting#x', here, undefined)).toBe('push');
  });
  it('replaces when asked', () => {
    expect(navigationMethod('/x/react-data-grid/filtering', here, true)).toBe('replace');
  });
});
