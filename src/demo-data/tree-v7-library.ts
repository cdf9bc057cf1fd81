/**
 * A public library's shelves, for the v7 Tree View demos: sections, shelves and classic books
 * (all public-domain titles). Ids are paths, so they are unique and readable in demo output.
 * `DEWEY_CLASSES` has another shape (`code`, `name`) for the demos of `getItemId` and
 * `getItemLabel`; its codes and names are the Dewey Decimal Classification's main classes.
 */
export interface ShelfNode {
  id: string;
  label: string;
  children?: ShelfNode[];
}

function shelf(id: string, label: string, children?: ShelfNode[]): ShelfNode {
  return children ? {id, label, children} : {id, label};
}

export const LIBRARY_SHELVES: ShelfNode[] = [
  shelf('fiction', 'Fiction', [
    shelf('fiction/crime', 'Crime', [
      shelf('fiction/crime/hound', 'The Hound of the Baskervilles'),
      shelf('fiction/crime/moonstone', 'The Moonstone'),
    ]),
    shelf('fiction/classics', 'Classics', [
      shelf('fiction/classics/middlemarch', 'Middlemarch'),
      shelf('fiction/classics/karenina', 'Anna Karenina'),
      shelf('fiction/classics/red-chamber', 'Dream of the Red Chamber'),
    ]),
  ]),
  shelf('science', 'Science', [
    shelf('science/origin', 'On the Origin of Species'),
    shelf('science/opticks', 'Opticks'),
    shelf('science/dialogue', 'Dialogue Concerning the Two Chief World Systems'),
  ]),
  shelf('history', 'History', [shelf('history/histories', 'The Histories'), shelf('history/shiji', 'Records of the Grand Historian')]),
  shelf('periodicals', 'Periodicals'),
];

/** Ids of the items that have children, depth first. */
export function shelfParentIds(nodes: readonly ShelfNode[] = LIBRARY_SHELVES): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...shelfParentIds(node.children)] : []));
}

/** Every id, depth first. */
export function shelfIds(nodes: readonly ShelfNode[] = LIBRARY_SHELVES): string[] {
  return nodes.flatMap((node) => [node.id, ...shelfIds(node.children ?? [])]);
}

/** The label of an id anywhere in the tree. */
export function shelfLabel(id: string, nodes: readonly ShelfNode[] = LIBRARY_SHELVES): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.label;
    const inside = shelfLabel(id, node.children ?? []);
    if (inside) return inside;
  }
  return undefined;
}

export interface DeweyClass {
  code: string;
  name: string;
  children?: DeweyClass[];
}

export const DEWEY_CLASSES: DeweyClass[] = [
  {code: '000', name: 'Computer science, information and general works'},
  {code: '100', name: 'Philosophy and psychology'},
  {
    code: '500',
    name: 'Science',
    children: [
      {code: '510', name: 'Mathematics'},
      {code: '520', name: 'Astronomy'},
      {code: '530', name: 'Physics'},
      {code: '540', name: 'Chemistry'},
    ],
  },
  {
    code: '800',
    name: 'Literature',
    children: [
      {code: '810', name: 'American literature in English'},
      {code: '820', name: 'English and Old English literatures'},
    ],
  },
  {code: '900', name: 'History and geography'},
];
