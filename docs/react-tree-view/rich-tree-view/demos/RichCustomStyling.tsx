import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {treeItemClasses} from '@mui/x-tree-view/TreeItem';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichCustomStyling() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        defaultExpandedItems={['camping', 'tents']}
        defaultSelectedItems="tent-2p"
        sx={{
          [`& .${treeItemClasses.content}`]: {borderRadius: 0, borderLeft: '3px solid transparent', py: 0.75},
          [`& .${treeItemClasses.content}[data-selected]`]: {borderLeftColor: 'secondary.main', bgcolor: 'action.selected'},
          [`& .${treeItemClasses.content}[data-focused]`]: {outline: '2px dashed', outlineColor: 'secondary.main', outlineOffset: -2},
          [`& .${treeItemClasses.label}`]: {fontSize: 14, letterSpacing: 0.2},
          [`& .${treeItemClasses.iconContainer}`]: {color: 'secondary.main'},
        }}
      />
    </Box>
  );
}
