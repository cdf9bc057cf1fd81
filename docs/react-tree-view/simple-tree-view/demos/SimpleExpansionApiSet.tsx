import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApiSet() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{height: 330, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({event, itemId: 'asia', shouldBeExpanded: true})}
        >
          Open Asia
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.setItemExpansion({event, itemId: 'asia'})}>
          Toggle Asia
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Offices" apiRef={apiRef}>
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe/lisbon" label="Lisbon" />
            <TreeItem itemId="europe/oslo" label="Oslo" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia/seoul" label="Seoul" />
            <TreeItem itemId="asia/hanoi" label="Hanoi" />
          </TreeItem>
          <TreeItem itemId="americas" label="Americas">
            <TreeItem itemId="americas/lima" label="Lima" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
