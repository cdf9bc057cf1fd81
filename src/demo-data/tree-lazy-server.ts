/**
 * An in-page "server" for the lazy-loading demos of the Tree View: it answers with the children of
 * a folder after a delay, like a real API would. The content is generated from the parent id, so
 * every reader (and every test) gets the same folders; nothing is random and nothing depends on
 * the date.
 */
export interface RemoteFolder {
  id: string;
  label: string;
  /** How many children the server has for this item (0 for a file). */
  childrenCount: number;
}

const ROOT_NAMES = ['Projects', 'Invoices', 'Photos'];
const CHILD_NAMES = ['Drafts', 'Archive', 'Shared', 'Reports', 'Exports'];

/** Depth of an id like "root-1/2/0" (root items have depth 0). */
function depthOf(id: string): number {
  return id.split('/').length - 1;
}

/** The children the server holds for `parentId` (root items when undefined or null). */
export function remoteChildren(parentId?: string | null, maxDepth = 3): RemoteFolder[] {
  if (parentId == null) {
    return ROOT_NAMES.map((label, index) => {
      const id = `root-${index}`;
      return {id, label, childrenCount: remoteChildren(id, maxDepth).length};
    });
  }
  const depth = depthOf(parentId) + 1;
  if (depth > maxDepth) return [];
  const seed = parentId.split('').reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const total = depth === maxDepth ? 2 : 3;
  return Array.from({length: total}, (_, index) => {
    const id = `${parentId}/${index}`;
    const isFile = depth === maxDepth || index === total - 1;
    const label = isFile ? `notes-${depth}.${index + 1}.txt` : `${CHILD_NAMES[(seed + index) % CHILD_NAMES.length]} ${depth}.${index + 1}`;
    return {id, label, childrenCount: isFile ? 0 : remoteChildren(id, maxDepth).length};
  });
}

export interface LazyServerOptions {
  /** Milliseconds before the server answers. */
  delayMs?: number;
  /** Ids whose children request fails (an error the tree shows on the item). */
  failingIds?: readonly string[];
  /** Deepest level that still has folders. */
  maxDepth?: number;
}

/** A `getTreeItems` function for a data source, with a call log for demos that show caching. */
export function createLazyServer({delayMs = 600, failingIds = [], maxDepth = 3}: LazyServerOptions = {}) {
  const calls: string[] = [];
  const labels = new Map<string, string>();
  async function getTreeItems(parentId?: string | null): Promise<RemoteFolder[]> {
    calls.push(parentId ?? 'root');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (parentId != null && failingIds.includes(parentId)) {
      throw new Error(`The server could not list "${parentId}"`);
    }
    return remoteChildren(parentId, maxDepth).map((item) => ({...item, label: labels.get(item.id) ?? item.label}));
  }
  /** Stores a new label on the server (what a PATCH request would do). */
  function renameItem(id: string, label: string): void {
    labels.set(id, label);
  }
  return {getTreeItems, renameItem, calls};
}
