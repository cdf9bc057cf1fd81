import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {treeItemClasses} from '@mui/x-tree-view/TreeItem';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function ItemCustomGroupIndentation() {
  return (
    <Box sx={{height: 320, maxWidth: 420, overflowY: 'auto'}}>
      {/* With indentation 0, each nested group draws its own offset and a coloured rule instead. */}
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        itemChildrenIndentation={0}
        defaultExpandedItems={['camping', 'tents', 'sleeping']}
        sx={{
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: 1.5,
            pl: 1.5,
            borderLeft: 2,
            borderColor: 'primary.light',
          },
        }}
      />
    </Box>
  );
}
