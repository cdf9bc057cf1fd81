import * as React from 'react';
import Box from '@mui/material/Box';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

export default function RichCustomIcons() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Project files"
        items={FILE_SYSTEM}
        defaultExpandedItems={['assets']}
        slots={{expandIcon: FolderRounded, collapseIcon: FolderOpenRounded, endIcon: InsertDriveFileOutlined}}
      />
    </Box>
  );
}
