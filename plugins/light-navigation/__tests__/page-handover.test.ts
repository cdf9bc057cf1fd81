import {mayKeepLeavingPage} from '../client/page-handover';

describe('mayKeepLeavingPage', () => {
  const link = {hydrated: true, action: 'PUSH', hash: ''};

  it('keeps the page being left for a frame on a link to a page top', () => {
    expect(mayKeepLeavingPage(link)).toBe(true);
  });

  it('lets it go at once while hydrating, on Back/Forward or a replace, and for a link with a hash', () => {
    expect(mayKeepLeavingPage({...link, hydrated: false})).toBe(false);
    expect(mayKeepLeavingPage({...link, action: 'POP'})).toBe(false);
    expect(mayKeepLeavingPage({...link, action: 'REPLACE'})).toBe(false);
    expect(mayKeepLeavingPage({...link, hash: '#ignore-diacritics'})).toBe(false);
  });
});
