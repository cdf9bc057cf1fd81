import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

export default function RichEditingTrackChange() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 320, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          experimentalFeatures={{labelEditing: true}}
          isItemEditable
          defaultExpandedItems={['history']}
          onItemLabelChange={(itemId, newLabel) => setLastChange(`${itemId} is now "${newLabel}"`)}
        />
      </Box>
      <Typography variant="body2" sx={{pt: 1, minHeight: 48}}>
        {lastChange ?? 'Double-click a label, type, then press Enter.'}
      </Typography>
    </Box>
  );
}
