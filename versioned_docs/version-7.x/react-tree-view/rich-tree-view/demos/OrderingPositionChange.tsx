import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro/RichTreeViewPro';
import {LIBRARY_SHELVES, shelfLabel} from '@site/src/demo-data/tree-v7-library';

export default function OrderingPositionChange() {
  const [move, setMove] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 360, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro
          aria-label="Library shelves"
          items={LIBRARY_SHELVES}
          experimentalFeatures={{indentationAtItemLevel: true, itemsReordering: true}}
          itemsReordering
          defaultExpandedItems={['science', 'history']}
          onItemPositionChange={({itemId, oldPosition, newPosition}) => {
            const where = (parentId: string | null, index: number) => `${parentId ? shelfLabel(parentId) : 'top level'} #${index + 1}`;
            setMove(
              `${shelfLabel(itemId)}: ${where(oldPosition.parentId, oldPosition.index)} → ${where(newPosition.parentId, newPosition.index)}`,
            );
          }}
        />
      </Box>
      <Typography variant="body2" sx={{pt: 1, minHeight: 48}}>
        {move ?? 'Drag a book to another place.'}
      </Typography>
    </Box>
  );
}
