import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import type {RichTreeViewProProps} from '@mui/x-tree-view-pro';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

// Items may change places among their siblings but never leave their parent.
type CanMove = NonNullable<RichTreeViewProProps<object, false>['canMoveItemToNewPosition']>;

const canMoveItemToNewPosition: CanMove = ({oldPosition, newPosition}) => oldPosition.parentId === newPosition.parentId;

export default function OrderingCanMove() {
  return (
    <Box sx={{height: 340, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeViewPro
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['camping', 'climbing']}
      />
    </Box>
  );
}
