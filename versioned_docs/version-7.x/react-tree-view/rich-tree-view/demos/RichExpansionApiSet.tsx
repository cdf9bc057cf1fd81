import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

export default function RichExpansionApiSet() {
  const apiRef = useTreeViewApiRef();
  // v7's public API has no isItemExpanded: mirror the state through the callback.
  const [historyOpen, setHistoryOpen] = React.useState(false);

  return (
    <Box sx={{height: 340, maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.setItemExpansion(event, 'history', !historyOpen)}>
          {historyOpen ? 'Close History' : 'Open History'}
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          apiRef={apiRef}
          items={LIBRARY_SHELVES}
          onItemExpansionToggle={(_event, itemId, isExpanded) => {
            if (itemId === 'history') setHistoryOpen(isExpanded);
          }}
        />
      </Box>
    </Box>
  );
}
