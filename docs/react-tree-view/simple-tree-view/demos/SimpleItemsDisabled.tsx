import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{height: 290, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items can take focus"
      />
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Meeting rooms" disabledItemsFocusable={focusable} defaultExpandedItems={['floor-1']}>
          <TreeItem itemId="floor-1" label="First floor">
            <TreeItem itemId="room-101" label="Room 101" />
            <TreeItem itemId="room-102" label="Room 102 (being repainted)" disabled />
            <TreeItem itemId="room-103" label="Room 103" />
          </TreeItem>
          <TreeItem itemId="floor-2" label="Second floor (closed)" disabled>
            <TreeItem itemId="room-201" label="Room 201" />
          </TreeItem>
          <TreeItem itemId="rooftop" label="Rooftop terrace" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
