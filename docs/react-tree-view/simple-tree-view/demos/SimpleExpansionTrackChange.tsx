import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionTrackChange() {
  const [last, setLast] = React.useState<string>('Open or close a region.');

  return (
    <Box sx={{height: 330, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {last}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Offices"
          onItemExpansionToggle={(_event, itemId, isExpanded) => setLast(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`)}
        >
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe/lisbon" label="Lisbon" />
            <TreeItem itemId="europe/oslo" label="Oslo" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia/seoul" label="Seoul" />
            <TreeItem itemId="asia/hanoi" label="Hanoi" />
          </TreeItem>
          <TreeItem itemId="americas" label="Americas">
            <TreeItem itemId="americas/lima" label="Lima" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
