import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionTrackChange() {
  const [last, setLast] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 270, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Rail routes"
          onItemExpansionToggle={(_event, itemId, isExpanded) => setLast(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)}
        >
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe/glacier" label="Glacier Express" />
            <TreeItem itemId="europe/bernina" label="Bernina Express" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia/tokaido" label="Tōkaidō Shinkansen" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{pt: 1}}>
        Last change: {last ?? 'none'}
      </Typography>
    </Box>
  );
}
