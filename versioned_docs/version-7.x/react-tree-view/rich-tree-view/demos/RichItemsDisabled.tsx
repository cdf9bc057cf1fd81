import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, type ShelfNode} from '@site/src/demo-data/tree-v7-library';

// Books on the crime shelf are out on loan; `periodicals` is disabled as a whole.
const isOnLoan = (item: ShelfNode) => item.id.startsWith('fiction/crime/') || item.id === 'periodicals';

export default function RichItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{height: 330, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items focusable"
      />
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          isItemDisabled={isOnLoan}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['fiction', 'fiction/crime']}
        />
      </Box>
    </Box>
  );
}
