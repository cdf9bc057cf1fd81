import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {createLazyServer, remoteChildren, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

/**
 * The shape of a query library's client, reduced to what the tree needs: fetchQuery returns
 * fresh data from memory and only calls the server when the entry is missing or stale.
 * The same getTreeItems works with @tanstack/react-query's queryClient.fetchQuery.
 */
function createQueryClient(staleTimeMs: number) {
  const store = new Map<string, {at: number; data: Promise<RemoteFolder[]>}>();
  return {
    fetchQuery(key: string, fetcher: () => Promise<RemoteFolder[]>): Promise<RemoteFolder[]> {
      const hit = store.get(key);
      if (hit && performance.now() - hit.at < staleTimeMs) return hit.data;
      const data = fetcher();
      store.set(key, {at: performance.now(), data});
      return data;
    },
  };
}

export default function LazyLoadingQueryClient() {
  const [calls, setCalls] = React.useState(0);
  const dataSource = React.useMemo(() => {
    const server = createLazyServer({delayMs: 500});
    const queryClient = createQueryClient(60_000);
    return {
      getChildrenCount: (item: RemoteFolder) => item.childrenCount,
      getTreeItems: (parentId?: string) =>
        queryClient.fetchQuery(`folders/${parentId ?? 'root'}`, () => {
          setCalls((count) => count + 1);
          return server.getTreeItems(parentId);
        }),
    };
  }, []);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        {/* The tree's own cache is turned off (a cache that never hits): the query client decides. */}
        <RichTreeViewPro
          aria-label="Remote folders"
          items={remoteChildren()}
          dataSource={dataSource}
          dataSourceCache={{get: () => undefined, set: () => {}, clear: () => {}}}
        />
      </Box>
      <Typography variant="caption">Requests that reached the server: {calls}</Typography>
    </Box>
  );
}
