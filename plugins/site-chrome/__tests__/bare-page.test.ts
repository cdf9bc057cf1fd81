import {isBarePage} from '../bare-page';

describe('isBarePage', () => {
  const bare = ['/playground'];

  it('holds for the bare path and the paths below it, in each locale', () => {
    expect(isBarePage('/playground', '/', bare)).toBe(true);
    expect(isBarePage('/playground/', '/', bare)).toBe(true);
    expect(isBarePage('/playground/grid', '/', bare)).toBe(true);
    expect(isBarePage('/zh/playground', '/zh/', bare)).toBe(true);
  });

  it('does not hold for other pages, a path that only starts with the same letters, or another locale', () => {
    expect(isBarePage('/', '/', bare)).toBe(false);
    expect(isBarePage('/x/react-data-grid', '/', bare)).toBe(false);
    expect(isBarePage('/playgrounds', '/', bare)).toBe(false);
    expect(isBarePage('/zh/playground', '/', bare)).toBe(false);
    expect(isBarePage('/playground', '/zh/', bare)).toBe(false);
    expect(isBarePage('/playground', '/', [])).toBe(false);
  });
});
