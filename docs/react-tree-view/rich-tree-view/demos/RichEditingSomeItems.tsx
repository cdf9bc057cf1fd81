import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';

interface Playlist {
  id: string;
  label: string;
  /** Playlists made by the user can be renamed; the built-in ones cannot. */
  editable?: boolean;
  children?: Playlist[];
}

const PLAYLISTS: Playlist[] = [
  {
    id: 'library',
    label: 'Library',
    children: [
      {id: 'liked', label: 'Liked songs'},
      {id: 'recent', label: 'Recently played'},
    ],
  },
  {
    id: 'mine',
    label: 'My playlists',
    children: [
      {id: 'sunday', label: 'Sunday morning', editable: true},
      {id: 'roadtrip', label: 'Road trip 2024', editable: true},
    ],
  },
];

const isItemEditable = (item: Playlist) => Boolean(item.editable);

export default function RichEditingSomeItems() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Playlists" items={PLAYLISTS} defaultExpandedItems={['library', 'mine']} isItemEditable={isItemEditable} />
    </Box>
  );
}
