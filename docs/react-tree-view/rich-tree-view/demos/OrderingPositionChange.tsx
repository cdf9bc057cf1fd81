import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function OrderingPositionChange() {
  const [moves, setMoves] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 360, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeViewPro
          aria-label="Catalogue"
          items={PRODUCT_CATALOG}
          itemsReordering
          defaultExpandedItems={['climbing', 'cycling']}
          onItemPositionChange={({itemId, oldPosition, newPosition}) =>
            setMoves((previous) =>
              [
                `${itemId}: ${oldPosition.parentId ?? 'root'}[${oldPosition.index}] → ${newPosition.parentId ?? 'root'}[${newPosition.index}]`,
                ...previous,
              ].slice(0, 3),
            )
          }
        />
      </Box>
      <Typography variant="caption" component="div" sx={{minHeight: 60}} data-testid="moves">
        {moves.length ? moves.map((line, index) => <div key={index}>{line}</div>) : 'Drag a product to another place.'}
      </Typography>
    </Box>
  );
}
