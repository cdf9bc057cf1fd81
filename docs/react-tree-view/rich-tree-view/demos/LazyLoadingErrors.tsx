import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {createLazyServer, remoteChildren, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

// Listing "Invoices" fails on the server: the item shows an error icon and stays closed.
const server = createLazyServer({delayMs: 500, failingIds: ['root-1']});
const dataSource = {
  getChildrenCount: (item: RemoteFolder) => item.childrenCount,
  getTreeItems: server.getTreeItems,
};

export default function LazyLoadingErrors() {
  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Open “Invoices”: the request fails. Opening it again retries.
      </Typography>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro aria-label="Remote folders" items={remoteChildren()} dataSource={dataSource} />
      </Box>
    </Box>
  );
}
