import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

// A label can be any node: the last item adds a secondary line of text.
export default function SimpleItemsBasics() {
  return (
    <Box sx={{height: 240, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Pantry" defaultExpandedItems={['spices', 'grains']}>
        <TreeItem itemId="spices" label="Spices">
          <TreeItem itemId="spices/cumin" label="Cumin" />
          <TreeItem itemId="spices/saffron" label="Saffron" />
        </TreeItem>
        <TreeItem itemId="grains" label="Grains">
          <TreeItem itemId="grains/arborio" label="Arborio rice" />
          <TreeItem
            itemId="grains/bulgur"
            label={
              <span>
                Bulgur wheat{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  (opened in March)
                </Typography>
              </span>
            }
          />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
