import * as React from 'react';
import Box from '@mui/material/Box';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function CustomComponentsTreeView() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Project files"
        items={FILE_SYSTEM}
        defaultExpandedItems={['docs']}
        slots={{expandIcon: FolderRounded, collapseIcon: FolderOpenRounded}}
        slotProps={{expandIcon: {color: 'primary'}, collapseIcon: {color: 'primary'}} as object}
      />
    </Box>
  );
}
