import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {DataSourceCacheDefault} from '@mui/x-tree-view/utils';
import {createLazyServer, remoteChildren, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

export default function LazyLoadingLabelEditing() {
  const [status, setStatus] = React.useState('Double-click a folder name to rename it.');
  const server = React.useMemo(() => createLazyServer({delayMs: 400}), []);
  const cache = React.useMemo(() => new DataSourceCacheDefault({}), []);
  const dataSource = React.useMemo(
    () => ({getChildrenCount: (item: RemoteFolder) => item.childrenCount, getTreeItems: server.getTreeItems}),
    [server],
  );

  return (
    <Box sx={{height: 320, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {status}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro
          aria-label="Remote folders"
          items={remoteChildren()}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable
          onItemLabelChange={(itemId, newLabel) => {
            // Save on the server, and drop cached lists so the next fetch shows the new name.
            server.renameItem(itemId, newLabel);
            cache.clear();
            setStatus(`Saved "${newLabel}" on the server.`);
          }}
        />
      </Box>
    </Box>
  );
}
