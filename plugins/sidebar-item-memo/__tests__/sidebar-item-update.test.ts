import {holdsPage, sidebarItemUnchanged} from '../sidebar-item-update';

type Item = {type: string; href?: string; items?: Item[]};

// As theme-classic's isActiveSidebarItem: the item's own page, or (a category) any entry inside it.
const isActive = (item: Item, path: string): boolean => item.href === path || (item.items ?? []).some((i) => isActive(i, path));

describe('sidebarItemUnchanged', () => {
  const sorting: Item = {type: 'link', href: '/x/react-data-grid/sorting'};
  const quick: Item = {type: 'link', href: '/x/react-data-grid/quick-filter'};
  const filtering: Item = {
    type: 'category',
    href: '/x/react-data-grid/filtering',
    items: [{type: 'link', href: '/x/react-data-grid/filtering/customization'}, quick],
  };
  const html: Item = {type: 'html'};
  const props = (item: Item, activePath: string) => ({item, activePath, level: 1, index: 0});
  const from = '/x/react-data-grid/sorting';
  const to = '/x/react-data-grid/quick-filter';

  it('lets an entry that holds neither the page left nor the page shown skip the switch', () => {
    const editing = {type: 'link', href: '/x/react-data-grid/editing'};
    expect(sidebarItemUnchanged(props(editing, from), props(editing, to), isActive)).toBe(true);
  });

  it('renders the entry of the page left, the entry of the page shown and a category holding it again', () => {
    expect(sidebarItemUnchanged(props(sorting, from), props(sorting, to), isActive)).toBe(false);
    expect(sidebarItemUnchanged(props(quick, from), props(quick, to), isActive)).toBe(false);
    expect(sidebarItemUnchanged(props(filtering, from), props(filtering, to), isActive)).toBe(false);
    // ...and the same category when the reader leaves it.
    expect(sidebarItemUnchanged(props(filtering, to), props(filtering, from), isActive)).toBe(false);
  });

  it('renders again when any other prop changes, whatever the path', () => {
    const item = {type: 'link', href: '/x/react-data-grid/editing'};
    expect(sidebarItemUnchanged(props(item, from), {...props(item, from), level: 2}, isActive)).toBe(false);
    expect(sidebarItemUnchanged(props(item, from), {...props(item, from), onItemClick: () => undefined}, isActive)).toBe(false);
    expect(sidebarItemUnchanged(props(item, from), props({...item}, from), isActive)).toBe(false);
  });

  it('keeps an HTML entry (it does not show the active page) and any entry on an unchanged path', () => {
    expect(sidebarItemUnchanged(props(html, from), props(html, to), isActive)).toBe(true);
    expect(sidebarItemUnchanged(props(sorting, from), props(sorting, from), isActive)).toBe(true);
  });
});

describe('holdsPage', () => {
  // theme-classic's isActiveSidebarItem with theme-common's isSamePath, as the reference.
  const normalize = (p?: string) => (!p || p.endsWith('/') ? p : `${p}/`)?.toLowerCase();
  const reference = (item: Item, path: string): boolean =>
    item.type === 'link'
      ? item.href !== undefined && normalize(item.href) === normalize(path)
      : item.type === 'category'
        ? (item.href !== undefined && normalize(item.href) === normalize(path)) || (item.items ?? []).some((i) => reference(i, path))
        : false;
  const tree: Item = {
    type: 'category',
    href: '/x/react-data-grid/filtering',
    items: [
      {type: 'link', href: '/x/react-data-grid/filtering/customization'},
      {type: 'category', items: [{type: 'link', href: '/x/react-data-grid/Quick-Filter/'}, {type: 'html'}]},
      {type: 'html', href: '/x/not-a-page'},
    ],
  };
  const entries = (item: Item): Item[] => [item, ...(item.items ?? []).flatMap(entries)];
  const paths = [
    '/x/react-data-grid/filtering',
    '/x/react-data-grid/filtering/',
    '/X/React-Data-Grid/Filtering',
    '/x/react-data-grid/quick-filter',
    '/x/react-data-grid/filtering/customization/',
    '/x/not-a-page',
    '/x/react-data-grid/sorting',
    '',
  ];

  it('answers as isActiveSidebarItem for every entry and path (trailing slash and case included)', () => {
    for (const item of entries(tree))
      for (const path of paths) expect([item.href, path, holdsPage(item, path)]).toEqual([item.href, path, reference(item, path)]);
  });
});
