import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {treeItemClasses} from '@mui/x-tree-view/TreeItem';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

export default function RichCustomStyling() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Library shelves"
        items={LIBRARY_SHELVES}
        defaultExpandedItems={['science']}
        defaultSelectedItems="science/origin"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderLeft: '3px solid transparent',
            borderRadius: 0,
            [`&.${treeItemClasses.selected}`]: {borderLeftColor: 'success.main', bgcolor: 'action.selected'},
            [`&.${treeItemClasses.focused}`]: {outline: '2px solid', outlineColor: 'success.light', outlineOffset: -2},
          },
          [`& .${treeItemClasses.label}`]: {fontSize: '0.9rem', letterSpacing: 0.2},
          [`& .${treeItemClasses.iconContainer}`]: {color: 'success.main'},
        }}
      />
    </Box>
  );
}
