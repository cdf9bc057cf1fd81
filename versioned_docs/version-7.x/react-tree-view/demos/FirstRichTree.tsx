import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import type {TreeViewBaseItem} from '@mui/x-tree-view/models';

// The default item shape: `id`, `label` and optional `children`.
const ITINERARY: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1: Lisbon',
    children: [
      {id: 'day-1/tram', label: 'Tram 28 to Alfama'},
      {id: 'day-1/castle', label: 'São Jorge Castle'},
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2: Sintra',
    children: [
      {id: 'day-2/pena', label: 'Pena Palace'},
      {id: 'day-2/regaleira', label: 'Quinta da Regaleira'},
    ],
  },
  {id: 'day-3', label: 'Day 3: Flight home'},
];

export default function FirstRichTree() {
  return (
    <Box sx={{height: 220, maxWidth: 400, overflowY: 'auto'}}>
      <RichTreeView aria-label="Trip itinerary" items={ITINERARY} defaultExpandedItems={['day-1']} />
    </Box>
  );
}
