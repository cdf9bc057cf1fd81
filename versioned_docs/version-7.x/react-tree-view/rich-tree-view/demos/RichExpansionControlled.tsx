import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, shelfParentIds} from '@site/src/demo-data/tree-v7-library';

const ALL_PARENTS = shelfParentIds();

export default function RichExpansionControlled() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['fiction']);

  return (
    <Box sx={{height: 380, maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box sx={{display: 'flex', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(ALL_PARENTS)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, ids) => setExpandedItems(ids)}
        />
      </Box>
    </Box>
  );
}
