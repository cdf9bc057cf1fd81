import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsClick() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 250, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Inbox folders" onItemClick={(_event, itemId) => setLastClicked(itemId)}>
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="inbox/invoices" label="Invoices" />
            <TreeItem itemId="inbox/newsletters" label="Newsletters" />
          </TreeItem>
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="archive" label="Archive" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{pt: 1}}>
        Last clicked: {lastClicked ?? 'none'}
      </Typography>
    </Box>
  );
}
