import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function RichItemsBasic() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Project files" items={FILE_SYSTEM} defaultExpandedItems={['src', 'src/components']} />
    </Box>
  );
}
