import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApiSet() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{height: 270, maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box sx={{display: 'flex', gap: 1}}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.setItemExpansion(event, 'asia', true)}>
          Open Asia
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.setItemExpansion(event, 'asia', false)}>
          Close Asia
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Rail routes" apiRef={apiRef}>
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe/glacier" label="Glacier Express" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia/tokaido" label="Tōkaidō Shinkansen" />
            <TreeItem itemId="asia/qinghai" label="Qinghai–Tibet Railway" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
