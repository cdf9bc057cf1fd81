import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import Description from '@mui/icons-material/Description';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

// Icons set on the tree apply to every item; a TreeItem's own `slots` override them.
export default function SimpleCustomIcons() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView
        aria-label="Contract folders"
        defaultExpandedItems={['leases']}
        slots={{expandIcon: AddBoxOutlined, collapseIcon: IndeterminateCheckBoxOutlined, endIcon: Description}}
      >
        <TreeItem itemId="leases" label="Leases">
          <TreeItem itemId="leases/office" label="Office lease 2024" />
          <TreeItem itemId="leases/warehouse" label="Warehouse lease" />
        </TreeItem>
        <TreeItem itemId="suppliers" label="Suppliers">
          <TreeItem itemId="suppliers/paper" label="Paper supply agreement" />
        </TreeItem>
        <TreeItem itemId="nda" label="Standard NDA" />
      </SimpleTreeView>
    </Box>
  );
}
