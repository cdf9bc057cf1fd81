import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {createLazyServer, remoteChildren, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

/** A cache of your own: any object with get, set and clear. This one is a Map that never expires. */
function createMapCache() {
  const entries = new Map<string, unknown[]>();
  return {
    get: (key: string) => entries.get(key) as never,
    set: (key: string, value: unknown[]) => void entries.set(key, value),
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}

export default function LazyLoadingCustomCache() {
  const cache = React.useMemo(createMapCache, []);
  const [size, setSize] = React.useState(0);
  const dataSource = React.useMemo(() => {
    const server = createLazyServer({delayMs: 500});
    return {
      getChildrenCount: (item: RemoteFolder) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        const items = await server.getTreeItems(parentId);
        setTimeout(() => setSize(cache.size()), 0);
        return items;
      },
    };
  }, [cache]);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1, display: 'flex', alignItems: 'center', gap: 1}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            cache.clear();
            setSize(0);
          }}
        >
          Clear the cache
        </Button>
        <Typography variant="body2">{size} folder(s) cached</Typography>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro aria-label="Remote folders" items={remoteChildren()} dataSource={dataSource} dataSourceCache={cache} />
      </Box>
    </Box>
  );
}
