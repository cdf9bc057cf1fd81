import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, shelfLabel} from '@site/src/demo-data/tree-v7-library';

export default function RichExpansionTrackChange() {
  const [last, setLast] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 340, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          onItemExpansionToggle={(_event, itemId, isExpanded) => setLast(`${shelfLabel(itemId)} ${isExpanded ? 'opened' : 'closed'}`)}
        />
      </Box>
      <Typography variant="body2" sx={{pt: 1}}>
        Last change: {last ?? 'none'}
      </Typography>
    </Box>
  );
}
