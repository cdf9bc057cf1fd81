import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionTrackChange() {
  const [events, setEvents] = React.useState<string[]>([]);

  // Called once per item whose selection changes, with the new state of that item.
  const handleToggle = (_event: React.SyntheticEvent, itemId: string, isSelected: boolean) => {
    setEvents((previous) => [`${isSelected ? '+' : '−'} ${itemId}`, ...previous].slice(0, 3));
  };

  return (
    <Box sx={{height: 290, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Playlist" multiSelect onItemSelectionToggle={handleToggle} defaultExpandedItems={['jazz']}>
          <TreeItem itemId="jazz" label="Jazz">
            <TreeItem itemId="jazz/so-what" label="So What" />
            <TreeItem itemId="jazz/take-five" label="Take Five" />
          </TreeItem>
          <TreeItem itemId="baroque" label="Baroque">
            <TreeItem itemId="baroque/brandenburg-3" label="Brandenburg Concerto No. 3" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="caption" component="div" sx={{minHeight: 60}}>
        {events.length
          ? events.map((line, index) => <div key={index}>{line}</div>)
          : 'Click items; hold Ctrl or ⌘ to keep the others selected.'}
      </Typography>
    </Box>
  );
}
