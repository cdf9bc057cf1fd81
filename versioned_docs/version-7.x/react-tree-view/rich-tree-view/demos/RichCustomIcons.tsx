import * as React from 'react';
import Box from '@mui/material/Box';
import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Description from '@mui/icons-material/Description';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

export default function RichCustomIcons() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Library shelves"
        items={LIBRARY_SHELVES}
        defaultExpandedItems={['fiction', 'fiction/classics']}
        slots={{collapseIcon: FolderOpen, expandIcon: Folder, endIcon: Description}}
        slotProps={{collapseIcon: {color: 'primary'}, expandIcon: {color: 'action'}}}
      />
    </Box>
  );
}
