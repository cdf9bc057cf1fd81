import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, shelfLabel} from '@site/src/demo-data/tree-v7-library';

export default function LibraryShelvesOverview() {
  const [selected, setSelected] = React.useState<string[]>(['fiction/crime/moonstone']);

  return (
    <Box sx={{height: 300, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          multiSelect
          checkboxSelection
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
          defaultExpandedItems={['fiction', 'fiction/crime']}
        />
      </Box>
      <Typography variant="body2" sx={{pt: 1, minHeight: 48}}>
        To borrow: {selected.length ? selected.map((id) => shelfLabel(id)).join(', ') : 'nothing yet'}
      </Typography>
    </Box>
  );
}
