import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsBasics() {
  return (
    <Box sx={{height: 250, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Garden beds" defaultExpandedItems={['bed-north', 'bed-south']}>
        <TreeItem itemId="bed-north" label="North bed">
          <TreeItem itemId="bed-north/tomatoes" label="Tomatoes" />
          <TreeItem itemId="bed-north/basil" label="Basil" />
        </TreeItem>
        <TreeItem itemId="bed-south" label="South bed">
          {/* A label can be any React node, not only a string. */}
          <TreeItem
            itemId="bed-south/courgettes"
            label={
              <span>
                Courgettes{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  sown 12 April
                </Typography>
              </span>
            }
          />
          <TreeItem itemId="bed-south/beans" label="Runner beans" />
        </TreeItem>
        <TreeItem itemId="compost" label="Compost heap" />
      </SimpleTreeView>
    </Box>
  );
}
