import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomIcons() {
  return (
    <Box sx={{height: 280, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView
        aria-label="Recipes"
        defaultExpandedItems={['soups']}
        slots={{expandIcon: AddBoxOutlined, collapseIcon: IndeterminateCheckBoxOutlined, endIcon: CircleOutlined}}
        slotProps={{endIcon: {style: {fontSize: 10, opacity: 0.5}}}}
      >
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="soups/miso" label="Miso soup" />
          <TreeItem itemId="soups/gazpacho" label="Gazpacho" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="mains/risotto" label="Mushroom risotto" />
          <TreeItem itemId="mains/curry" label="Chickpea curry" />
        </TreeItem>
        <TreeItem itemId="bread" label="Sourdough bread" />
      </SimpleTreeView>
    </Box>
  );
}
