/** A project plan as a tree, for the tree view demos. */
export interface ProjectItem {
  id: string;
  label: string;
  children?: ProjectItem[];
}

export const PROJECT_ITEMS: ProjectItem[] = [
  {
    id: 'research',
    label: 'Research',
    children: [
      {id: 'interviews', label: 'Rider interviews'},
      {id: 'survey', label: 'Commuter survey'},
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [
      {id: 'sketches', label: 'Frame sketches'},
      {
        id: 'prototypes',
        label: 'Prototypes',
        children: [
          {id: 'proto-a', label: 'Prototype A'},
          {id: 'proto-b', label: 'Prototype B'},
        ],
      },
    ],
  },
  {id: 'launch', label: 'Launch', children: [{id: 'press', label: 'Press kit'}]},
];

/** Every id of an item and its descendants. */
export function collectIds(items: ProjectItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectIds(item.children ?? [])]);
}
