import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

// The books (leaves) of the science shelf, read from the data.
const SCIENCE_BOOKS = (LIBRARY_SHELVES.find((node) => node.id === 'science')?.children ?? []).map((node) => node.id);

export default function RichSelectionControlled() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 340, maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box sx={{display: 'flex', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(SCIENCE_BOOKS)}>
          Select the science books
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          multiSelect
          checkboxSelection
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, ids) => setSelectedItems(ids)}
          defaultExpandedItems={['science']}
        />
      </Box>
    </Box>
  );
}
