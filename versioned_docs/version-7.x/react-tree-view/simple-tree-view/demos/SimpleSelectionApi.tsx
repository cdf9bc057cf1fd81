import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

export default function SimpleSelectionApi() {
  const apiRef = useTreeViewApiRef();

  const toggleDal = (event: React.SyntheticEvent) => {
    // No `shouldBeSelected`: the item's selection flips.
    apiRef.current?.selectItem({event, itemId: 'mains/dal'});
  };

  return (
    <Box sx={{height: 260, maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box>
        <Button size="small" variant="outlined" onClick={toggleDal}>
          Toggle Dal makhani
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Cookbook" apiRef={apiRef} defaultExpandedItems={['soups', 'mains']}>
          <TreeItem itemId="soups" label="Soups">
            <TreeItem itemId="soups/gazpacho" label="Gazpacho" />
            <TreeItem itemId="soups/miso" label="Miso soup" />
          </TreeItem>
          <TreeItem itemId="mains" label="Mains">
            <TreeItem itemId="mains/paella" label="Paella" />
            <TreeItem itemId="mains/dal" label="Dal makhani" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
