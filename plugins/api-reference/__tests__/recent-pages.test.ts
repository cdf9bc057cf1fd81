import {RecentPages} from '../page-source/recent-pages';

describe('RecentPages', () => {
  test('returns a page stored for its path, nothing for another', () => {
    const recent = new RecentPages<string>(3);
    recent.set('/x/api/data-grid/data-grid', 'grid');
    expect(recent.get('/x/api/data-grid/data-grid')).toBe('grid');
    expect(recent.get('/x/api/charts/bar-chart')).toBeUndefined();
  });

  test('keeps the pages stored last: past its limit the least recently stored one goes', () => {
    const recent = new RecentPages<number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    recent.set('a', 3); // stored again: now the most recent
    recent.set('c', 4);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toBe(3);
    expect(recent.get('c')).toBe(4);
  });
});
