import {categoryLinkClick, opensForPage} from '../category-expansion';

describe('categoryLinkClick', () => {
  it('follows a link to another page without opening the category (the page opens it)', () => {
    expect(categoryLinkClick({collapsible: true, hasPage: true, isCurrentPage: false})).toBe('follow');
  });
  it('toggles a category on its own page, and one without a page', () => {
    expect(categoryLinkClick({collapsible: true, hasPage: true, isCurrentPage: true})).toBe('toggle');
    expect(categoryLinkClick({collapsible: true, hasPage: false, isCurrentPage: false})).toBe('toggle');
  });
  it('never toggles a category that cannot collapse', () => {
    expect(categoryLinkClick({collapsible: false, hasPage: true, isCurrentPage: true})).toBe('follow');
    expect(categoryLinkClick({collapsible: false, hasPage: false, isCurrentPage: false})).toBe('follow');
  });
});

describe('opensForPage', () => {
  it('opens a closed category when the new page is in it', () => {
    expect(opensForPage({collapsible: true, collapsed: true, isActive: true})).toBe(true);
  });
  it('leaves it alone when the page is elsewhere, it is open already, or it cannot collapse', () => {
    expect(opensForPage({collapsible: true, collapsed: true, isActive: false})).toBe(false);
    expect(opensForPage({collapsible: true, collapsed: false, isActive: true})).toBe(false);
    expect(opensForPage({collapsible: false, collapsed: true, isActive: true})).toBe(false);
  });
});
