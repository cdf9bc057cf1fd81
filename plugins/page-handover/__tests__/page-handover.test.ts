import {hasAnchor, mayKeepLeavingPage} from '../page-handover';

describe('mayKeepLeavingPage', () => {
  const link = {hydrated: true, action: 'PUSH', hash: '', anchorInPageLeft: false};

  it('keeps the page being left for a frame on a link to a page top', () => {
    expect(mayKeepLeavingPage(link)).toBe(true);
  });

  it('keeps it on a link with a hash the page being left has no element for (the new page is found first)', () => {
    expect(mayKeepLeavingPage({...link, hash: '#prop-sortModel'})).toBe(true);
  });

  it('lets it go at once on a hash the page being left also has: the scroll could land on the hidden page', () => {
    expect(mayKeepLeavingPage({...link, hash: '#quick-filter', anchorInPageLeft: true})).toBe(false);
  });

  it('lets it go at once while hydrating, on Back/Forward or a replace', () => {
    expect(mayKeepLeavingPage({...link, hydrated: false})).toBe(false);
    expect(mayKeepLeavingPage({...link, action: 'POP'})).toBe(false);
    expect(mayKeepLeavingPage({...link, action: 'REPLACE'})).toBe(false);
  });
});

describe('hasAnchor', () => {
  const ids = new Set(['quick-filter', 'ignore diacritics', '筛选']);
  const doc = {getElementById: (id: string) => (ids.has(id) ? {id} : null)};

  it('looks the hash up as the browser scrolls to it: unescaped, without the #', () => {
    expect(hasAnchor(doc, '#quick-filter')).toBe(true);
    expect(hasAnchor(doc, '#ignore%20diacritics')).toBe(true);
    expect(hasAnchor(doc, `#${encodeURIComponent('筛选')}`)).toBe(true);
    expect(hasAnchor(doc, '#prop-sortModel')).toBe(false);
  });

  it('has no anchor for no hash, and counts a malformed escape as one (nothing is kept)', () => {
    expect(hasAnchor(doc, '')).toBe(false);
    expect(hasAnchor(doc, '#')).toBe(false);
    expect(hasAnchor(doc, '#%E0%A4%A')).toBe(true);
  });
});
