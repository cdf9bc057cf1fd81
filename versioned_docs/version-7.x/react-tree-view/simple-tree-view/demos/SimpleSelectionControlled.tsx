import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

const VEGETARIAN = ['soups/gazpacho', 'soups/borscht', 'mains/dal'];

export default function SimpleSelectionControlled() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 290, maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box sx={{display: 'flex', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(VEGETARIAN)}>
          Select vegetarian dishes
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Cookbook"
          multiSelect
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, ids) => setSelectedItems(ids)}
          defaultExpandedItems={['soups', 'mains']}
        >
          <TreeItem itemId="soups" label="Soups">
            <TreeItem itemId="soups/gazpacho" label="Gazpacho" />
            <TreeItem itemId="soups/miso" label="Miso soup (dashi with bonito)" />
            <TreeItem itemId="soups/borscht" label="Borscht" />
          </TreeItem>
          <TreeItem itemId="mains" label="Mains">
            <TreeItem itemId="mains/paella" label="Seafood paella" />
            <TreeItem itemId="mains/dal" label="Dal makhani" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
