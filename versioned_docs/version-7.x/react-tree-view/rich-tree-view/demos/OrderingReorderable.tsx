import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro/RichTreeViewPro';
import type {TreeViewBaseItem} from '@mui/x-tree-view/models';

const AGENDA: TreeViewBaseItem[] = [
  {id: 'welcome', label: 'Welcome (fixed)'},
  {
    id: 'talks',
    label: 'Talks',
    children: [
      {id: 'talks/soil', label: 'Soil health in small farms'},
      {id: 'talks/bees', label: 'Urban beekeeping'},
      {id: 'talks/water', label: 'Rainwater harvesting'},
    ],
  },
  {id: 'lunch', label: 'Lunch'},
  {id: 'closing', label: 'Closing remarks (fixed)'},
];

const FIXED = new Set(['welcome', 'closing']);

export default function OrderingReorderable() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeViewPro
        aria-label="Conference agenda"
        items={AGENDA}
        experimentalFeatures={{indentationAtItemLevel: true, itemsReordering: true}}
        itemsReordering
        isItemReorderable={(itemId) => !FIXED.has(itemId)}
        defaultExpandedItems={['talks']}
      />
    </Box>
  );
}
