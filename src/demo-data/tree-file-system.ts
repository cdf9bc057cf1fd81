/**
 * A small project folder as a tree, for the Tree View demos: folders, source files, images and
 * documents. Every id is the item's path, so ids are unique and readable in demo output.
 */
export type FileKind = 'folder' | 'code' | 'image' | 'doc' | 'pdf' | 'config';

export interface FileNode {
  id: string;
  label: string;
  kind: FileKind;
  /** Size in kilobytes (files only). */
  sizeKb?: number;
  children?: FileNode[];
}

function file(parent: string, label: string, kind: FileKind, sizeKb: number): FileNode {
  return {id: `${parent}/${label}`, label, kind, sizeKb};
}

function folder(id: string, label: string, children: FileNode[]): FileNode {
  return {id, label, kind: 'folder', children};
}

export const FILE_SYSTEM: FileNode[] = [
  folder('src', 'src', [
    folder('src/components', 'components', [
      file('src/components', 'Header.tsx', 'code', 4),
      file('src/components', 'Sidebar.tsx', 'code', 6),
      file('src/components', 'Footer.tsx', 'code', 2),
    ]),
    folder('src/pages', 'pages', [file('src/pages', 'index.tsx', 'code', 3), file('src/pages', 'settings.tsx', 'code', 5)]),
    file('src', 'main.tsx', 'code', 1),
    file('src', 'theme.ts', 'code', 2),
  ]),
  folder('assets', 'assets', [
    file('assets', 'logo.svg', 'image', 8),
    file('assets', 'hero.png', 'image', 412),
    file('assets', 'team-photo.jpg', 'image', 1240),
  ]),
  folder('docs', 'docs', [
    file('docs', 'getting-started.md', 'doc', 7),
    file('docs', 'release-notes.md', 'doc', 11),
    file('docs', 'brand-guide.pdf', 'pdf', 2300),
  ]),
  file('', 'package.json', 'config', 2),
  file('', 'tsconfig.json', 'config', 1),
].map((node) => (node.id.startsWith('/') ? {...node, id: node.id.slice(1)} : node));

/** Every id of the given nodes and their descendants, depth first. */
export function collectFileIds(nodes: readonly FileNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...collectFileIds(node.children ?? [])]);
}

/** Ids of the folders (items that have children). */
export function collectFolderIds(nodes: readonly FileNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...collectFolderIds(node.children)] : []));
}

/** Finds a node by id anywhere in the tree. */
export function findFile(nodes: readonly FileNode[], id: string): FileNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findFile(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** A copy of the tree with the label of one node replaced. */
export function renameFile(nodes: readonly FileNode[], id: string, label: string): FileNode[] {
  return nodes.map((node) => ({
    ...node,
    label: node.id === id ? label : node.label,
    children: node.children ? renameFile(node.children, id, label) : undefined,
  }));
}
