import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, shelfLabel} from '@site/src/demo-data/tree-v7-library';

export default function RichSelectionTrackChange() {
  const [events, setEvents] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 340, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['history']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setEvents((previous) => [`${shelfLabel(itemId)} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 3))
          }
        />
      </Box>
      <Typography variant="caption" component="div" sx={{pt: 1, minHeight: 60}}>
        {events.length ? events.map((line, index) => <div key={index}>{line}</div>) : 'Tick or untick a few items.'}
      </Typography>
    </Box>
  );
}
