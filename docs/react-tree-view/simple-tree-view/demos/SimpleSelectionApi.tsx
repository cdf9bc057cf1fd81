import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

export default function SimpleSelectionApi() {
  const apiRef = useTreeViewApiRef();

  const toggle = (itemId: string, shouldBeSelected: boolean) => (event: React.SyntheticEvent) => {
    // keepExistingSelection adds to the selection of a multi-select tree instead of replacing it.
    apiRef.current?.setItemSelection({event, itemId, shouldBeSelected, keepExistingSelection: true});
  };

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={toggle('tops/sweater', true)}>
          Select the sweater
        </Button>
        <Button size="small" variant="outlined" onClick={toggle('tops/sweater', false)}>
          Deselect it
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Wardrobe" apiRef={apiRef} multiSelect defaultExpandedItems={['tops', 'bottoms']}>
          <TreeItem itemId="tops" label="Tops">
            <TreeItem itemId="tops/shirt" label="Linen shirt" />
            <TreeItem itemId="tops/sweater" label="Wool sweater" />
          </TreeItem>
          <TreeItem itemId="bottoms" label="Bottoms">
            <TreeItem itemId="bottoms/jeans" label="Jeans" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
