import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsClick() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 250, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Last clicked: {lastClicked ?? 'nothing yet'}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Playlists" onItemClick={(_event, itemId) => setLastClicked(itemId)}>
          <TreeItem itemId="focus" label="Focus">
            <TreeItem itemId="focus/piano" label="Quiet piano" />
            <TreeItem itemId="focus/lofi" label="Lo-fi beats" />
          </TreeItem>
          <TreeItem itemId="running" label="Running">
            <TreeItem itemId="running/tempo" label="Tempo run" />
          </TreeItem>
          <TreeItem itemId="podcasts" label="Podcasts" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
