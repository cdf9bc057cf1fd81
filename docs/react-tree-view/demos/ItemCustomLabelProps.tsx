import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function ItemCustomLabelProps() {
  return (
    <Box sx={{height: 240, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Reading list" defaultExpandedItems={['fiction']}>
        <TreeItem
          itemId="fiction"
          label="Fiction"
          slotProps={{label: {style: {fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1}}}}
        >
          <TreeItem itemId="fiction/1" label="The Left Hand of Darkness" slotProps={{label: {style: {fontStyle: 'italic'}}}} />
          {/* Any attribute can be passed on, such as a tooltip through title. */}
          <TreeItem itemId="fiction/2" label="Piranesi" slotProps={{label: {title: 'Borrowed from the library'}}} />
        </TreeItem>
        <TreeItem
          itemId="essays"
          label="Essays"
          slotProps={{label: {style: {fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1}}}}
        />
      </SimpleTreeView>
    </Box>
  );
}
