import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import type {TreeViewBaseItem} from '@mui/x-tree-view/models';

interface Folder extends TreeViewBaseItem {
  /** Folders the system creates cannot be renamed. */
  system?: boolean;
  children?: Folder[];
}

const FOLDERS: Folder[] = [
  {id: 'inbox', label: 'Inbox', system: true},
  {id: 'sent', label: 'Sent', system: true},
  {
    id: 'projects',
    label: 'Projects',
    children: [
      {id: 'projects/renovation', label: 'Kitchen renovation'},
      {id: 'projects/garden', label: 'Allotment'},
    ],
  },
  {id: 'trash', label: 'Trash', system: true},
];

export default function RichEditingSomeItems() {
  return (
    <Box sx={{height: 260, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Mail folders"
        items={FOLDERS}
        experimentalFeatures={{labelEditing: true}}
        isItemEditable={(item) => !item.system}
        defaultExpandedItems={['projects']}
      />
    </Box>
  );
}
