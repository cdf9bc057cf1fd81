import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {DataSourceCacheDefault} from '@mui/x-tree-view/utils';
import {createLazyServer, remoteChildren, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

export default function LazyLoadingCacheLifetime() {
  const [requests, setRequests] = React.useState<string[]>([]);
  // Entries expire after 10 seconds instead of the default 5 minutes.
  const cache = React.useMemo(() => new DataSourceCacheDefault({ttl: 10_000}), []);
  const dataSource = React.useMemo(() => {
    const server = createLazyServer({delayMs: 500});
    return {
      getChildrenCount: (item: RemoteFolder) => item.childrenCount,
      getTreeItems: (parentId?: string) => {
        setRequests((previous) => [parentId ?? 'root', ...previous].slice(0, 4));
        return server.getTreeItems(parentId);
      },
    };
  }, []);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro aria-label="Remote folders" items={remoteChildren()} dataSource={dataSource} dataSourceCache={cache} />
      </Box>
      <Typography variant="caption" sx={{minHeight: 40}}>
        Server requests (newest first): {requests.join(', ') || 'none yet'}. Close and reopen a folder: within 10 s it comes from the cache.
      </Typography>
    </Box>
  );
}
