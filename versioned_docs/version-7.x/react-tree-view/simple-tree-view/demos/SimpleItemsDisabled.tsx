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
        label="Disabled items focusable"
      />
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Meeting rooms" disabledItemsFocusable={focusable} defaultExpandedItems={['north']}>
          <TreeItem itemId="north" label="North wing">
            <TreeItem itemId="north/atlas" label="Atlas (6 seats)" />
            <TreeItem itemId="north/boreal" label="Boreal: closed for repainting" disabled />
            <TreeItem itemId="north/comet" label="Comet (12 seats)" />
          </TreeItem>
          <TreeItem itemId="south" label="South wing: closed on Fridays" disabled>
            <TreeItem itemId="south/delta" label="Delta (4 seats)" />
          </TreeItem>
          <TreeItem itemId="rooftop" label="Rooftop terrace" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
