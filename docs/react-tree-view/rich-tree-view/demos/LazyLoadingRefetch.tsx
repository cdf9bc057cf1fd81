import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {createLazyServer, type RemoteFolder} from '@site/src/demo-data/tree-lazy-server';

/**
 * With the 8.9 Pro package installed here, the only way to reload a level is to remount the tree
 * with an empty cache. 8.15 adds apiRef.current.updateItemChildren(itemId) for one item.
 */
export default function LazyLoadingRefetch() {
  const [generation, setGeneration] = React.useState(0);
  const dataSource = React.useMemo(() => {
    const server = createLazyServer({delayMs: 500});
    return {getChildrenCount: (item: RemoteFolder) => item.childrenCount, getTreeItems: server.getTreeItems};
  }, []);

  return (
    <Box sx={{height: 320, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1, display: 'flex', alignItems: 'center', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => setGeneration((g) => g + 1)}>
          Reload the whole tree
        </Button>
        <Typography variant="caption">loaded {generation + 1} time(s)</Typography>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro
          key={generation}
          aria-label="Remote folders"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={{get: () => undefined, set: () => {}, clear: () => {}}}
        />
      </Box>
    </Box>
  );
}
