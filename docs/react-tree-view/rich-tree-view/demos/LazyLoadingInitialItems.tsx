import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {createLazyServer, remoteChildren, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

// The first level is known when the page renders; deeper levels come from the server on demand.
const INITIAL_ITEMS = remoteChildren();
const server = createLazyServer({delayMs: 700});
const dataSource = {
  getChildrenCount: (item: RemoteFolder) => item.childrenCount,
  getTreeItems: server.getTreeItems,
};

export default function LazyLoadingInitialItems() {
  return (
    <Box sx={{height: 320, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeViewPro aria-label="Remote folders" items={INITIAL_ITEMS} dataSource={dataSource} />
    </Box>
  );
}
