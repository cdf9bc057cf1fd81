import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {createLazyServer, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

const server = createLazyServer({delayMs: 700});

export default function LazyLoadingBasic() {
  // Stable between renders: a new data source object would not refetch, but keep it in a memo anyway.
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: RemoteFolder) => item.childrenCount,
      getTreeItems: server.getTreeItems,
    }),
    [],
  );

  return (
    <Box sx={{height: 320, maxWidth: 420, overflowY: 'auto'}}>
      {/* No items yet: getTreeItems() is called without a parent id to load the first level. */}
      <RichTreeViewPro aria-label="Remote folders" items={[]} dataSource={dataSource} />
    </Box>
  );
}
