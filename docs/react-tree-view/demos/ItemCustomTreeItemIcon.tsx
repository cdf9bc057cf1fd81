import * as React from 'react';
import Box from '@mui/material/Box';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {TreeItemIcon} from '@mui/x-tree-view/TreeItemIcon';
import {useTreeItemUtils} from '@mui/x-tree-view/hooks';

/** TreeItemIcon picks the right icon from the item's status; here it gets its own icons and a badge. */
function CountedIcon({itemId, count}: {itemId: string; count: number}) {
  const {status} = useTreeItemUtils({itemId, children: count ? [count] : undefined});
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 48}}>
      <TreeItemIcon status={status} slots={{expandIcon: AddRounded, collapseIcon: RemoveRounded}} />
      <Box component="span" sx={{fontSize: 11, color: 'text.secondary'}}>
        {count}
      </Box>
    </Box>
  );
}

/** The default icon container is hidden: the icon is drawn inside the label instead. */
function NoIconContainer() {
  return null;
}

export default function ItemCustomTreeItemIcon() {
  return (
    <Box sx={{height: 240, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Albums" defaultExpandedItems={['summer']}>
        <TreeItem
          itemId="summer"
          label={
            <Box sx={{display: 'flex', gap: 1}}>
              <CountedIcon itemId="summer" count={2} />
              Summer 2024
            </Box>
          }
          slots={{iconContainer: NoIconContainer}}
        >
          <TreeItem itemId="summer/beach" label="Beach day" />
          <TreeItem itemId="summer/hike" label="Mountain hike" />
        </TreeItem>
        <TreeItem
          itemId="winter"
          label={
            <Box sx={{display: 'flex', gap: 1}}>
              <CountedIcon itemId="winter" count={1} />
              Winter 2024
            </Box>
          }
          slots={{iconContainer: NoIconContainer}}
        >
          <TreeItem itemId="winter/market" label="Christmas market" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
