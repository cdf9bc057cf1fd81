import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionSingle() {
  return (
    <Box sx={{height: 240, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Cookbook" defaultExpandedItems={['soups']} defaultSelectedItems="soups/gazpacho">
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="soups/gazpacho" label="Gazpacho" />
          <TreeItem itemId="soups/miso" label="Miso soup" />
          <TreeItem itemId="soups/borscht" label="Borscht" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="mains/paella" label="Paella" />
          <TreeItem itemId="mains/dal" label="Dal makhani" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
