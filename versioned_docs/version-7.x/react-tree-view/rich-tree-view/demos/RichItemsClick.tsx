import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, shelfLabel} from '@site/src/demo-data/tree-v7-library';

export default function RichItemsClick() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 300, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          onItemClick={(_event, itemId) => setClicked(itemId)}
          defaultExpandedItems={['science']}
        />
      </Box>
      <Typography variant="body2" sx={{pt: 1}}>
        Last clicked: {clicked ? shelfLabel(clicked) : 'none'}
      </Typography>
    </Box>
  );
}
