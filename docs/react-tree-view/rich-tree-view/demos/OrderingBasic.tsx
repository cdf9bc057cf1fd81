import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function OrderingBasic() {
  return (
    <Box sx={{height: 340, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeViewPro aria-label="Project files" items={FILE_SYSTEM} itemsReordering defaultExpandedItems={['src', 'assets']} />
    </Box>
  );
}
